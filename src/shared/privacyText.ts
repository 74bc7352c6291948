import { privacyMessages as m } from './validationMessages';

/**
 * The words both sides show when the privacy notice is not accepted. Apart from the schemas, so the
 * sign-up screen that shows them does not bring zod into every page's first download.
 */
export const PRIVACY_TEXT = {
  acceptNotice: m.acceptNotice,
};
