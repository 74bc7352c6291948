import type { Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * The patient's rights over their data (Nigeria Data Protection Act 2023, GDPR): erasure and the
 * clock on every request. New tables and nullable columns without defaults only, so it is quick on
 * any users, appointments or outbox table:
 * - `users.erased_at`: when the account was erased and its row became a pseudonym;
 *   `users.records_oldest`: the earliest clinic date of its visits kept as clinical records, which
 *   the retention job reads (its index is built in the background: maintenance/indexes.ts);
 * - `mail_outbox.withdrawn_at`: a mail queued for an account erased before it went, never sent
 *   (texts are marked failed with their reason, a state the text outbox already has);
 * - `data_requests`: every request for a copy, an erasure or a correction, with the date it was
 *   received and the date the law's 30 days end, who handled it and what was done, read a page at a
 *   time through (received_at, id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE users ADD COLUMN erased_at timestamptz, ADD COLUMN records_oldest date;
    ALTER TABLE mail_outbox ADD COLUMN withdrawn_at timestamptz;
    CREATE TABLE data_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL CHECK (kind IN ('copy', 'deletion', 'correction')),
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      reference text NOT NULL,
      received_at timestamptz NOT NULL,
      due_at timestamptz NOT NULL,
      status text NOT NULL CHECK (status IN ('open', 'done')),
      details text NOT NULL DEFAULT '',
      outcome text,
      handled_by uuid REFERENCES users(id) ON DELETE SET NULL,
      closed_at timestamptz,
      CHECK ((status = 'done') = (closed_at IS NOT NULL))
    );
    CREATE INDEX data_requests_received ON data_requests (received_at, id)
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE IF EXISTS data_requests;
    ALTER TABLE mail_outbox DROP COLUMN IF EXISTS withdrawn_at;
    ALTER TABLE users DROP COLUMN IF EXISTS records_oldest, DROP COLUMN IF EXISTS erased_at
  `,
  );
}
