import { z } from 'zod';
import { paymentsMessages as m, zodMessage } from '../validationMessages';

/** When a visit is paid: at the desk (the default), a deposit online to confirm it, or in full online. */
export const COLLECT = ['desk', 'deposit', 'full'] as const;

/** An attempt's states: a payment started online is `initialized` until it succeeds, fails or is abandoned. */
export const PAYMENT_STATES = [
  'initialized',
  'success',
  'failed',
  'abandoned',
  'refunded',
  'partially refunded',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The most one payment may be, in kobo (₦10,000,000): a guard against a slip of the keyboard. */
export const AMOUNT_MAX_KOBO = 1_000_000_000;

const kobo = () =>
  z
    .number({ error: zodMessage(m.amount, { max: AMOUNT_MAX_KOBO }) })
    .int({ error: zodMessage(m.amount, { max: AMOUNT_MAX_KOBO }) })
    .min(1, { error: zodMessage(m.amount, { max: AMOUNT_MAX_KOBO }) })
    .max(AMOUNT_MAX_KOBO, { error: zodMessage(m.amount, { max: AMOUNT_MAX_KOBO }) });

const percent = (min: number) =>
  z
    .number({ error: zodMessage(m.percent, { min }) })
    .int({ error: zodMessage(m.percent, { min }) })
    .min(min, { error: zodMessage(m.percent, { min }) })
    .max(100, { error: zodMessage(m.percent, { min }) });

const absentIfEmpty = (value: unknown) => (value === null || value === '' ? undefined : value);

/**
 * POST /api/admin/payment-policy. A deposit is a fixed amount or a percentage of the fee (one of them);
 * for `desk` and `full` neither is kept.
 */
export const paymentPolicySchema = z
  .object({
    collect: z.enum(COLLECT, { error: m.collect.id }),
    depositKobo: z.preprocess(absentIfEmpty, kobo().optional()),
    depositPercent: z.preprocess(absentIfEmpty, percent(1).optional()),
    refundAfterCutoffPercent: percent(0),
    holdMinutes: z
      .number({ error: m.holdMinutes.id })
      .int({ error: m.holdMinutes.id })
      .min(1, { error: m.holdMinutes.id })
      .max(1440, { error: m.holdMinutes.id }),
  })
  .superRefine((value, ctx) => {
    const both = value.depositKobo !== undefined && value.depositPercent !== undefined;
    const neither = value.depositKobo === undefined && value.depositPercent === undefined;
    if (value.collect === 'deposit' && (both || neither)) {
      ctx.addIssue({ code: 'custom', path: ['depositKobo'], message: m.deposit.id });
    }
  })
  .transform((value) =>
    value.collect === 'deposit' ? value : { ...value, depositKobo: undefined, depositPercent: undefined },
  )
  .meta({
    examples: [{ collect: 'deposit', depositPercent: 50, refundAfterCutoffPercent: 50, holdMinutes: 30 }],
  });

export type PaymentPolicyInput = z.output<typeof paymentPolicySchema>;

/** What book-appointment adds to its visit's payment when the patient is to pay online now. */
export interface BookingPayment {
  reference: string;
  authorizationUrl: string;
  amountKobo: number;
}

/** GET /api/payments/paystack/verify: the patient back from Paystack's page. */
export const verifyQuery = z.object({ reference: z.string().trim().min(1).max(100) });

/** POST /api/admin/refund-payment: an admin gives back part or all of a payment, saying why. */
export const refundSchema = z.object({
  paymentId: z.uuid({ error: m.choosePayment.id }),
  amountKobo: kobo(),
  reason: z
    .string({ error: m.reason.id })
    .trim()
    .min(1, { error: m.reason.id })
    .max(500, { error: m.reason.id }),
});

/** How the desk takes a payment: cash, a POS card terminal, or a bank transfer. */
export const DESK_METHODS = ['cash', 'pos', 'transfer'] as const;

/** POST /api/desk/record-payment: money taken at the desk against a visit, with the terminal's or bank's reference. */
export const recordPaymentSchema = z.object({
  appointmentId: z.uuid({ error: m.chooseVisit.id }),
  method: z.enum(DESK_METHODS, { error: m.method.id }),
  amountKobo: kobo(),
  reference: z.preprocess(
    absentIfEmpty,
    z.string({ error: m.outsideReference.id }).trim().max(100, { error: m.outsideReference.id }).optional(),
  ),
});

/** POST /api/desk/void-payment: a desk payment taken back, with why (it stays, marked void). */
export const voidPaymentSchema = z.object({
  paymentId: z.uuid({ error: m.choosePayment.id }),
  reason: refundSchema.shape.reason,
});
