import type { PaymentHooks } from '../appointments';
import { onlineOffered } from './policy';
import { startOnlinePayment } from './online';
import { refundCancelled } from './refunds';
import type { PaymentContext } from './payment-context';

/**
 * The payments area's part in booking and cancelling. Without Paystack's keys nothing is asked
 * online and nothing is refunded through it: booking and cancelling go on as before.
 */
export function paymentHooksOf(pc: PaymentContext, onError: (err: unknown) => void): PaymentHooks {
  const online = onlineOffered(pc.config);
  return {
    booked: async (appointment, payer) => (online ? startOnlinePayment(pc, { appointment, payer }) : null),
    cancelled: async (appointmentIds, reason) => {
      if (online) await refundCancelled(pc, { appointmentIds, reason, onError });
    },
  };
}
