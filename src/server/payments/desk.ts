import crypto from 'node:crypto';
import { readAppointment } from '../appointments';
import { conflict, notFound } from '../plugins/errors';
import { withValues } from '../i18n';
import { clinicYear, nextReceiptNumber, receiptLabel, recordEvent } from './ledger';
import type { PaymentContext } from './payment-context';
import { PAYMENT_TEXT } from './payment-messages';

/**
 * Money taken at the desk against a visit: a successful payment with its receipt number, taken in the
 * same transaction (numbers without gaps). Refused for a closed visit and beyond what is still owed.
 */
export async function recordDeskPayment(
  pc: PaymentContext,
  input: {
    appointmentId: string;
    method: 'cash' | 'pos' | 'transfer';
    amountKobo: number;
    reference?: string;
    staffId: string;
  },
): Promise<{ paymentId: string; receiptNumber: string }> {
  const now = new Date(pc.now());
  return pc.db.transaction().execute(async (tx) => {
    // the visit's row locked: two desks recording at once each see what the other paid
    const locked = await tx
      .selectFrom('appointments')
      .select('id')
      .where('id', '=', input.appointmentId)
      .forUpdate()
      .executeTakeFirst();
    const visit = locked && (await readAppointment(tx, locked.id));
    if (!visit?.payment) throw notFound(PAYMENT_TEXT.paymentNotFound);
    if (visit.status === 'cancelled' || visit.status === 'rejected') throw conflict(PAYMENT_TEXT.visitClosed);
    if (input.amountKobo > visit.payment.dueKobo) {
      throw conflict(withValues(PAYMENT_TEXT.notOwed, { due: visit.payment.dueKobo }));
    }
    const year = clinicYear(now, pc.config.clinicTimezone);
    const number = await nextReceiptNumber(tx, year);
    const payment = await tx
      .insertInto('payments')
      .values({
        appointment_id: input.appointmentId,
        method: input.method,
        state: 'success',
        amount_kobo: input.amountKobo,
        reference: `DESK-${crypto.randomUUID()}`,
        outside_reference: input.reference ?? null,
        receipt_year: year,
        receipt_number: number,
        recorded_by: input.staffId,
        paid_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordEvent(tx, {
      paymentId: payment.id,
      kind: 'recorded',
      amountKobo: input.amountKobo,
      detail: { method: input.method, reference: input.reference ?? null },
      actorId: input.staffId,
    });
    return { paymentId: payment.id, receiptNumber: receiptLabel(year, number) };
  });
}

/** A desk payment taken back (typed wrongly, handed back): kept, marked void with who and why. */
export async function voidDeskPayment(
  pc: PaymentContext,
  input: { paymentId: string; reason: string; staffId: string },
): Promise<void> {
  await pc.db.transaction().execute(async (tx) => {
    const voided = await tx
      .updateTable('payments')
      .set({ voided_at: new Date(pc.now()), voided_by: input.staffId, void_reason: input.reason })
      .where('id', '=', input.paymentId)
      .where('method', '!=', 'paystack')
      .where('voided_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!voided) {
      const exists = await tx
        .selectFrom('payments')
        .select('id')
        .where('id', '=', input.paymentId)
        .executeTakeFirst();
      throw exists ? conflict(PAYMENT_TEXT.notVoidable) : notFound(PAYMENT_TEXT.paymentNotFound);
    }
    await recordEvent(tx, {
      paymentId: input.paymentId,
      kind: 'voided',
      detail: { reason: input.reason },
      actorId: input.staffId,
    });
  });
}
