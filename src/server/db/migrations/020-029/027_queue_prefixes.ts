import type { Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * Queue numbers that a shared waiting-room board can tell apart: each doctor's numbers of a day carry
 * the letters that doctor was given at the day's first check-in (A, B, … then AA, AB, …), so one
 * doctor's B-003 is never another's. A new table, keyed by the date so the next letter is found by
 * an index walk: a day with no row for a doctor (every day before this migration) shows the old
 * 'A-', as its tickets said.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE clinic_queue_prefixes (
      clinic_date date NOT NULL,
      prefix text NOT NULL,
      doctor_id uuid NOT NULL REFERENCES doctors(id) ON DELETE CASCADE,
      PRIMARY KEY (clinic_date, prefix),
      UNIQUE (doctor_id, clinic_date)
    )
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `DROP TABLE IF EXISTS clinic_queue_prefixes`);
}
