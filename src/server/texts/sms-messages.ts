import { defineMessages } from '@formatjs/intl';

/**
 * The words of the answers to a patient's text, in English; each other language's are in
 * src/locales/<language>/server/sms.json (the texts about a visit are appointments' VISIT_TEXT). Paid by
 * the part as every text: {doctor} is VISIT_TEXT.doctor, {date} DD-MM-YYYY, {time} the booked time.
 */
export const SMS_TEXT = defineMessages({
  confirmedByReply: {
    id: 'sms.confirmedByReply',
    defaultMessage: 'Thank you. Your visit with {doctor} on {date} at {time} is confirmed.',
  },
  cancelReason: { id: 'sms.cancelReason', defaultMessage: 'Cancelled by text' },
  tooLateToCancel: {
    id: 'sms.tooLateToCancel',
    defaultMessage: 'It is too late to cancel by text. Please call the clinic.',
  },
  stopped: {
    id: 'sms.stopped',
    defaultMessage: 'You will get no more texts from us. Reply START to get them again.',
  },
  started: { id: 'sms.started', defaultMessage: 'Texts are on again. Reply STOP to stop them.' },
  help: {
    id: 'sms.help',
    defaultMessage: 'Reply 1 to confirm your next visit, 2 to cancel it, STOP to stop texts.',
  },
});
