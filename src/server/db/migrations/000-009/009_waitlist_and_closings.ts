import type { Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * Capacity that heals itself: the waitlist of full dates, and the clinic days a doctor
 * does not hold. A closing keeps who closed it and why; the audit log keeps reopenings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE waitlist_entries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      doctor_id uuid NOT NULL REFERENCES doctors(id) ON DELETE CASCADE,
      date date NOT NULL,
      time text NOT NULL CHECK (time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      UNIQUE (user_id, doctor_id, date)
    );
    CREATE INDEX waitlist_queue ON waitlist_entries (doctor_id, date, created_at, id);
    CREATE INDEX waitlist_user ON waitlist_entries (user_id, date);
    CREATE INDEX waitlist_date ON waitlist_entries (date, doctor_id);

    CREATE TABLE closed_clinic_days (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      doctor_id uuid NOT NULL REFERENCES doctors(id) ON DELETE CASCADE,
      date date NOT NULL,
      reason text NOT NULL,
      closed_by uuid,
      closed_by_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (doctor_id, date)
    );
    CREATE INDEX closed_clinic_days_recent ON closed_clinic_days (created_at DESC, id);
    CREATE INDEX closed_clinic_days_date ON closed_clinic_days (date, doctor_id);

    ALTER TABLE appointments ADD COLUMN rebook_after date
  `,
  );
}
