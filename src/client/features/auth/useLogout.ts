import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { defineMessages } from 'react-intl';
import { useAppDispatch } from '../../lib/store/hooks';
import { sessionEnded } from '../../lib/store/sessionActions';
import { clearSessionStorage, readToken } from '../../lib/store/storage';
import { api } from '../../lib/api/api';
import { useMessage } from '../../lib/toasts/messages';
import { getIntl } from '../../i18n/intl';
import { endServerSession } from './endServerSession';

const LOGOUT_REDIRECT_DELAY_MS = 1200;

const messages = defineMessages({
  loggedOut: { id: 'auth.logout.loggedOut', defaultMessage: 'You have been logged out' },
  redirecting: { id: 'auth.logout.redirecting', defaultMessage: 'Redirecting to Login Page' },
});

/**
 * Logout: clear token, user data and dismissed flag; two toasts; /login; reload. The server ends the
 * token's session too.
 */
export function useLogout(reload: () => void = () => window.location.reload()) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const message = useMessage();
  return useCallback(() => {
    const token = readToken();
    if (token) endServerSession(token);
    clearSessionStorage();
    dispatch(sessionEnded());
    dispatch(api.util.resetApiState());
    // said in the language on screen at the moment of logging out (the hook may be used outside an
    // IntlProvider, as its tests do)
    const intl = getIntl();
    void message.success(intl.formatMessage(messages.loggedOut));
    void message.info(intl.formatMessage(messages.redirecting));
    setTimeout(() => {
      navigate('/login', { replace: true });
      reload();
    }, LOGOUT_REDIRECT_DELAY_MS);
  }, [dispatch, message, navigate, reload]);
}
