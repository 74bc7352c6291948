import { defineMessages } from '@formatjs/intl';

/**
 * The payments area's replies, said in the caller's language: ids `server.payments.*`, translated in
 * src/locales/<language>/server/server.json.
 */
export const PAYMENT_TEXT = defineMessages({
  policySaved: { id: 'server.payments.policySaved', defaultMessage: 'Payment policy saved' },
  paystackDown: {
    id: 'server.payments.paystackDown',
    defaultMessage:
      'Online payment is not available just now, so the booking was not kept. Please try again.',
  },
  holdReleased: {
    id: 'server.payments.holdReleased',
    defaultMessage: 'Not paid within {minutes} minutes of booking',
  },
  paymentNotFound: { id: 'server.payments.paymentNotFound', defaultMessage: 'Payment not found' },
  badSignature: { id: 'server.payments.badSignature', defaultMessage: 'The signature does not match' },
  mismatch: {
    id: 'server.payments.mismatch',
    defaultMessage: 'The amount, currency or reference does not match the payment',
  },
  received: { id: 'server.payments.received', defaultMessage: 'Payment received' },
  notPaid: { id: 'server.payments.notPaid', defaultMessage: 'The payment has not been completed' },
  refunded: { id: 'server.payments.refunded', defaultMessage: 'Refund of {amount} kobo made' },
  refundTooMuch: {
    id: 'server.payments.refundTooMuch',
    defaultMessage: 'A refund cannot be more than what is left of the payment ({left} kobo)',
  },
  refundFailed: {
    id: 'server.payments.refundFailed',
    defaultMessage: 'Paystack did not take the refund. Nothing was changed; please try again.',
  },
  notRefundable: {
    id: 'server.payments.notRefundable',
    defaultMessage: 'Only a payment received can be refunded',
  },
  recorded: { id: 'server.payments.recorded', defaultMessage: 'Payment recorded: receipt {receipt}' },
  voided: { id: 'server.payments.voided', defaultMessage: 'Payment voided' },
  notOwed: {
    id: 'server.payments.notOwed',
    defaultMessage: 'That is more than is owed for this visit ({due} kobo)',
  },
  visitClosed: {
    id: 'server.payments.visitClosed',
    defaultMessage: 'A cancelled or rejected visit takes no payment',
  },
  notVoidable: {
    id: 'server.payments.notVoidable',
    defaultMessage: 'Only a payment taken at the desk and not yet voided can be voided',
  },
});
