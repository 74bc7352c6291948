/**
 * Payments: the clinic's payment policy, what each visit costs and what was paid for it, online
 * through Paystack (the hold of an unpaid booking, refunds). What other areas and the app use of it.
 */
export { owedOnline, paymentPolicy, onlineOffered } from './policy';
export { PAYMENT_TEXT } from './payment-messages';
export { paymentHooksOf } from './hooks';
export { releaseExpiredHolds } from './holds';
export type { PaymentContext } from './payment-context';
export { paymentsRoutes } from './routes';
