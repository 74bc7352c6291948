import type { Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * The clinic day. A visit due on a date (approved with that schedule date, or in
 * follow-up with that follow-up date) is `expected` until it has a row in clinic_visits for that
 * date: arrived (with its queue number), in-consultation, seen or no-show. One row per visit and
 * date keeps each day's arrival, call and finish times, so a follow-up's second day starts afresh
 * and the waits of the first stay on record for insights. Queue numbers come from a counter per
 * doctor and day and are never reused, even after an undone check-in.
 *
 * no-show is also the appointment's status. The day sheet reads the due visits of one date through
 * the two partial indexes below, so it costs the same in the clinic's first month and its tenth year.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE appointments DROP CONSTRAINT appointments_status_check;
    ALTER TABLE appointments ADD CONSTRAINT appointments_status_check
      CHECK (status IN ('pending', 'approved', 'rejected', 'follow-up', 'completed', 'cancelled', 'no-show'));
    CREATE INDEX appointments_due_approved ON appointments (schedule_date, doctor_id, time)
      WHERE status = 'approved';
    CREATE INDEX appointments_due_follow_up ON appointments (follow_up_date, doctor_id, time)
      WHERE status = 'follow-up';
    CREATE TABLE clinic_visits (
      appointment_id uuid NOT NULL REFERENCES appointments(id) ON DELETE CASCADE,
      clinic_date date NOT NULL,
      doctor_id uuid NOT NULL REFERENCES doctors(id) ON DELETE CASCADE,
      state text NOT NULL CHECK (state IN ('arrived', 'in-consultation', 'seen', 'no-show')),
      queue_number integer,
      arrived_at timestamptz,
      called_at timestamptz,
      finished_at timestamptz,
      priority_at timestamptz,
      priority_reason text,
      PRIMARY KEY (appointment_id, clinic_date)
    );
    CREATE INDEX clinic_visits_queue ON clinic_visits (doctor_id, clinic_date, state, priority_at, arrived_at);
    CREATE INDEX clinic_visits_day ON clinic_visits (clinic_date, doctor_id);
    CREATE TABLE clinic_queue_counters (
      doctor_id uuid NOT NULL REFERENCES doctors(id) ON DELETE CASCADE,
      clinic_date date NOT NULL,
      last_number integer NOT NULL,
      PRIMARY KEY (doctor_id, clinic_date)
    );
    CREATE TABLE queue_displays (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      doctor_ids uuid[] NOT NULL,
      key_hash text NOT NULL UNIQUE,
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz
    )
  `,
  );
}
