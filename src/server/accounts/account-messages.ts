import { defineMessages } from '@formatjs/intl';

/** Accounts' and sign-in's replies: ids `server.accounts.*`, translated in src/locales/<language>/server/server.json. */
export const ACCOUNT_TEXT = defineMessages({
  registered: {
    id: 'server.accounts.registered',
    defaultMessage: 'Registration successful. We have sent a verification code to your email.',
  },
  codeResent: {
    id: 'server.accounts.codeResent',
    defaultMessage: 'If this email is waiting for verification, a new code has been sent to it.',
  },
  verified: {
    id: 'server.accounts.verified',
    defaultMessage: 'Your email has been verified. You can now log in.',
  },
  loggedIn: { id: 'server.accounts.loggedIn', defaultMessage: 'Login successful' },
  passcodeChanged: {
    id: 'server.accounts.passcodeChanged',
    defaultMessage: 'Your passcode has been changed. Please log in.',
  },
  notificationsSeen: {
    id: 'server.accounts.notificationsSeen',
    defaultMessage: 'All notifications marked as seen',
  },
  notificationsDeleted: {
    id: 'server.accounts.notificationsDeleted',
    defaultMessage: 'Seen notifications deleted',
  },
  userNotFound: { id: 'server.accounts.userNotFound', defaultMessage: 'User not found' },
  cannotBlockSelf: {
    id: 'server.accounts.cannotBlockSelf',
    defaultMessage: 'You cannot {blocked, select, yes {block} other {unblock}} your own account',
  },
  sessionNotFound: { id: 'server.accounts.sessionNotFound', defaultMessage: 'Session not found' },
  sessionSignedOut: { id: 'server.accounts.sessionSignedOut', defaultMessage: 'Session signed out' },
  loggedOut: { id: 'server.accounts.loggedOut', defaultMessage: 'You have been logged out' },
  signedOutEverywhere: { id: 'server.accounts.signedOutEverywhere', defaultMessage: 'Signed out everywhere' },
  mfaScan: { id: 'server.accounts.mfaScan', defaultMessage: 'Scan the QR code with your authenticator app' },
  mfaOn: { id: 'server.accounts.mfaOn', defaultMessage: 'Two-factor sign-in is on' },
  mfaOff: { id: 'server.accounts.mfaOff', defaultMessage: 'Two-factor sign-in is off' },
  mfaAlreadyOn: { id: 'server.accounts.mfaAlreadyOn', defaultMessage: 'Two-factor sign-in is already on' },
  mfaNotOn: { id: 'server.accounts.mfaNotOn', defaultMessage: 'Two-factor sign-in is not on' },
  mfaStartFirst: {
    id: 'server.accounts.mfaStartFirst',
    defaultMessage: 'Please start the two-factor setup first',
  },
  mfaRequiredForRole: {
    id: 'server.accounts.mfaRequiredForRole',
    defaultMessage: 'Your role must use two-factor sign-in',
  },
  wrongCode: { id: 'server.accounts.wrongCode', defaultMessage: 'Invalid authentication code' },
  wrongRecoveryCode: { id: 'server.accounts.wrongRecoveryCode', defaultMessage: 'Invalid recovery code' },
  signInExpired: {
    id: 'server.accounts.signInExpired',
    defaultMessage: 'Your sign-in has expired. Please sign in again.',
  },
  mfaReset: { id: 'server.accounts.mfaReset', defaultMessage: 'Two-factor sign-in reset for {name}' },
  userSignedOutEverywhere: {
    id: 'server.accounts.userSignedOutEverywhere',
    defaultMessage: '{name} has been signed out everywhere',
  },
});
