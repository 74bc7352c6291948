import type { Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * Doctors' phone numbers in E.164. Every write of a doctor's profile stores E.164 from now
 * on; the numbers already stored are converted by the doctors' part of the maintenance task
 * `users-phone-e164` (src/server/phones/phone-conversion.ts), asked for here with one row, from that
 * part (cursor 'doctors:'), where there are doctors. A request still running (an upgrade from before
 * migration 021) is left as it is: it reaches the doctors after the users. Schema only: no row of
 * the data is read or written here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    INSERT INTO maintenance_tasks (task, cursor)
      SELECT 'users-phone-e164', 'doctors:' WHERE EXISTS (SELECT 1 FROM doctors)
      ON CONFLICT (task) DO UPDATE SET cursor = EXCLUDED.cursor, done = 0, finished_at = NULL,
        requested_at = now(), position = nextval(pg_get_serial_sequence('maintenance_tasks', 'position'))
      WHERE maintenance_tasks.finished_at IS NOT NULL
  `,
  );
}

/** The build before knows no doctors' part: a request left in it is finished for that build. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    UPDATE maintenance_tasks SET cursor = NULL, done = 1, finished_at = now()
      WHERE task = 'users-phone-e164' AND cursor LIKE 'doctors:%'
  `,
  );
}
