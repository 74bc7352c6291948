import { type Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * Phone numbers in E.164. Every write of a person's phone stores E.164 from now on; the
 * numbers already stored are converted in the background by the maintenance task
 * `users-phone-e164` (src/server/phones/phone-conversion.ts), which also marks the ones that cannot
 * receive texts for the desk's list. `phone_unusable`: NULL until the task has read the row (rows
 * from before), false for an E.164 number or none, true for a number kept as typed because it
 * cannot be converted. Schema only: a nullable column, then a default for new rows, rewrite no rows
 * at any size; the task is asked for with one row, only where there are numbers to convert. The
 * desk list's partial index is built in the background (maintenance/indexes.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE users ADD COLUMN phone_unusable boolean;
    ALTER TABLE users ALTER COLUMN phone_unusable SET DEFAULT false;
    INSERT INTO maintenance_tasks (task) SELECT 'users-phone-e164' WHERE EXISTS (SELECT 1 FROM users)
      ON CONFLICT (task) DO NOTHING
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DELETE FROM maintenance_tasks WHERE task = 'users-phone-e164';
    ALTER TABLE users DROP COLUMN phone_unusable
  `,
  );
}
