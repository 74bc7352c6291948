import { Button, Popconfirm } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import type { ApiClient } from '../../../../shared/answers/apiClients';
import { useRevokeApiClientMutation } from '../apiClientsApi';

const messages = defineMessages({
  revoke: { id: 'apiClients.revoke.button', defaultMessage: 'Revoke' },
  confirmTitle: { id: 'apiClients.revoke.confirmTitle', defaultMessage: 'Revoke this API client?' },
  confirmOk: { id: 'apiClients.revoke.confirmOk', defaultMessage: 'Yes, revoke' },
  cancel: { id: 'apiClients.revoke.cancel', defaultMessage: 'Cancel' },
});

const confirmDescription = defineMessage<{ name: string }>({
  id: 'apiClients.revoke.confirmDescription',
  defaultMessage: '{name} will lose access to the FHIR API at once. This cannot be undone.',
});

/** Revoke, after a confirmation; a revoked client shows nothing to do. */
export default function RevokeApiClientButton({ client }: { client: ApiClient }) {
  const intl = useIntl();
  const message = useMessage();
  const [revoke, { isLoading }] = useRevokeApiClientMutation();
  if (client.revokedAt) return null;

  const onConfirm = async () => {
    try {
      const answer = await revoke(client.clientId).unwrap();
      if (answer.message) void message.success(answer.message);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Popconfirm
      title={intl.formatMessage(messages.confirmTitle)}
      description={intl.formatMessage(confirmDescription, { name: client.name })}
      okText={intl.formatMessage(messages.confirmOk)}
      cancelText={intl.formatMessage(messages.cancel)}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button size="small" danger loading={isLoading}>
        {intl.formatMessage(messages.revoke)}
      </Button>
    </Popconfirm>
  );
}
