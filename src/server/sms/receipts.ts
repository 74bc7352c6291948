import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Db } from '../db/connect';
import { smsTexts } from '../metrics/shared-metrics';

type Tx = Kysely<Database>;

/**
 * A text follows its parts' receipts: failed (with the SMSC's reason) once a part failed, delivered
 * once every part was delivered, else still submitted.
 */
export async function settleText(tx: Tx | Db, smsId: string): Promise<void> {
  await sql`
    WITH parts AS (
      SELECT count(*) FILTER (WHERE state = 'delivered') AS delivered,
        min(reason) FILTER (WHERE state = 'failed') AS failure,
        bool_or(state = 'failed') AS failed
      FROM sms_parts WHERE sms_id = ${smsId}
    )
    UPDATE sms_outbox AS s SET
      state = CASE WHEN p.failed THEN 'failed' ELSE 'delivered' END,
      failed_reason = CASE WHEN p.failed THEN coalesce(p.failure, 'failed') END,
      delivered_at = CASE WHEN p.failed THEN NULL ELSE now() END
    FROM parts AS p
    WHERE s.id = ${smsId} AND s.state = 'submitted' AND (p.failed OR p.delivered = s.parts)`.execute(tx);
}

/**
 * A delivery receipt for one part. It may arrive before the submit was written down: the
 * part is then kept on its own until markSubmitted names its text. A receipt for an id we never sent
 * stays such an orphan and changes nothing.
 */
export async function storeReceipt(
  db: Db,
  receipt: { messageId: string; delivered: boolean; reason: string | null },
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const state = receipt.delivered ? 'delivered' : 'failed';
    const part = await tx
      .insertInto('sms_parts')
      .values({ message_id: receipt.messageId, sms_id: null, state, reason: receipt.reason })
      .onConflict((oc) => oc.column('message_id').doUpdateSet({ state, reason: receipt.reason }))
      .returning('sms_id')
      .executeTakeFirstOrThrow();
    if (part.sms_id) await settleText(tx, part.sms_id);
  });
  smsTexts.inc({ state: receipt.delivered ? 'delivered' : 'failed' });
}
