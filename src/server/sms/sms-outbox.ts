import type { PreparedStatement, RunStatement } from '../db/prepared-transaction';
import { countQueuedAndWake } from '../jobs/queue-and-wake';

/**
 * The text outbox, as the mail outbox: each text is a row written in the transaction of
 * the change it reports, so it exists exactly when the change committed; the sender sends it later.
 * A NOTIFY on this channel (sent on commit) wakes the senders of every instance.
 */
export const SMS_CHANNEL_PREFIX = 'clinicbook_sms_';

export interface QueuedText {
  /** Whose number it is: their "Text me about my appointments" decides, unless `always`. */
  userId: string;
  /** E.164 */
  toNumber: string;
  kind: string;
  appointmentId: string | null;
  language: string;
  body: string;
  /** Not before this instant (quiet hours); now when absent. */
  notBefore?: Date;
  /** An answer to the number's own text (STOP's confirmation): sent whatever the preference. */
  always?: boolean;
}

interface QueuedRow {
  queued: number;
}

/** One statement: the texts whose recipients want them, and the wake-up call. */
const queueTextsStatement = (texts: readonly QueuedText[]): PreparedStatement<QueuedRow> => ({
  name: 'sms_outbox_queue',
  text: `
    WITH queued AS (
      INSERT INTO sms_outbox (user_id, to_number, kind, appointment_id, language, body, next_attempt_at)
      SELECT u.id, t.to_number, t.kind, t.appointment_id, t.language, t.body, coalesce(t.not_before, now())
      FROM jsonb_to_recordset($1::jsonb) AS t(user_id uuid, to_number text, kind text, appointment_id uuid,
        language text, body text, not_before timestamptz, always boolean)
      JOIN users AS u ON u.id = t.user_id AND (u.appointment_texts OR t.always)
      RETURNING id
    )${countQueuedAndWake(SMS_CHANNEL_PREFIX)}`,
  values: [
    JSON.stringify(
      texts.map((t) => ({
        user_id: t.userId,
        to_number: t.toNumber,
        kind: t.kind,
        appointment_id: t.appointmentId,
        language: t.language,
        body: t.body,
        not_before: t.notBefore?.toISOString() ?? null,
        always: t.always ?? false,
      })),
    ),
  ],
});

/** Queues the texts; how many were queued (numbers whose owner turned texts off get none). */
export async function queueTexts(run: RunStatement, texts: readonly QueuedText[]): Promise<number> {
  if (texts.length === 0) return 0;
  const [row] = await run(queueTextsStatement(texts));
  return row.queued;
}
