import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button, Flex, List, Popconfirm, Tag } from 'antd';
import Typography from '../../../components/Typography';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import { instantText } from '../../../lib/clinicTime/instantText';
import { useLogout } from '../useLogout';
import { useRevokeAllSessionsMutation, useRevokeSessionMutation, useSessionsQuery } from './securityApi';

const messages = defineMessages({
  signedOut: { id: 'auth.sessions.signedOut', defaultMessage: 'Session signed out' },
  listLabel: { id: 'auth.sessions.listLabel', defaultMessage: 'Signed-in sessions' },
  unknownAddress: { id: 'auth.sessions.unknownAddress', defaultMessage: 'Unknown address' },
  confirmTitle: { id: 'auth.sessions.confirmTitle', defaultMessage: 'Sign out everywhere?' },
  confirmDescription: {
    id: 'auth.sessions.confirmDescription',
    defaultMessage: 'Every session of this account ends, this one included.',
  },
  signOutEverywhere: { id: 'auth.sessions.signOutEverywhere', defaultMessage: 'Sign out everywhere' },
  cancel: { id: 'auth.sessions.cancel', defaultMessage: 'Cancel' },
});

/** /profile "Signed-in sessions": where this account is signed in; sign one out, or all of them. */
export default function SessionsSection() {
  const message = useMessage();
  const intl = useIntl();
  const logout = useLogout();
  const { data: sessions = [], refetch, isLoading } = useSessionsQuery();
  const [revoke, { isLoading: revoking }] = useRevokeSessionMutation();
  const [revokeAll, { isLoading: revokingAll }] = useRevokeAllSessionsMutation();

  const signOut = async (sessionId: string) => {
    try {
      const answer = await revoke({ sessionId }).unwrap();
      void message.success(answer.message ?? intl.formatMessage(messages.signedOut));
      void refetch();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  const signOutEverywhere = async () => {
    try {
      await revokeAll().unwrap();
      logout();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap={12}>
      <List
        loading={isLoading}
        dataSource={sessions}
        aria-label={intl.formatMessage(messages.listLabel)}
        renderItem={(session) => (
          <List.Item
            actions={
              session.current
                ? []
                : [
                    <Button
                      key="out"
                      size="small"
                      loading={revoking}
                      onClick={() => void signOut(session._id)}
                    >
                      <FormattedMessage id="auth.sessions.signOut" defaultMessage="Sign out" />
                    </Button>,
                  ]
            }
          >
            <List.Item.Meta
              title={
                <Flex gap={8} align="center" wrap>
                  <span>{session.browser}</span>
                  {session.current && (
                    <Tag color="blue">
                      <FormattedMessage id="auth.sessions.thisDevice" defaultMessage="This device" />
                    </Tag>
                  )}
                </Flex>
              }
              description={
                <Typography.Text type="secondary">
                  <FormattedMessage
                    id="auth.sessions.details"
                    defaultMessage="{address} · signed in {signedIn} · last seen {lastSeen}"
                    values={{
                      address: session.ip || intl.formatMessage(messages.unknownAddress),
                      signedIn: instantText(session.createdAt),
                      lastSeen: instantText(session.lastSeenAt),
                    }}
                  />
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
      <Popconfirm
        title={intl.formatMessage(messages.confirmTitle)}
        description={intl.formatMessage(messages.confirmDescription)}
        okText={intl.formatMessage(messages.signOutEverywhere)}
        cancelText={intl.formatMessage(messages.cancel)}
        onConfirm={() => void signOutEverywhere()}
      >
        <Button danger loading={revokingAll} style={{ alignSelf: 'flex-start' }}>
          {intl.formatMessage(messages.signOutEverywhere)}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
