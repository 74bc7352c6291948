import type { Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/** Appointments and their lifecycle. A clinic date is schedule_date once approved, else date. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE appointments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      doctor_id uuid NOT NULL REFERENCES doctors(id) ON DELETE CASCADE,
      date date NOT NULL,
      time text NOT NULL CHECK (time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'approved', 'rejected', 'follow-up', 'completed')),
      schedule_date date,
      follow_up_date date,
      comment text,
      approved_by_name text,
      approved_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX appointments_doctor_clinic_date ON appointments (doctor_id, (coalesce(schedule_date, date)));
    CREATE INDEX appointments_user ON appointments (user_id, created_at DESC)
  `,
  );
}
