import { defineMessages } from '@formatjs/intl';

/** The words of the one-time-code mails; other languages in src/locales/<language>/server/mail.json. */
export const CODE_MAIL = defineMessages({
  verifySubject: { id: 'mail.code.verifySubject', defaultMessage: 'Your ClinicBook verification code' },
  resetSubject: { id: 'mail.code.resetSubject', defaultMessage: 'Your ClinicBook passcode reset code' },
  verify: {
    id: 'mail.code.verify',
    defaultMessage:
      'Use the code {code} to verify your email address. It expires in {minutes, plural, one {# minute} other {# minutes}} and works once.',
  },
  reset: {
    id: 'mail.code.reset',
    defaultMessage:
      'Use the code {code} to reset your passcode. It expires in {minutes, plural, one {# minute} other {# minutes}} and works once.',
  },
  ignore: {
    id: 'mail.code.ignore',
    defaultMessage: 'If you did not ask for this, you can ignore this message.',
  },
});

/** A patient registered at the desk with an address is invited to set a passcode. */
export const INVITE_MAIL = defineMessages({
  subject: { id: 'mail.invite.subject', defaultMessage: 'You are registered at {clinic}' },
  invited: {
    id: 'mail.invite.invited',
    defaultMessage:
      'The front desk of {clinic} has registered you as a patient. To sign in and see your appointments, set a passcode at {link} with your e-mail address and the code {code}. The code expires in {minutes, plural, one {# minute} other {# minutes}} and works once; the same page sends a new one whenever you ask.',
  },
  ignore: {
    id: 'mail.invite.ignore',
    defaultMessage: 'If you did not expect this, you can ignore this message.',
  },
});
