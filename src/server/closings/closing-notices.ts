import { defineMessages } from '@formatjs/intl';

/** The notices of a doctor's closed clinic days. */
export const CLOSING_NOTICES = defineMessages({
  cancelled: {
    id: 'notices.closing.cancelled',
    defaultMessage: 'Dr. {doctor} is not holding clinic on {date}: {reason}. Your appointment is cancelled.',
  },
  cancelledRebook: {
    id: 'notices.closing.cancelledRebook',
    defaultMessage:
      'Dr. {doctor} is not holding clinic on {date}: {reason}. Your appointment is cancelled. Rebook on {next} in one click.',
  },
  offWaitlist: {
    id: 'notices.closing.offWaitlist',
    defaultMessage:
      'Dr. {doctor} is not holding clinic on {date}: {reason}. You are no longer on its waitlist.',
  },
});
