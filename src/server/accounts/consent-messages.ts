import { defineMessages } from '@formatjs/intl';

/** The privacy notice's and consents' replies: ids `server.privacy.*`, in src/locales/<language>/server/server.json. */
export const CONSENT_TEXT = defineMessages({
  noticeChanged: {
    id: 'server.privacy.noticeChanged',
    defaultMessage:
      'The privacy notice has changed (now version {version}). Please read it again and accept it.',
  },
  noNotice: {
    id: 'server.privacy.noNotice',
    defaultMessage: 'The clinic has not published a privacy notice yet.',
  },
  notCurrent: {
    id: 'server.privacy.notCurrent',
    defaultMessage:
      'This is not the privacy notice in force. Please read the current one (version {version}) and accept it.',
  },
  accepted: {
    id: 'server.privacy.accepted',
    defaultMessage: 'Thank you. You have accepted the privacy notice.',
  },
  published: {
    id: 'server.privacy.published',
    defaultMessage: 'Privacy notice version {version} published. Everyone will be asked to accept it.',
  },
  consentGiven: { id: 'server.privacy.consentGiven', defaultMessage: 'Consent given' },
  consentWithdrawn: { id: 'server.privacy.consentWithdrawn', defaultMessage: 'Consent withdrawn' },
});
