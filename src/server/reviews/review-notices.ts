import { defineMessages } from '@formatjs/intl';

/** The notices of reviews (worded in the reader's language when read). */
export const REVIEW_NOTICES = defineMessages({
  approved: {
    id: 'notices.review.approved',
    defaultMessage: 'Your review of Dr. {doctor} has been approved',
  },
  rejected: {
    id: 'notices.review.rejected',
    defaultMessage: 'Your review of Dr. {doctor} has been rejected',
  },
  published: { id: 'notices.review.published', defaultMessage: 'A new review was published for you' },
});
