import { sql, type Kysely } from 'kysely';
import { runStatements } from '../../run-statements';
import { CLINIC_WIDE } from '../010-019/017_insights';

/**
 * Insights by doctor at any number of doctors: each doctor's month sums of insight_days (migration
 * 017) also kept as running totals, so a range of whole months costs two rows per doctor, not one per
 * month.
 *
 * `insight_doctor_prefix` holds, per doctor and month, the sums of the doctor's folded month rows
 * *before* that month, dense from the month after the doctor's first month with figures to the month
 * after their last (that row is marked `last`: it holds every month's sums). The sums of whole months
 * A to B are the row at the month after B less the row at A; a month past a doctor's `last` row reads
 * that row, one before the first reads nothing (0). Both reads are one range of an index on (month,
 * doctor_id) for every doctor at once.
 *
 * The fold (insights/fold.ts) refreshes the doctors it folded, in its own transaction; rows the
 * triggers appended since are read beside the running totals, as they are unfolded. This migration
 * is schema only: existing doctors' rows are filled by a background task (insights-doctor-prefix),
 * asked for here when there are rollups to read, and again after every rebuild of the rollups.
 */

/** the sums kept, the figures by doctor need no others */
export const PREFIX_COLUMNS = [
  'booked',
  'pending',
  'approved',
  'follow_up',
  'completed',
  'cancelled',
  'no_show',
  'wait_n',
  'wait_minutes',
] as const;

export const DOCTOR_PREFIX_TASK = 'insights-doctor-prefix';

const columns = PREFIX_COLUMNS.join(', ');
const definitions = PREFIX_COLUMNS.map(
  (column) => `${column} ${column === 'wait_minutes' ? 'double precision' : 'bigint'} NOT NULL`,
).join(',\n      ');
const monthSums = PREFIX_COLUMNS.map((column) => `sum(${column}) AS ${column}`).join(', ');
const running = PREFIX_COLUMNS.map((column) => `sum(coalesce(m.${column}, 0)) OVER w`).join(', ');

/** Every running total of `doctors` counted again from their folded month rows. */
const REFRESH = `
  CREATE FUNCTION insight_doctor_prefix_refresh(doctors uuid[]) RETURNS void LANGUAGE sql AS $$
    DELETE FROM insight_doctor_prefix WHERE doctor_id = ANY(doctors);
    INSERT INTO insight_doctor_prefix (doctor_id, month, last, ${columns})
    WITH m AS (
      SELECT doctor_id, day, ${monthSums} FROM insight_days
      WHERE doctor_id = ANY(doctors) AND doctor_id <> '${CLINIC_WIDE}' AND facet = '' AND grain = 'm' AND folded
      GROUP BY doctor_id, day),
    span AS (
      SELECT doctor_id, (min(day) + interval '1 month')::date AS first_key,
             (max(day) + interval '1 month')::date AS last_key
      FROM m GROUP BY doctor_id),
    keys AS (
      SELECT s.doctor_id, g.at::date AS month, g.at::date = s.last_key AS last
      FROM span s CROSS JOIN LATERAL generate_series(s.first_key, s.last_key, interval '1 month') AS g(at))
    SELECT k.doctor_id, k.month, k.last, ${running}
    FROM keys k LEFT JOIN m ON m.doctor_id = k.doctor_id AND m.day = (k.month - interval '1 month')::date
    WINDOW w AS (PARTITION BY k.doctor_id ORDER BY k.month);
  $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE insight_doctor_prefix (
      doctor_id uuid NOT NULL,
      month date NOT NULL,
      last boolean NOT NULL,
      ${definitions},
      PRIMARY KEY (doctor_id, month)
    );
    CREATE INDEX insight_doctor_prefix_month ON insight_doctor_prefix (month, doctor_id) INCLUDE (${columns});
    CREATE INDEX insight_doctor_prefix_last ON insight_doctor_prefix (month, doctor_id) INCLUDE (${columns}) WHERE last;
    INSERT INTO maintenance_tasks (task)
      SELECT '${DOCTOR_PREFIX_TASK}' WHERE EXISTS (SELECT 1 FROM insight_days WHERE grain = 'm')
  `,
  );
  await sql.raw(REFRESH).execute(db);
}
