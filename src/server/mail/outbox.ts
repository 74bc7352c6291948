import { countQueuedAndWake } from '../jobs/queue-and-wake';
import type { PreparedStatement, RunStatement } from '../db/prepared-transaction';

/**
 * The mail outbox: mails about appointments are rows written in the transaction of the
 * change they report, so a mail exists exactly when its change committed. The outbox worker sends
 * them afterwards. A NOTIFY on this channel (sent on commit) wakes the workers of every instance.
 */
export const OUTBOX_CHANNEL_PREFIX = 'clinicbook_outbox_';

export interface QueuedMail {
  /**
   * The recipient; their address is read in the insert, and nothing is queued if they opted out or
   * have no address (a patient registered at the desk without one).
   */
  userId: string;
  kind: string;
  appointmentId: string | null;
  /** The language it is written in, sent as its Content-Language. */
  language: string;
  subject: string;
  text: string;
  html: string;
  ics: { method: 'REQUEST' | 'CANCEL'; content: string } | null;
}

interface QueuedRow {
  queued: number;
}

/** One statement: the mails of recipients who want appointment mail, and the wake-up call. */
const queueMailsStatement = (mails: readonly QueuedMail[]): PreparedStatement<QueuedRow> => ({
  name: 'outbox_queue_mails',
  text: `
    WITH queued AS (
      INSERT INTO mail_outbox
        (user_id, to_address, kind, appointment_id, language, subject, text_body, html_body, ics_method,
          ics_content)
      SELECT u.id, u.email, m.kind, m.appointment_id, m.language, m.subject, m.text, m.html, m.ics_method,
        m.ics_content
      FROM jsonb_to_recordset($1::jsonb) AS m(user_id uuid, kind text, appointment_id uuid, language text,
        subject text, text text, html text, ics_method text, ics_content text)
      JOIN users AS u ON u.id = m.user_id AND u.appointment_mail AND u.email IS NOT NULL
      RETURNING id
    )${countQueuedAndWake(OUTBOX_CHANNEL_PREFIX)}`,
  values: [
    JSON.stringify(
      mails.map((m) => ({
        user_id: m.userId,
        kind: m.kind,
        appointment_id: m.appointmentId,
        language: m.language,
        subject: m.subject,
        text: m.text,
        html: m.html,
        ics_method: m.ics?.method ?? null,
        ics_content: m.ics?.content ?? null,
      })),
    ),
  ],
});

/** Queues the mails; how many were queued (opted-out recipients get none). */
export async function queueMails(run: RunStatement, mails: readonly QueuedMail[]): Promise<number> {
  if (mails.length === 0) return 0;
  const [row] = await run(queueMailsStatement(mails));
  return row.queued;
}
