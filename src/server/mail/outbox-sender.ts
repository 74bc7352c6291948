import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { sendDueBatch, type Outbox, type OutboxTiming } from '../jobs/outbox-worker';
import type { Mailer } from './mailer';
import { mailLanguageOf } from './mail-language';

const OUTBOX_BATCH = 20;

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

/** The mail outbox: one mail after another to the mail server, noted sent once it took it. */
const mailOutbox = (db: Db, mailer: Mailer): Outbox<ClaimedMail> => ({
  table: 'mail_outbox',
  // a mail withdrawn (its account erased before it went) is never sent
  unsent: sql`sent_at IS NULL AND withdrawn_at IS NULL`,
  columns: [
    'id',
    'to_address',
    'language',
    'subject',
    'text_body',
    'html_body',
    'ics_method',
    'ics_content',
    'attempts',
  ],
  batch: OUTBOX_BATCH,
  window: 1,
  async deliver(mail) {
    await mailer.send({
      to: mail.to_address,
      // rows queued before mail kept its language (migration 020) were written in English
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
  },
});

/**
 * Sends the due mails of the outbox, one batch; whether a full batch was taken (more may be due).
 * A mail is marked sent only after the mail server took it; a failure waits and is tried again.
 */
export const sendDueMails = (db: Db, mailer: Mailer, timing: OutboxTiming, stopping?: AbortSignal) =>
  sendDueBatch(db, mailOutbox(db, mailer), timing, stopping);
