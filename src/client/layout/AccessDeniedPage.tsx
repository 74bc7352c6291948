import { useNavigate } from 'react-router-dom';
import { defineMessages, useIntl } from 'react-intl';
import { Button, Result } from 'antd';

const messages = defineMessages({
  title: { id: 'layout.accessDenied.title', defaultMessage: '403 - Access Denied' },
  subTitle: {
    id: 'layout.accessDenied.subTitle',
    defaultMessage: 'You do not have permission to view this page.',
  },
  backHome: { id: 'layout.accessDenied.backHome', defaultMessage: 'Back Home' },
});

/** The access-denied page (403), where role-typed routes send a non-matching role. */
export default function AccessDeniedPage() {
  const navigate = useNavigate();
  const intl = useIntl();
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <Result
        status="403"
        title={intl.formatMessage(messages.title)}
        subTitle={intl.formatMessage(messages.subTitle)}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {intl.formatMessage(messages.backHome)}
          </Button>
        }
      />
    </main>
  );
}
