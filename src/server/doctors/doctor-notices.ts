import { defineMessages } from '@formatjs/intl';

/** The notices of doctor accounts (worded in the reader's language when read). */
export const DOCTOR_NOTICES = defineMessages({
  approved: { id: 'notices.doctor.approved', defaultMessage: 'Your doctor account has been approved' },
  blocked: { id: 'notices.doctor.blocked', defaultMessage: 'Your doctor account has been blocked' },
  applied: { id: 'notices.doctor.applied', defaultMessage: '{name} has applied for a doctor account' },
});
