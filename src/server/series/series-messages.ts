import { defineMessages } from '@formatjs/intl';

/** Replies about courses of visits: ids `server.series.*`, translated in src/locales/<language>/server/server.json. */
export const SERIES_TEXT = defineMessages({
  planned: { id: 'server.series.planned', defaultMessage: 'Course of visits checked' },
  booked: {
    id: 'server.series.booked',
    defaultMessage: '{count, plural, one {# visit booked} other {# visits booked}}',
  },
  dateTaken: {
    id: 'server.series.dateTaken',
    defaultMessage: 'No slots left on {date}. The nearest day with a place is {alternative}.',
  },
  approved: {
    id: 'server.series.approved',
    defaultMessage: '{count, plural, one {# visit approved} other {# visits approved}}',
  },
  notFound: { id: 'server.series.notFound', defaultMessage: 'Course of visits not found' },
  nothingPending: {
    id: 'server.series.nothingPending',
    defaultMessage: 'No visit of this course is pending',
  },
});
