import { sql } from 'kysely';
import { visitInstantOf, withinHoursOf } from '../appointments';
import { conflict, HttpError, notFound } from '../plugins/errors';
import { withValues } from '../i18n';
import { recordEvent } from './ledger';
import { paymentPolicy } from './policy';
import { PaystackError, refundTransaction } from './paystack';
import type { PaymentContext } from './payment-context';
import { PAYMENT_TEXT } from './payment-messages';

/** The states a payment may be refunded from: money was taken and some of it is left. */
const REFUNDABLE = ['success', 'partially refunded'] as const;

/**
 * Gives back `amountKobo` of a payment: the payment row locked, the amount checked against what is
 * left of it (never more than was paid), Paystack's /refund asked for an online payment while the
 * lock is held, then the refund recorded. When Paystack refuses, the transaction rolls back and
 * nothing changes. A desk payment's refund is money handed back at the desk: recorded only.
 */
export async function refundPayment(
  pc: PaymentContext,
  refund: { paymentId: string; amountKobo: number; reason: string; actorId: string | null },
): Promise<void> {
  await pc.db.transaction().execute(async (tx) => {
    const payment = await tx
      .selectFrom('payments')
      .select(['id', 'method', 'state', 'reference', 'amount_kobo', 'refunded_kobo', 'voided_at'])
      .where('id', '=', refund.paymentId)
      .forUpdate()
      .executeTakeFirst();
    if (!payment) throw notFound(PAYMENT_TEXT.paymentNotFound);
    if (!(REFUNDABLE as readonly string[]).includes(payment.state) || payment.voided_at) {
      throw conflict(PAYMENT_TEXT.notRefundable);
    }
    const left = payment.amount_kobo - payment.refunded_kobo;
    if (refund.amountKobo > left) throw conflict(withValues(PAYMENT_TEXT.refundTooMuch, { left }));
    const refunded = payment.refunded_kobo + refund.amountKobo;
    await tx
      .updateTable('payments')
      .set({
        refunded_kobo: refunded,
        state: refunded === payment.amount_kobo ? 'refunded' : 'partially refunded',
      })
      .where('id', '=', payment.id)
      .execute();
    await recordEvent(tx, {
      paymentId: payment.id,
      kind: 'refund',
      amountKobo: refund.amountKobo,
      detail: { reason: refund.reason },
      actorId: refund.actorId,
    });
    if (payment.method !== 'paystack') return;
    try {
      await refundTransaction(pc.config, { reference: payment.reference, amountKobo: refund.amountKobo });
    } catch (err) {
      if (err instanceof PaystackError) throw new HttpError(502, PAYMENT_TEXT.refundFailed);
      throw err;
    }
  });
}

/**
 * After visits were cancelled: their online payments refunded by the policy, in full when the visit
 * was cancelled before the cut-off, `refundAfterCutoffPercent` after it. (A no-show is never
 * cancelled, so it gets nothing back.) A refund Paystack refuses is left for the admin to make by
 * hand; the cancel stands.
 */
export async function refundCancelled(
  pc: PaymentContext,
  cancelled: { appointmentIds: string[]; reason: string; onError: (err: unknown) => void },
): Promise<void> {
  if (cancelled.appointmentIds.length === 0) return;
  const policy = await paymentPolicy(pc.db, pc.config);
  const rows = await pc.db
    .selectFrom('payments as p')
    .innerJoin('appointments as a', 'a.id', 'p.appointment_id')
    .select(['p.id', 'p.amount_kobo', 'p.refunded_kobo', 'a.status', 'a.time'])
    .select([
      sql<string>`to_char(a.date, 'YYYY-MM-DD')`.as('date'),
      sql<string | null>`to_char(a.schedule_date, 'YYYY-MM-DD')`.as('schedule_date'),
      sql<string | null>`to_char(a.follow_up_date, 'YYYY-MM-DD')`.as('follow_up_date'),
    ])
    .where('p.appointment_id', 'in', cancelled.appointmentIds)
    .where('p.method', '=', 'paystack')
    .where('p.state', 'in', REFUNDABLE)
    .execute();
  const now = new Date(pc.now());
  for (const row of rows) {
    const visit = visitInstantOf(row, pc.config.clinicTimezone);
    const late = withinHoursOf(visit, pc.config.cancelCutoffHours, now);
    const percent = late ? policy.refundAfterCutoffPercent : 100;
    const amountKobo = Math.min(
      row.amount_kobo - row.refunded_kobo,
      Math.round((row.amount_kobo * percent) / 100),
    );
    if (amountKobo <= 0) continue;
    try {
      await refundPayment(pc, { paymentId: row.id, amountKobo, reason: cancelled.reason, actorId: null });
    } catch (err) {
      cancelled.onError(err);
    }
  }
}
