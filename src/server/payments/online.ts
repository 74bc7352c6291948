import crypto from 'node:crypto';
import type { UserRow } from '../db/schema';
import type { Appointment } from '../../shared/schemas/appointments';
import type { BookingPayment } from '../../shared/schemas/payments';
import { cancelForClinic, priceKobo } from '../appointments';
import { badRequest, HttpError } from '../plugins/errors';
import { formatText, withValues } from '../i18n';
import { isLanguage, type Language } from '../../shared/languages';
import { owedOnline, paymentPolicy } from './policy';
import { initializeTransaction, PaystackError, type PaystackTransaction } from './paystack';
import { clinicYear, nextReceiptNumber, recordEvent } from './ledger';
import type { PaymentContext } from './payment-context';
import { PAYMENT_TEXT } from './payment-messages';

const MINUTE_MS = 60_000;

/** Where Paystack sends the patient back after paying (it adds `?trxref=…&reference=…`). */
export const returnUrlOf = (appUrl: string) => `${appUrl}/payment-return`;

/**
 * After a booking by the patient's side: what the policy asks to be paid online for it now. The
 * attempt is a row (`initialized`, holding the place until `hold_until`) before Paystack is asked for
 * its page, so a payment Paystack takes always finds its row. When Paystack cannot be reached the
 * visit is cancelled at once (its place is not held for a payment that cannot be made) and the caller
 * is told to try again.
 */
export async function startOnlinePayment(
  pc: PaymentContext,
  booked: { appointment: Appointment; payer: UserRow },
): Promise<BookingPayment | null> {
  const policy = await paymentPolicy(pc.db, pc.config);
  const amountKobo = owedOnline(policy, priceKobo(booked.appointment.doctorInfo.feePerConsultation));
  if (amountKobo === 0 || !booked.payer.email) return null;
  const reference = `CB-${crypto.randomUUID()}`;
  const now = new Date(pc.now());
  const payment = await pc.db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('payments')
      .values({
        appointment_id: booked.appointment._id,
        method: 'paystack',
        state: 'initialized',
        amount_kobo: amountKobo,
        reference,
        hold_until: new Date(now.getTime() + policy.holdMinutes * MINUTE_MS),
        recorded_by: booked.payer.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordEvent(tx, { paymentId: row.id, kind: 'initialized', amountKobo, actorId: booked.payer.id });
    return row;
  });
  try {
    const page = await initializeTransaction(pc.config, {
      email: booked.payer.email,
      amountKobo,
      reference,
      callbackUrl: returnUrlOf(pc.config.appUrl),
    });
    await pc.db
      .updateTable('payments')
      .set({ authorization_url: page.authorization_url })
      .where('id', '=', payment.id)
      .execute();
    return { reference, authorizationUrl: page.authorization_url, amountKobo };
  } catch (err) {
    if (!(err instanceof PaystackError)) throw err;
    await pc.db.transaction().execute(async (tx) => {
      const failed = await tx
        .updateTable('payments')
        .set({ state: 'failed', hold_until: null })
        .where('id', '=', payment.id)
        .where('state', '=', 'initialized')
        .returning('id')
        .executeTakeFirst();
      if (!failed) return;
      await recordEvent(tx, { paymentId: payment.id, kind: 'failed', detail: { error: err.message } });
      const reason = formatText(languageOf(booked.payer), PAYMENT_TEXT.paystackDown);
      await cancelForClinic(
        tx,
        { appointmentId: booked.appointment._id, reason, actorName: pc.config.clinicName },
        pc.deps,
      );
    });
    throw new HttpError(502, PAYMENT_TEXT.paystackDown);
  }
}

export const languageOf = (user: { language: string | null }): Language =>
  user.language && isLanguage(user.language) ? user.language : 'en';

/** What became of a confirmation: recorded now, recorded before (a replay), or not a success yet. */
export type Confirmed = 'recorded' | 'already' | 'notPaid';

/**
 * A transaction Paystack says is ours, from the webhook or the verify call after the patient's
 * return. Refused unless the reference is ours and amount and currency match. The success is recorded
 * once: the UPDATE takes only a payment not yet successful, so of two webhooks, a webhook and the
 * return, or two instances racing, one records it (with its receipt number) and the others find it
 * done.
 */
export async function confirmOnlinePayment(
  pc: PaymentContext,
  transaction: PaystackTransaction,
  source: 'webhook' | 'verify',
): Promise<{ outcome: Confirmed; appointmentId: string }> {
  const payment = await pc.db
    .selectFrom('payments')
    .select(['id', 'appointment_id', 'amount_kobo', 'currency', 'method'])
    .where('reference', '=', transaction.reference)
    .executeTakeFirst();
  if (!payment || payment.method !== 'paystack') throw badRequest(PAYMENT_TEXT.mismatch);
  if (transaction.amount !== payment.amount_kobo || transaction.currency !== payment.currency) {
    throw badRequest(PAYMENT_TEXT.mismatch);
  }
  const appointmentId = payment.appointment_id;
  if (transaction.status !== 'success') return { outcome: 'notPaid', appointmentId };
  const now = new Date(pc.now());
  const recorded = await pc.db.transaction().execute(async (tx) => {
    const year = clinicYear(now, pc.config.clinicTimezone);
    const taken = await tx
      .updateTable('payments')
      .set({ state: 'success', paid_at: now, hold_until: null })
      .where('id', '=', payment.id)
      .where('state', 'in', ['initialized', 'abandoned', 'failed'])
      .returning('id')
      .executeTakeFirst();
    if (!taken) return false;
    const number = await nextReceiptNumber(tx, year);
    await tx
      .updateTable('payments')
      .set({ receipt_year: year, receipt_number: number })
      .where('id', '=', payment.id)
      .execute();
    await recordEvent(tx, {
      paymentId: payment.id,
      kind: 'success',
      amountKobo: transaction.amount,
      detail: { source },
    });
    return true;
  });
  return { outcome: recorded ? 'recorded' : 'already', appointmentId };
}

/** The hold's reason, in the patient's language, kept as the visit's cancel reason. */
export const holdReason = (language: Language, minutes: number) =>
  formatText(language, withValues(PAYMENT_TEXT.holdReleased, { minutes }));
