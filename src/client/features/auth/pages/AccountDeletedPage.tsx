import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { defineMessages, useIntl } from 'react-intl';
import { Button, Result } from 'antd';
import { api } from '../../../lib/api/api';
import { useAppDispatch } from '../../../lib/store/hooks';
import { sessionEnded } from '../../../lib/store/sessionActions';

const messages = defineMessages({
  title: { id: 'auth.accountDeleted.title', defaultMessage: 'Your account has been deleted' },
  subTitle: {
    id: 'auth.accountDeleted.subTitle',
    defaultMessage:
      'You have been signed out. Your future visits were cancelled and your personal details erased. You are welcome to register again at any time.',
  },
  toSignIn: { id: 'auth.accountDeleted.toSignIn', defaultMessage: 'Go to sign in' },
});

/**
 * Where a patient lands once their account is deleted: the browser forgets the session the server
 * already ended (only when sent here by the deletion), and the page says what happened.
 */
export default function AccountDeletedPage() {
  const navigate = useNavigate();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const deleted = (useLocation().state as { accountDeleted?: boolean } | null)?.accountDeleted === true;
  useEffect(() => {
    if (!deleted) return;
    dispatch(sessionEnded());
    dispatch(api.util.resetApiState());
  }, [deleted, dispatch]);
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <Result
        status="success"
        title={intl.formatMessage(messages.title)}
        subTitle={intl.formatMessage(messages.subTitle)}
        extra={
          <Button type="primary" onClick={() => navigate('/login', { replace: true })}>
            {intl.formatMessage(messages.toSignIn)}
          </Button>
        }
      />
    </main>
  );
}
