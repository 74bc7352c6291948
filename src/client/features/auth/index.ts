/** What other parts of the client may use from the auth feature. */
export { selectToken, selectCurrentUser, selectRole, userReplaced } from './sessionSlice';
export { useGetUserQuery, refreshCurrentUser, useUpdateLanguageMutation } from './authApi';
export { sessionEnded } from '../../lib/store/sessionActions';
export { useLogout } from './useLogout';
export { authSchema } from './authSchemas';
export { PrivacyNoticeGate, needsPrivacyAcceptance } from './privacy/PrivacyNoticeGate';
export { PrivacyNoticeField } from './privacy/PrivacyNoticeField';
export { useGetPrivacyNoticeQuery } from './privacy/privacyApi';
