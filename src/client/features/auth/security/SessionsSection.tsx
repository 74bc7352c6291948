import { Button, Flex, List, Popconfirm, Tag } from 'antd';
import Typography from '../../../components/Typography';
import { errorMessage } from '../../../app/api';
import { useMessage } from '../../../app/messages';
import { instantText } from '../../../components/instantText';
import { useLogout } from '../useLogout';
import { useRevokeAllSessionsMutation, useRevokeSessionMutation, useSessionsQuery } from './securityApi';

/** /profile "Signed-in sessions": where this account is signed in; sign one out, or all of them. */
export default function SessionsSection() {
  const message = useMessage();
  const logout = useLogout();
  const { data: sessions = [], refetch, isLoading } = useSessionsQuery();
  const [revoke, { isLoading: revoking }] = useRevokeSessionMutation();
  const [revokeAll, { isLoading: revokingAll }] = useRevokeAllSessionsMutation();

  const signOut = async (sessionId: string) => {
    try {
      const answer = await revoke({ sessionId }).unwrap();
      void message.success(answer.message ?? 'Session signed out');
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
        aria-label="Signed-in sessions"
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
                      Sign out
                    </Button>,
                  ]
            }
          >
            <List.Item.Meta
              title={
                <Flex gap={8} align="center" wrap>
                  <span>{session.browser}</span>
                  {session.current && <Tag color="blue">This device</Tag>}
                </Flex>
              }
              description={
                <Typography.Text type="secondary">
                  {session.ip || 'Unknown address'} · signed in {instantText(session.createdAt)} · last seen{' '}
                  {instantText(session.lastSeenAt)}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
      <Popconfirm
        title="Sign out everywhere?"
        description="Every session of this account ends, this one included."
        okText="Sign out everywhere"
        cancelText="Cancel"
        onConfirm={() => void signOutEverywhere()}
      >
        <Button danger loading={revokingAll} style={{ alignSelf: 'flex-start' }}>
          Sign out everywhere
        </Button>
      </Popconfirm>
    </Flex>
  );
}
