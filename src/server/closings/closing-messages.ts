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
});
