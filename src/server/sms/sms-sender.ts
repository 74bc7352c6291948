import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { retryDelaySeconds } from '../mail/outbox-sender';
import type { SmsTransport } from './transport';
import { settleText } from './receipts';
import { smsTexts } from '../metrics/shared-metrics';

/** How long a claimed text stays out of other senders' reach while it is being sent. */
const LEASE_SECONDS = 120;
export const SMS_BATCH = 50;
/** Texts in flight on the link at once (the SMPP window). */
const SMS_WINDOW = 10;

interface ClaimedText {
  id: string;
  to_number: string;
  body: string;
  attempts: number;
}

/**
 * Takes up to a batch of due texts. SKIP LOCKED lets instances claim side by side without taking the
 * same text; the lease keeps a text from being taken again while it is sent and brings it back if
 * this instance dies before marking it.
 */
async function claimDueTexts(db: Db): Promise<ClaimedText[]> {
  const { rows } = await sql<ClaimedText>`
    UPDATE sms_outbox AS s
    SET attempts = s.attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
    FROM (
      SELECT id FROM sms_outbox
      WHERE state = 'queued' AND next_attempt_at <= now()
      ORDER BY next_attempt_at
      LIMIT ${SMS_BATCH}
      FOR UPDATE SKIP LOCKED
    ) AS due
    WHERE s.id = due.id
    RETURNING s.id, s.to_number, s.body, s.attempts`.execute(db);
  return rows;
}

/** Still ours, right before it goes: false when the lease ran out and another sender took it. */
async function renewLease(db: Db, text: ClaimedText): Promise<boolean> {
  const held = await db
    .updateTable('sms_outbox')
    .set({ next_attempt_at: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where('id', '=', text.id)
    .where('attempts', '=', text.attempts)
    .where('state', '=', 'queued')
    .returning('id')
    .executeTakeFirst();
  return held !== undefined;
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

/** One text to the SMSC and its outcome noted: submitted, or back in the queue for a later try. */
async function sendOne(db: Db, transport: SmsTransport, text: ClaimedText, retryBaseSeconds: number) {
  if (!(await renewLease(db, text))) return;
  try {
    const { messageIds } = await transport.send({ id: text.id, to: text.to_number, body: text.body });
    await markSubmitted(db, text, messageIds);
    smsTexts.inc({ state: 'submitted' });
  } catch (err) {
    smsTexts.inc({ state: 'retried' });
    const wait = retryDelaySeconds(retryBaseSeconds, text.attempts);
    await db
      .updateTable('sms_outbox')
      .set({
        next_attempt_at: sql`now() + make_interval(secs => ${wait})`,
        last_error: err instanceof Error ? err.message.slice(0, 500) : String(err),
      })
      .where('id', '=', text.id)
      .where('attempts', '=', text.attempts)
      .where('state', '=', 'queued')
      .execute();
  }
}

/**
 * Sends the due texts of the outbox, one batch, up to SMS_WINDOW at a time on the link (SMPP lets
 * submits overlap; the pacer keeps to SMS_RATE_PER_SECOND); whether a full batch was taken. A text
 * is marked submitted only after the SMSC took every part; a failure waits and is tried again.
 */
export async function sendDueTexts(
  db: Db,
  transport: SmsTransport,
  retryBaseSeconds: number,
): Promise<boolean> {
  const claimed = await claimDueTexts(db);
  let next = 0;
  const worker = async () => {
    while (next < claimed.length) await sendOne(db, transport, claimed[next++]!, retryBaseSeconds);
  };
  await Promise.all(Array.from({ length: Math.min(SMS_WINDOW, claimed.length) }, worker));
  return claimed.length === SMS_BATCH;
}
