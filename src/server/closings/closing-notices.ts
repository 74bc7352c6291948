import { defineMessages } from '@formatjs/intl';

/** The notices of a doctor's closed clinic days to its waitlist (its visits' are appointments'). */
export const CLOSING_NOTICES = defineMessages({
  offWaitlist: {
    id: 'notices.closing.offWaitlist',
    defaultMessage:
      'Dr. {doctor} is not holding clinic on {date}: {reason}. You are no longer on its waitlist.',
  },
});
