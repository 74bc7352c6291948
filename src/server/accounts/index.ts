/**
 * Accounts: registration, sign-in with its second factor, sessions, passwords and the
 * account's own settings. What other areas and the app use of it.
 */
export { ACCOUNT_TEXT } from './account-messages';
export { AccountService } from './account-service';
export {
  acceptNotice,
  allConsentEventsOf,
  consentEventsOf,
  currentNotice,
  listNotices,
  noticeAcceptedAtRegistration,
  publishNotice,
  recordConsents,
  registrationConsents,
  setConsent,
} from './consents';
export { CONSENT_TEXT } from './consent-messages';
export { adminSecurityRoutes } from './admin-security-routes';
export { mfaRoutes } from './mfa-routes';
export { OtpService } from './otp';
export { hashPassword, verifyPassword } from './passwords';
export { resetPasswordRoutes } from './reset-password-routes';
export { accountRoutes } from './routes';
export { sessionRoutes } from './session-routes';
export { endAllSessions } from './sessions';
export { mfaServiceFor } from './sign-in';
export { normalizeEmail, toPerson, userWithNotifications } from './users';
