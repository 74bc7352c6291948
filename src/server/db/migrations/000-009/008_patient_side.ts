import type { Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * The patient's side: the cancelled status, the calendar sequence of an appointment's
 * invitations, the appointment-mail switch, the mail outbox and the reminders owed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE appointments DROP CONSTRAINT appointments_status_check;
    ALTER TABLE appointments ADD CONSTRAINT appointments_status_check
      CHECK (status IN ('pending', 'approved', 'rejected', 'follow-up', 'completed', 'cancelled'));
    ALTER TABLE appointments ADD COLUMN cancel_reason text;
    ALTER TABLE appointments ADD COLUMN cancelled_at timestamptz;
    ALTER TABLE appointments ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0;
    ALTER TABLE users ADD COLUMN appointment_mail boolean NOT NULL DEFAULT true;

    CREATE TABLE mail_outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      to_address text NOT NULL,
      kind text NOT NULL,
      appointment_id uuid REFERENCES appointments(id) ON DELETE SET NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text NOT NULL,
      ics_method text CHECK (ics_method IN ('REQUEST', 'CANCEL')),
      ics_content text,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;
    CREATE INDEX mail_outbox_appointment ON mail_outbox (appointment_id, created_at);

    CREATE TABLE appointment_reminders (
      appointment_id uuid NOT NULL REFERENCES appointments(id) ON DELETE CASCADE,
      visit_at timestamptz NOT NULL,
      due_at timestamptz NOT NULL,
      sent_at timestamptz,
      PRIMARY KEY (appointment_id, visit_at)
    );
    CREATE INDEX appointment_reminders_due ON appointment_reminders (due_at) WHERE sent_at IS NULL
  `,
  );
}
