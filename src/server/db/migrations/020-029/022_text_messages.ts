import type { Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * Text messages. Schema only: the new columns are nullable or take a constant default,
 * which PostgreSQL records without rewriting a row, and the new tables start empty.
 *
 * - `users.appointment_texts`: the patient's "Text me about my appointments"; STOP and START from
 *   their number switch it too.
 * - `appointments.confirmed_at`: the patient confirmed the visit by answering its reminder.
 * - `sms_outbox`: each text as its own row, written in the transaction of the change it reports,
 *   sent by whichever instance claims it first; its SMSC parts' ids are kept in `sms_parts` so a
 *   delivery receipt finds its text. A receipt can overtake the submit's bookkeeping: its part is
 *   then kept without a text (sms_id NULL) until the submit names it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE users ADD COLUMN appointment_texts boolean NOT NULL DEFAULT true;
    ALTER TABLE appointments ADD COLUMN confirmed_at timestamptz;

    CREATE TABLE sms_outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      to_number text NOT NULL,
      kind text NOT NULL,
      appointment_id uuid REFERENCES appointments(id) ON DELETE SET NULL,
      language text NOT NULL,
      body text NOT NULL,
      state text NOT NULL DEFAULT 'queued'
        CHECK (state IN ('queued', 'submitted', 'delivered', 'failed')),
      parts integer NOT NULL DEFAULT 0,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      submitted_at timestamptz,
      delivered_at timestamptz,
      failed_reason text,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sms_outbox_due ON sms_outbox (next_attempt_at) WHERE state = 'queued';
    CREATE INDEX sms_outbox_appointment ON sms_outbox (appointment_id, created_at);
    CREATE INDEX sms_outbox_reminded ON sms_outbox (to_number, created_at DESC) WHERE kind = 'reminder';

    CREATE TABLE sms_parts (
      message_id text PRIMARY KEY,
      sms_id uuid REFERENCES sms_outbox(id) ON DELETE CASCADE,
      state text NOT NULL DEFAULT 'submitted' CHECK (state IN ('submitted', 'delivered', 'failed')),
      reason text
    );
    CREATE INDEX sms_parts_sms ON sms_parts (sms_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE sms_parts;
    DROP TABLE sms_outbox;
    ALTER TABLE appointments DROP COLUMN confirmed_at;
    ALTER TABLE users DROP COLUMN appointment_texts;
  `,
  );
}
