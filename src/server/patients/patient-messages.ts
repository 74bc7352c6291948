import { defineMessages } from '@formatjs/intl';

/** The server's own replies about patients: ids `server.patients.*`, in src/locales/<language>/server/server.json. */
export const PATIENT_SERVER_TEXT = defineMessages({
  chooseWho: { id: 'server.patients.chooseWho', defaultMessage: 'Please choose who the visit is for' },
  blocked: { id: 'server.patients.blocked', defaultMessage: 'This patient has been blocked' },
});
