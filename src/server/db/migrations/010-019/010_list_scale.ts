import type { Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * Lists at a million appointments: one patient's appointments in the order they were
 * made, with the id and status inside the index. A name search picks its page from the matching
 * patients' entries, and the desk's "pending, by patient" walks patients by name and finds their
 * pending visits, without reading a table row for either. It replaces the narrower
 * appointments_user (user_id, created_at DESC), whose readers it serves as well.
 *
 * The newest-first index carries the patient too: a search for a common name part walks it and
 * looks up each row's patient, and now reads no table row to learn who that is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE INDEX appointments_user_created ON appointments (user_id, created_at, id) INCLUDE (status);
    DROP INDEX appointments_user;
    CREATE INDEX appointments_created_patient ON appointments (created_at, id) INCLUDE (user_id);
    DROP INDEX appointments_created;
    ALTER INDEX appointments_created_patient RENAME TO appointments_created
  `,
  );
}
