import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Config } from '../config';
import type { PaymentPolicyInput } from '../../shared/schemas/payments';
import type { PaymentPolicy } from '../../shared/answers/payments';

type Reader = Kysely<Database>;

/** Whether Paystack's keys are set: without them nothing is paid online. */
export const onlineOffered = (config: Pick<Config, 'paystackSecretKey' | 'paystackPublicKey'>) =>
  Boolean(config.paystackSecretKey && config.paystackPublicKey);

/** The clinic's policy; before an admin saved one, every visit is paid at the desk. */
export async function paymentPolicy(db: Reader, config: Config): Promise<PaymentPolicy> {
  const row = await db.selectFrom('payment_policy').selectAll().executeTakeFirst();
  return {
    collect: row?.collect ?? 'desk',
    depositKobo: row?.deposit_kobo ?? null,
    depositPercent: row?.deposit_percent ?? null,
    refundAfterCutoffPercent: row?.refund_after_cutoff_percent ?? 0,
    holdMinutes: row?.hold_minutes ?? config.paymentHoldMinutes,
    online: onlineOffered(config),
  };
}

/** Saves the policy (one row, written over); the call itself is kept in the audit log. */
export async function savePaymentPolicy(
  db: Reader,
  input: PaymentPolicyInput,
  by: { adminId: string; at: Date },
): Promise<void> {
  const values = {
    collect: input.collect,
    deposit_kobo: input.depositKobo ?? null,
    deposit_percent: input.depositPercent ?? null,
    refund_after_cutoff_percent: input.refundAfterCutoffPercent,
    hold_minutes: input.holdMinutes,
    updated_by: by.adminId,
    updated_at: by.at,
  };
  await db
    .insertInto('payment_policy')
    .values({ id: true, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

/**
 * What the policy asks to be paid online for a visit of `priceKobo`: nothing (at the desk, or without
 * Paystack's keys), a deposit (never more than the price), or the price.
 */
export function owedOnline(policy: PaymentPolicy, priceKobo: number): number {
  if (!policy.online || policy.collect === 'desk') return 0;
  if (policy.collect === 'full') return priceKobo;
  const deposit = policy.depositKobo ?? Math.round((priceKobo * (policy.depositPercent ?? 100)) / 100);
  return Math.min(priceKobo, Math.max(1, deposit));
}
