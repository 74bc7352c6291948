import { sql, type Kysely } from 'kysely';
import { runStatements } from '../../run-statements';
import { FIRST_FLAGS_PENDING, appointmentsUpdatedFunction, rangeRebuildFunctions } from './017_insights';

/**
 * Background maintenance. Work that grows with the data (back-filling a column,
 * counting rollups again) never runs inside a migration or a request: it is a row of
 * maintenance_tasks that the maintenance runner (src/server/maintenance) works through in short
 * batches, once across instances, each batch committing its work and its cursor together so a
 * crash or kill -9 resumes where it stopped. `done` is the fraction finished, for /readyz.
 *
 * This migration itself is schema only: the task table, the two range-rebuild functions, the
 * back-fill of migration 017's flags queued when 017 left them pending (a database that ran 017's
 * first version has them already), and an update trigger that leaves the back-fill's batches alone
 * (the back-fill asks for the rollups to be counted again when it ends).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE maintenance_tasks (
      task text PRIMARY KEY,
      position bigserial NOT NULL,
      cursor text,
      done double precision NOT NULL DEFAULT 0,
      requested_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    );
    INSERT INTO maintenance_tasks (task)
      SELECT 'appointments-first-flags' FROM app_settings WHERE key = '${FIRST_FLAGS_PENDING}';
    DELETE FROM app_settings WHERE key = '${FIRST_FLAGS_PENDING}'
  `,
  );
  for (const definition of [...rangeRebuildFunctions(), appointmentsUpdatedFunction(true)]) {
    await sql.raw(definition).execute(db);
  }
}
