import { holdReason, languageOf } from './online';
import { recordEvent } from './ledger';
import { paymentPolicy } from './policy';
import type { PaymentContext } from './payment-context';
import { cancelForClinic } from '../appointments';

/** How many expired holds one transaction releases: a pass stays short whatever the backlog. */
const BATCH = 20;

/**
 * Unpaid online bookings whose hold ran out (by the instance's clock): each payment becomes
 * `abandoned` and its visit is cancelled by the clinic through the cancel path, so the patient is
 * told and the date's waitlist moves up. Rows another instance is releasing are skipped (SKIP
 * LOCKED); a payment that succeeded meanwhile is no longer `initialized` and is left alone. Answers
 * whether more may be waiting.
 */
export async function releaseExpiredHolds(pc: PaymentContext): Promise<boolean> {
  const now = new Date(pc.now());
  const { holdMinutes } = await paymentPolicy(pc.db, pc.config);
  const released = await pc.db.transaction().execute(async (tx) => {
    const due = await tx
      .selectFrom('payments as p')
      .innerJoin('appointments as a', 'a.id', 'p.appointment_id')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['p.id', 'p.appointment_id', 'u.language'])
      .where('p.state', '=', 'initialized')
      .where('p.hold_until', '<=', now)
      .orderBy('p.hold_until')
      .limit(BATCH)
      .forUpdate('p')
      .skipLocked()
      .execute();
    for (const payment of due) {
      await tx
        .updateTable('payments')
        .set({ state: 'abandoned', hold_until: null })
        .where('id', '=', payment.id)
        .execute();
      await recordEvent(tx, { paymentId: payment.id, kind: 'hold released' });
      const reason = holdReason(languageOf(payment), holdMinutes);
      await cancelForClinic(
        tx,
        { appointmentId: payment.appointment_id, reason, actorName: pc.config.clinicName },
        pc.deps,
      );
    }
    return due.length;
  });
  return released === BATCH;
}
