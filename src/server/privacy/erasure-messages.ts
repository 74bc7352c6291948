import { defineMessages } from '@formatjs/intl';

/** The erasure's and the data requests' replies: ids `server.erasure.*`, in src/locales/<language>/server/server.json. */
export const ERASURE_TEXT = defineMessages({
  wrongPassword: {
    id: 'server.erasure.wrongPassword',
    defaultMessage: 'That password is not right. Your account has not been deleted.',
  },
  codeNeeded: {
    id: 'server.erasure.codeNeeded',
    defaultMessage: 'Please enter the code from your authenticator app. Your account has not been deleted.',
  },
  wrongCode: {
    id: 'server.erasure.wrongCode',
    defaultMessage: 'That code is not right. Your account has not been deleted.',
  },
  patientsOnly: {
    id: 'server.erasure.patientsOnly',
    defaultMessage:
      'Only patient accounts are deleted this way. A staff, doctor or administrator account is removed by an administrator.',
  },
  alreadyErased: {
    id: 'server.erasure.alreadyErased',
    defaultMessage: 'This account has already been deleted.',
  },
  erased: {
    id: 'server.erasure.erased',
    defaultMessage:
      'The account has been deleted: {cancelled, plural, =0 {no visit was waiting} one {# future visit was cancelled} other {# future visits were cancelled}}.',
  },
  /** Kept as the cancelled visits' reason, read by the doctor: stored in English, as reasons are. */
  cancelReason: {
    id: 'server.erasure.cancelReason',
    defaultMessage: 'The patient deleted their account',
  },
  requestRecorded: { id: 'server.erasure.requestRecorded', defaultMessage: 'Request recorded' },
  requestClosed: { id: 'server.erasure.requestClosed', defaultMessage: 'Request closed' },
  requestNotFound: { id: 'server.erasure.requestNotFound', defaultMessage: 'Request not found' },
  requestAlreadyClosed: {
    id: 'server.erasure.requestAlreadyClosed',
    defaultMessage: 'This request is already closed.',
  },
  receivedInFuture: {
    id: 'server.erasure.receivedInFuture',
    defaultMessage: 'A request cannot have been received after today.',
  },
});
