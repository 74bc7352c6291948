import { useState, type CSSProperties } from 'react';
import { Button, Checkbox, Flex } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import type { User } from '../../../../shared/types';
import { useAcceptPrivacyMutation } from '../authApi';
import { useLogout } from '../useLogout';
import { NoticeText } from './PrivacyNoticeField';
import { useGetPrivacyNoticeQuery } from './privacyApi';

const messages = defineMessages({
  titleNew: { id: 'auth.privacyGate.titleNew', defaultMessage: 'Our privacy notice has changed' },
  titleFirst: { id: 'auth.privacyGate.titleFirst', defaultMessage: 'Please read our privacy notice' },
  accept: { id: 'auth.privacyGate.accept', defaultMessage: 'I have read and accept the privacy notice' },
  continue: { id: 'auth.privacyGate.continue', defaultMessage: 'Accept and continue' },
  signOut: { id: 'auth.privacyGate.signOut', defaultMessage: 'Sign out' },
});

const intro = defineMessage<{ version: number }>({
  id: 'auth.privacyGate.intro',
  defaultMessage:
    'Before you go on, please read how the clinic keeps and uses your data (version {version}) and accept it. You can sign out instead.',
});

const page: CSSProperties = {
  minHeight: '100vh',
  boxSizing: 'border-box',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  padding: 'clamp(12px, 4vw, 48px) 12px',
  background: '#f4f7f6',
};
const sheet: CSSProperties = {
  width: '100%',
  maxWidth: 760,
  boxSizing: 'border-box',
  padding: 'clamp(16px, 4vw, 32px)',
  background: '#fff',
  borderRadius: 8,
  boxShadow: '0 8px 24px rgba(11, 37, 69, 0.12)',
};

/** Whether the person must accept the notice in force before any other screen. */
export const needsPrivacyAcceptance = (user: Pick<User, 'privacy'>) =>
  user.privacy.currentVersion !== null && user.privacy.acceptedVersion !== user.privacy.currentVersion;

/**
 * The whole page while the notice in force is not accepted (a new version asks again at the next
 * sign-in): the notice, a box to tick, and Accept; or Sign out. No other screen shows meanwhile.
 */
export function PrivacyNoticeGate({ user }: { user: User }) {
  const intl = useIntl();
  const message = useMessage();
  const logout = useLogout();
  const { data: notice, refetch } = useGetPrivacyNoticeQuery();
  const [accept, { isLoading }] = useAcceptPrivacyMutation();
  const [ticked, setTicked] = useState(false);
  const version = notice?.version ?? user.privacy.currentVersion ?? 0;

  const onAccept = async () => {
    try {
      await accept({ version }).unwrap();
    } catch (error) {
      // a newer version was published meanwhile: show it, to be read and ticked again
      void message.error(errorMessage(error));
      setTicked(false);
      void refetch();
    }
  };

  return (
    <main style={page}>
      <div style={sheet}>
        <Flex vertical gap={16}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {intl.formatMessage(
              user.privacy.acceptedVersion === null ? messages.titleFirst : messages.titleNew,
            )}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {intl.formatMessage(intro, { version })}
          </Typography.Paragraph>
          {notice && <NoticeText notice={notice} style={{ maxHeight: '55vh' }} />}
          <Checkbox checked={ticked} onChange={(event) => setTicked(event.target.checked)}>
            {intl.formatMessage(messages.accept)}
          </Checkbox>
          <Flex wrap gap={12} justify="space-between">
            <Button onClick={logout}>{intl.formatMessage(messages.signOut)}</Button>
            <Button
              type="primary"
              disabled={!ticked || !notice}
              loading={isLoading}
              onClick={() => void onAccept()}
            >
              {intl.formatMessage(messages.continue)}
            </Button>
          </Flex>
        </Flex>
      </div>
    </main>
  );
}
