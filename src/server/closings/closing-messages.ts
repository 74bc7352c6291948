import { defineMessages } from '@formatjs/intl';

/** Closed clinic days' replies: ids `server.closings.*`, translated in src/locales/<language>/server/server.json. */
export const CLOSING_TEXT = defineMessages({
  alreadyClosed: {
    id: 'server.closings.alreadyClosed',
    defaultMessage: 'Those clinic days were already closed',
  },
  closed: {
    id: 'server.closings.closed',
    defaultMessage:
      'Closed {days, plural, one {# clinic day} other {# clinic days}}; {cancelled, plural, one {# appointment} other {# appointments}} cancelled',
  },
  reopened: {
    id: 'server.closings.reopened',
    defaultMessage: 'Reopened {days, plural, one {# clinic day} other {# clinic days}}',
  },
  notPast: {
    id: 'server.closings.notPast',
    defaultMessage: 'Only today or later dates can be closed or reopened',
  },
  tooLong: {
    id: 'server.closings.tooLong',
    defaultMessage: 'A closing covers at most {max, plural, one {# day} other {# days}}',
  },
  noClinicOn: {
    id: 'server.closings.noClinicOn',
    defaultMessage: 'Dr. {doctor} does not hold clinic on {date}',
  },
  noClinicBetween: {
    id: 'server.closings.noClinicBetween',
    defaultMessage: 'Dr. {doctor} does not hold clinic between {from} and {to}',
  },
  noneInRange: { id: 'server.closings.noneInRange', defaultMessage: 'No closed clinic days in that range' },
  notRebookable: {
    id: 'server.closings.notRebookable',
    defaultMessage: 'Only a visit cancelled by a closed clinic day can be rebooked',
  },
  noOpenDay: {
    id: 'server.closings.noOpenDay',
    defaultMessage: 'Dr. {doctor} has no open clinic day in the next 30 days',
  },
  leaveRecorded: {
    id: 'server.closings.leaveRecorded',
    defaultMessage:
      'Leave recorded: {days, plural, one {# clinic day} other {# clinic days}} closed; {offered, plural, one {# appointment} other {# appointments}} offered to the substitute, {cancelled, plural, one {# appointment} other {# appointments}} cancelled',
  },
  leaveBeyondWindow: {
    id: 'server.closings.leaveBeyondWindow',
    defaultMessage:
      'The last day of a leave must be within {days, plural, one {# day} other {# days}} from today',
  },
  leaveChooseDoctor: {
    id: 'server.closings.leaveChooseDoctor',
    defaultMessage: 'Please choose the doctor on leave',
  },
  substituteUnknown: {
    id: 'server.closings.substituteUnknown',
    defaultMessage: 'The substitute must be an approved doctor',
  },
  substituteOtherService: {
    id: 'server.closings.substituteOtherService',
    defaultMessage: 'The substitute must offer the same service ({service})',
  },
  substituteSelf: {
    id: 'server.closings.substituteSelf',
    defaultMessage: 'A doctor cannot be their own substitute',
  },
  offerNotFound: {
    id: 'server.closings.offerNotFound',
    defaultMessage: 'This link is not valid. Please sign in to see your appointments.',
  },
  offerAccepted: {
    id: 'server.closings.offerAccepted',
    defaultMessage: 'Your visit is booked with Dr. {doctor} on {date} at {time}',
  },
  offerTaken: { id: 'server.closings.offerTaken', defaultMessage: 'This offer was already accepted' },
  offerClosed: {
    id: 'server.closings.offerClosed',
    defaultMessage: 'This offer is no longer open. Please sign in to rebook.',
  },
  substituteFull: {
    id: 'server.closings.substituteFull',
    defaultMessage: 'Dr. {doctor} has no place left on {date}. Please rebook instead.',
  },
});
