import { defineMessages } from '@formatjs/intl';

/** The reviews area's replies: ids `server.reviews.*`, translated in src/locales/<language>/server/server.json. */
export const REVIEW_TEXT = defineMessages({
  submitted: { id: 'server.reviews.submitted', defaultMessage: 'Review submitted successfully' },
  statusUpdated: { id: 'server.reviews.statusUpdated', defaultMessage: 'Review status updated successfully' },
  notFound: { id: 'server.reviews.notFound', defaultMessage: 'Review not found' },
  alreadyReviewed: {
    id: 'server.reviews.alreadyReviewed',
    defaultMessage: 'You have already reviewed this appointment',
  },
  notCompleted: {
    id: 'server.reviews.notCompleted',
    defaultMessage: 'You can review an appointment once it has been completed',
  },
  unpublished: {
    id: 'server.reviews.unpublished',
    defaultMessage: 'Review unpublished and put back on hold',
  },
  reconsidered: {
    id: 'server.reviews.reconsidered',
    defaultMessage: 'Review put back on hold to be decided again',
  },
  notDecided: {
    id: 'server.reviews.notDecided',
    defaultMessage: 'This review has not been decided yet',
  },
  alreadyStatus: {
    id: 'server.reviews.alreadyStatus',
    defaultMessage: 'This review is already {status, select, approved {approved} other {rejected}}',
  },
});
