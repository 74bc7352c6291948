import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { sendDueBatch, type Outbox, type OutboxTiming } from '../jobs/outbox-worker';
import type { SmsTransport } from './transport';
import { settleText } from './receipts';
import { smsTexts } from '../metrics/shared-metrics';

const SMS_BATCH = 50;
/** Texts in flight on the link at once (the SMPP window). */
const SMS_WINDOW = 10;

interface ClaimedText {
  id: string;
  to_number: string;
  body: string;
  attempts: number;
  created_at: Date;
}

/**
 * The SMSC took the text: it is submitted, and its parts' ids wait for their receipts, in one
 * statement. A receipt may have come first: its part then only learns its text here, and the text
 * is settled at once.
 */
async function markSubmitted(db: Db, text: ClaimedText, messageIds: readonly string[]): Promise<void> {
  const { rows } = await sql<{ state: string }>`
    WITH marked AS (
      UPDATE sms_outbox SET state = 'submitted', submitted_at = now(), parts = ${messageIds.length},
        last_error = NULL
      WHERE id = ${text.id} AND attempts = ${text.attempts}
      RETURNING id
    )
    INSERT INTO sms_parts (message_id, sms_id)
    SELECT part, marked.id FROM marked, unnest(${messageIds}::text[]) AS part
    ON CONFLICT (message_id) DO UPDATE SET sms_id = excluded.sms_id
    RETURNING state`.execute(db);
  if (rows.some((row) => row.state !== 'submitted')) await settleText(db, text.id);
}

/**
 * The text outbox: up to SMS_WINDOW texts in flight on the link (SMPP lets submits overlap; the
 * transport's pacer keeps to SMS_RATE_PER_SECOND). Texts to one number go one after another, oldest
 * first, so a phone shows "approved" before the reminder that follows it. A text is noted submitted
 * only after the SMSC took every part.
 */
const textOutbox = (db: Db, transport: SmsTransport): Outbox<ClaimedText> => ({
  table: 'sms_outbox',
  unsent: sql`state = 'queued'`,
  columns: ['id', 'to_number', 'body', 'attempts', 'created_at'],
  batch: SMS_BATCH,
  window: SMS_WINDOW,
  lanes: {
    laneOf: (text) => text.to_number,
    olderFirst: (a, b) => a.created_at.getTime() - b.created_at.getTime(),
  },
  claimOrder: sql`next_attempt_at, created_at`,
  async deliver(text) {
    const { messageIds } = await transport.send({ id: text.id, to: text.to_number, body: text.body });
    await markSubmitted(db, text, messageIds);
    smsTexts.inc({ state: 'submitted' });
  },
  onRetry: () => smsTexts.inc({ state: 'retried' }),
});

/** Sends one batch of the due texts; whether a full batch was taken (more may be due). */
export const sendDueTexts = (db: Db, transport: SmsTransport, timing: OutboxTiming, stopping?: AbortSignal) =>
  sendDueBatch(db, textOutbox(db, transport), timing, stopping);
