import { defineMessages } from '@formatjs/intl';

/**
 * The words of the texts about a visit, in English; each other language's are in
 * src/locales/<language>/server/sms.json. A text is paid by the part (160 GSM-7 characters, 70 in UCS-2),
 * so every text says only what the patient needs: the sender id already names the clinic.
 * {doctor} is 'Dr. Ada Obi', {date} DD-MM-YYYY, {time} the booked time, {number} the queue number
 * (B-004) on the patient's ticket and the waiting room's board, {from} and {by} the arrival window told.
 */
export const VISIT_TEXT = defineMessages({
  doctor: { id: 'sms.doctor', defaultMessage: 'Dr. {name}' },
  reason: { id: 'sms.reason', defaultMessage: 'Reason: {reason}' },
  checkIn: { id: 'sms.checkIn', defaultMessage: 'On the day, check in here: {url}' },
  bookingReceived: {
    id: 'sms.bookingReceived',
    defaultMessage:
      'We got your request to see {doctor} on {date} at {time}. We will text you once it is approved.',
  },
  approved: {
    id: 'sms.approved',
    defaultMessage: 'Approved: {doctor}, {date} at {time}, {place}.',
  },
  approvedWindow: {
    id: 'sms.approvedWindow',
    defaultMessage: 'Approved: {doctor}, {date}, {place}. Please come between {from} and {by}.',
  },
  rescheduled: {
    id: 'sms.rescheduled',
    defaultMessage: 'Your visit with {doctor} is now on {date} at {time}, waiting for approval.',
  },
  cancelled: {
    id: 'sms.cancelled',
    defaultMessage: 'Your visit with {doctor} on {date} is cancelled.',
  },
  rejected: {
    id: 'sms.rejected',
    defaultMessage: 'Your request to see {doctor} on {date} was not approved.',
  },
  reminder: {
    id: 'sms.reminder',
    defaultMessage: 'Reminder: {doctor}, {date} at {time}, {place}. Reply 1 to confirm, 2 to cancel.',
  },
  reminderWindow: {
    id: 'sms.reminderWindow',
    defaultMessage:
      'Reminder: {doctor}, {date}, {place}. Please come between {from} and {by}. Reply 1 to confirm, 2 to cancel.',
  },
  runningLate: {
    id: 'sms.runningLate',
    defaultMessage: '{doctor} is running about {minutes} minutes late; please come at {time}.',
  },
  nearTurn: {
    id: 'sms.nearTurn',
    defaultMessage:
      'You are {position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in line for {doctor} — please be in the waiting area.',
  },
  called: { id: 'sms.called', defaultMessage: '{number}: please go to {doctor} now.' },
  promoted: {
    id: 'sms.promoted',
    defaultMessage: 'A place opened with {doctor} on {date} at {time}. Your request waits for approval.',
  },
  substituteOffer: {
    id: 'sms.substituteOffer',
    defaultMessage: 'Dr. {substitute} can see you at the same time: {link}',
  },
  clinicClosed: {
    id: 'sms.clinicClosed',
    defaultMessage:
      '{doctor} holds no clinic on {date}, so your visit is cancelled. Please book another day.',
  },
});
