import { z } from 'zod';
import { COLLECT, PAYMENT_STATES } from '../schemas/payments';

/** The policy in force; `online` says whether Paystack's keys are set (without them all is paid at the desk). */
export const paymentPolicyAnswer = z
  .object({
    collect: z.enum(COLLECT),
    depositKobo: z.number().int().nullable(),
    depositPercent: z.number().int().nullable(),
    refundAfterCutoffPercent: z.number().int(),
    holdMinutes: z.number().int(),
    online: z.boolean(),
  })
  .meta({ id: 'PaymentPolicy' });

export type PaymentPolicy = z.output<typeof paymentPolicyAnswer>;

/**
 * What a visit row says of its money: the latest attempt's state (`none` before any), what was paid
 * net of refunds, what is still owed of the doctor's fee, and whether a payer covers it.
 */
export const appointmentPaymentSchema = z
  .object({
    state: z.enum(['none', ...PAYMENT_STATES]),
    paidKobo: z.number().int(),
    dueKobo: z.number().int(),
    covered: z.boolean(),
    /** book-appointment only, when something is owed online: our reference, Paystack's page, the amount */
    reference: z.string().optional(),
    authorizationUrl: z.url().optional(),
    amountKobo: z.number().int().optional(),
  })
  .meta({ id: 'AppointmentPayment' });

export type AppointmentPayment = z.output<typeof appointmentPaymentSchema>;

/** What the return from Paystack's page found: the visit and its payment now. */
export const verifyAnswer = z.object({
  appointmentId: z.guid(),
  paid: z.boolean(),
  payment: appointmentPaymentSchema,
});

/** What record-payment answers: the payment and its receipt's number (`2026-000042`). */
export const recordedPaymentAnswer = z.object({ paymentId: z.guid(), receiptNumber: z.string() });
