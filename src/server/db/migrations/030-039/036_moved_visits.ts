import { sql, type Kysely } from 'kysely';
import { runStatements } from '../../run-statements';
import {
  DAY_COLUMNS,
  appointmentsUpdatedFunction,
  expectedDays,
  functions,
  rangeRebuildFunctions,
  rollupShape,
} from '../010-019/017_insights';

/** Asked for when accepted leave offers exist: their cancelled visits are marked moved in the background. */
export const MOVED_VISITS_TASK = 'appointments-moved-visits';

/** the sums of insight_days from this migration on: migration 017's and the visits moved */
export const INSIGHT_DAY_COLUMNS = [...DAY_COLUMNS, 'moved'] as const;

/**
 * A visit cancelled by a doctor's leave whose patient kept the date with the substitute counts as
 * moved, not cancelled (nor in how far ahead visits were cancelled): the patient was not lost.
 */
const ROLLUPS_036 = rollupShape({
  cancelled: `a.status = 'cancelled' AND a.moved_at IS NULL`,
  extra: { moved: `(a.status = 'cancelled' AND a.moved_at IS NOT NULL)::int` },
  factColumns: ['moved_at'],
});

const orReplace = (definition: string) =>
  definition.replace(/^\s*CREATE FUNCTION/, 'CREATE OR REPLACE FUNCTION');

/**
 * Moved visits apart from cancelled ones in the insights. Schema only:
 * - `appointments.moved_at`: when a cancelled visit was kept with a leave's substitute (nullable, no
 *   default: no rewrite); set in the transaction that books the substitute;
 * - `insight_days.moved`, a constant default (no rewrite), and every function of the rollups, the
 *   view that counts them from scratch and the batched rebuild defined again to count it;
 * - `insights_rebuild()` dropped: it copied the view by position, nothing calls it (the rebuild is the
 *   batched insights_rebuild_days/months);
 * - the visits already moved are marked by a background task (MOVED_VISITS_TASK), whose updates the
 *   triggers count as any change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE appointments ADD COLUMN moved_at timestamptz;
    ALTER TABLE insight_days ADD COLUMN moved integer NOT NULL DEFAULT 0;
    DROP FUNCTION IF EXISTS insights_rebuild();
    DROP VIEW insight_days_expected;
    CREATE VIEW insight_days_expected (grain, day, doctor_id, facet, ${INSIGHT_DAY_COLUMNS.join(', ')}) AS ${expectedDays(ROLLUPS_036)};
    INSERT INTO maintenance_tasks (task)
      SELECT '${MOVED_VISITS_TASK}' WHERE EXISTS (SELECT 1 FROM leave_offers WHERE accepted_at IS NOT NULL)
  `,
  );
  const definitions = [
    ...functions(ROLLUPS_036).filter((definition) => !definition.includes('FUNCTION insights_rebuild()')),
    ...rangeRebuildFunctions(ROLLUPS_036),
    // the update trigger's as migration 018 left it: a first-visit flag filled in is no move
    appointmentsUpdatedFunction(true, ROLLUPS_036),
  ];
  for (const definition of definitions) await sql.raw(orReplace(definition)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP VIEW insight_days_expected;
    CREATE VIEW insight_days_expected (grain, day, doctor_id, facet, ${DAY_COLUMNS.join(', ')}) AS ${expectedDays()};
    DELETE FROM maintenance_tasks WHERE task = '${MOVED_VISITS_TASK}'
  `,
  );
  const definitions = [...functions(), ...rangeRebuildFunctions(), appointmentsUpdatedFunction(true)];
  for (const definition of definitions) await sql.raw(orReplace(definition)).execute(db);
  await runStatements(
    db,
    `
    ALTER TABLE insight_days DROP COLUMN moved;
    ALTER TABLE appointments DROP COLUMN moved_at
  `,
  );
}
