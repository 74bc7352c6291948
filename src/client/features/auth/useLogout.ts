import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { sessionEnded } from '../../app/sessionActions';
import { clearSessionStorage, readToken } from '../../app/storage';
import { api } from '../../app/api';
import { useMessage } from '../../app/messages';
import { endServerSession } from './endServerSession';

export const LOGOUT_REDIRECT_DELAY_MS = 1200;

/**
 * Spec 2.1 Logout: clear token, user data and dismissed flag; two toasts; /login; reload. The server
 * ends the token's session too (issue 24).
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
    void message.success('You have been logged out');
    void message.info('Redirecting to Login Page');
    setTimeout(() => {
      navigate('/login', { replace: true });
      reload();
    }, LOGOUT_REDIRECT_DELAY_MS);
  }, [dispatch, message, navigate, reload]);
}
