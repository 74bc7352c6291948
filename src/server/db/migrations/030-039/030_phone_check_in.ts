import type { Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * Check-in from the patient's phone: how each arrival was checked in, 'desk' (the desk or the doctor)
 * or 'phone' (the patient opened a poster's or a reminder's check-in link). Schema only: a nullable
 * column, rewriting no rows at any size; a visit that arrived before this (null) came through the desk.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE clinic_visits ADD COLUMN checked_in_by text
      CHECK (checked_in_by IN ('desk', 'phone'))
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `ALTER TABLE clinic_visits DROP COLUMN checked_in_by`);
}
