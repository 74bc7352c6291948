import { sql } from 'kysely';
import type { PaymentState } from '../../shared/schemas/payments';
import type { AppointmentPayment } from '../../shared/answers/payments';

/** The states in which money was taken (some of it perhaps given back since). */
const TAKEN = `('success', 'partially refunded', 'refunded')`;

/**
 * One visit's payments summed, joined laterally to each row of a page: a read of the visit's few
 * payments through (appointment_id, created_at), never a query per row. Voided payments count for
 * nothing; the state is the latest attempt's.
 */
export const paymentSummary = sql<{ paid_kobo: number | null; pay_state: PaymentState | null }>`(
  SELECT coalesce(sum(p.amount_kobo - p.refunded_kobo) FILTER (WHERE p.state IN ${sql.raw(TAKEN)}), 0)::int
           AS paid_kobo,
         (array_agg(p.state ORDER BY p.created_at DESC, p.id DESC))[1] AS pay_state
    FROM payments p
   WHERE p.appointment_id = a.id AND p.voided_at IS NULL)`.as('pay');

/** The price of a visit in kobo: the doctor's fee is kept in naira. */
export const priceKobo = (feeNaira: number) => Math.round(feeNaira * 100);

export function paymentOf(row: {
  fee_per_consultation: number;
  paid_kobo: number | null;
  pay_state: PaymentState | null;
}): AppointmentPayment {
  const paidKobo = row.paid_kobo ?? 0;
  return {
    state: row.pay_state ?? 'none',
    paidKobo,
    dueKobo: Math.max(0, priceKobo(row.fee_per_consultation) - paidKobo),
    covered: false,
  };
}
