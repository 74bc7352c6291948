import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { Mailer } from './mailer';
import { mailLanguageOf } from './mail-language';

/** How long a claimed mail stays out of other senders' reach while it is being sent. */
const LEASE_SECONDS = 120;
const MAX_WAIT_SECONDS = 3600;
export const OUTBOX_BATCH = 20;

interface ClaimedMail {
  id: string;
  to_address: string;
  language: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  ics_method: 'REQUEST' | 'CANCEL' | null;
  ics_content: string | null;
  attempts: number;
}

/**
 * Takes up to a batch of due mails for this sender. SKIP LOCKED lets several instances claim at the
 * same time without taking the same mail; the lease (next_attempt_at moved ahead) keeps a mail from
 * being taken again while it is sent, and brings it back if this instance dies before it is marked.
 */
async function claimDueMails(db: Db): Promise<ClaimedMail[]> {
  const { rows } = await sql<ClaimedMail>`
    UPDATE mail_outbox AS m
    SET attempts = m.attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
    FROM (
      SELECT id FROM mail_outbox
      WHERE sent_at IS NULL AND next_attempt_at <= now()
      ORDER BY next_attempt_at
      LIMIT ${OUTBOX_BATCH}
      FOR UPDATE SKIP LOCKED
    ) AS due
    WHERE m.id = due.id
    RETURNING m.id, m.to_address, m.language, m.subject, m.text_body, m.html_body, m.ics_method, m.ics_content, m.attempts`.execute(
    db,
  );
  return rows;
}

/**
 * Holds the claim on one mail for another lease, right before it is sent: false when the claim ran
 * out and another sender took the mail (its attempt count moved on) or sent it.
 */
async function renewLease(db: Db, mail: ClaimedMail): Promise<boolean> {
  const held = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where('id', '=', mail.id)
    .where('attempts', '=', mail.attempts)
    .where('sent_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return held !== undefined;
}

/** The wait before the next try: the base, doubled with each failed attempt, at most an hour. */
export const retryDelaySeconds = (baseSeconds: number, attempts: number) =>
  Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), MAX_WAIT_SECONDS);

/**
 * Sends the due mails of the outbox, one batch; whether a full batch was taken (more may be due).
 * A mail is marked sent only after the mail server took it; a failure waits and is tried again.
 */
export async function sendDueMails(db: Db, mailer: Mailer, retryBaseSeconds: number): Promise<boolean> {
  const claimed = await claimDueMails(db);
  for (const mail of claimed) {
    // still ours? A slow mail server can outlast the lease; then another sender has taken the mail
    if (!(await renewLease(db, mail))) continue;
    try {
      await mailer.send({
        to: mail.to_address,
        // rows queued before issue 29 were written in English
        language: mailLanguageOf(mail.language),
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        calendar:
          mail.ics_method && mail.ics_content
            ? { method: mail.ics_method, content: mail.ics_content }
            : undefined,
      });
      await db
        .updateTable('mail_outbox')
        .set({ sent_at: sql`now()`, last_error: null })
        .where('id', '=', mail.id)
        .where('attempts', '=', mail.attempts)
        .execute();
    } catch (err) {
      const wait = retryDelaySeconds(retryBaseSeconds, mail.attempts);
      await db
        .updateTable('mail_outbox')
        .set({
          next_attempt_at: sql`now() + make_interval(secs => ${wait})`,
          last_error: err instanceof Error ? err.message.slice(0, 500) : String(err),
        })
        .where('id', '=', mail.id)
        .where('attempts', '=', mail.attempts)
        .where('sent_at', 'is', null)
        .execute();
    }
  }
  return claimed.length === OUTBOX_BATCH;
}
