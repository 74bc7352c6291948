import type { Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * A doctor's leave with an optional substitute. New tables and one nullable column, schema only:
 * - `doctor_leave`: the leave as recorded (dates, reason, substitute, who and when);
 * - `closed_clinic_days.leave_id`: which leave closed a date (nullable, no default: no rewrite);
 * - `leave_offers`: each cancelled visit offered to the substitute at the same date and time, the
 *   one-click link's key kept only as its hash, and the visit booked when the patient accepted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE doctor_leave (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      doctor_id uuid NOT NULL REFERENCES doctors(id) ON DELETE CASCADE,
      from_date date NOT NULL,
      to_date date NOT NULL CHECK (to_date >= from_date),
      reason text NOT NULL,
      substitute_doctor_id uuid REFERENCES doctors(id) ON DELETE SET NULL,
      recorded_by uuid REFERENCES users(id) ON DELETE SET NULL,
      recorded_by_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX doctor_leave_doctor ON doctor_leave (doctor_id, from_date);
    ALTER TABLE closed_clinic_days ADD COLUMN leave_id uuid REFERENCES doctor_leave(id) ON DELETE SET NULL;
    CREATE TABLE leave_offers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      leave_id uuid NOT NULL REFERENCES doctor_leave(id) ON DELETE CASCADE,
      appointment_id uuid NOT NULL UNIQUE REFERENCES appointments(id) ON DELETE CASCADE,
      substitute_doctor_id uuid NOT NULL REFERENCES doctors(id) ON DELETE CASCADE,
      visit_date date NOT NULL,
      visit_time text NOT NULL,
      key_hash text NOT NULL UNIQUE,
      moved_to uuid REFERENCES appointments(id) ON DELETE SET NULL,
      accepted_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX leave_offers_leave ON leave_offers (leave_id)
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE IF EXISTS leave_offers;
    ALTER TABLE closed_clinic_days DROP COLUMN IF EXISTS leave_id;
    DROP TABLE IF EXISTS doctor_leave
  `,
  );
}
