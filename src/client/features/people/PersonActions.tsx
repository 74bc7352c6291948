import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Button, Popconfirm } from 'antd';
import { errorMessage } from '../../lib/api/api';
import type { Envelope, PersonRow } from '../../../shared/types';
import { useBlockUserMutation, useUnblockUserMutation } from './peopleApi';
import { useMessage } from '../../lib/toasts/messages';

const messages = defineMessages<{
  unblocked: NoMessageValues;
  unblockFailed: NoMessageValues;
  unblock: NoMessageValues;
  confirmTitle: NoMessageValues;
  confirmDescription: { name: string };
  confirmOk: NoMessageValues;
  cancel: NoMessageValues;
  blocked: NoMessageValues;
  blockFailed: NoMessageValues;
  block: NoMessageValues;
}>({
  unblocked: { id: 'people.actions.unblocked', defaultMessage: 'User unblocked successfully' },
  unblockFailed: { id: 'people.actions.unblockFailed', defaultMessage: 'Error unblocking user' },
  unblock: { id: 'people.actions.unblock', defaultMessage: 'Unblock' },
  confirmTitle: { id: 'people.actions.confirmTitle', defaultMessage: 'Block this user?' },
  confirmDescription: {
    id: 'people.actions.confirmDescription',
    defaultMessage: '{name} will no longer be able to sign in.',
  },
  confirmOk: { id: 'people.actions.confirmOk', defaultMessage: 'Yes, block' },
  cancel: { id: 'people.actions.cancel', defaultMessage: 'Cancel' },
  blocked: { id: 'people.actions.blocked', defaultMessage: 'User blocked successfully' },
  blockFailed: { id: 'people.actions.blockFailed', defaultMessage: 'Error blocking user' },
  block: { id: 'people.actions.block', defaultMessage: 'Block' },
});

type Trigger = (userId: string) => { unwrap: () => Promise<Envelope> };

/** An admin's actions on one row: Block (after a confirmation) on others' active accounts, Unblock on blocked ones. */
export default function PersonActions({ person, isSelf }: { person: PersonRow; isSelf: boolean }) {
  const message = useMessage();
  const intl = useIntl();
  const [blockUser, blocking] = useBlockUserMutation();
  const [unblockUser, unblocking] = useUnblockUserMutation();

  const run = async (trigger: Trigger, success: string, failure: string) => {
    try {
      const response = await trigger(person._id).unwrap();
      void message.success(response.message ?? success);
    } catch (error) {
      void message.error(errorMessage(error, failure));
    }
  };

  if (person.isBlocked) {
    return (
      <Button
        size="small"
        loading={unblocking.isLoading}
        onClick={() =>
          run(unblockUser, intl.formatMessage(messages.unblocked), intl.formatMessage(messages.unblockFailed))
        }
      >
        {intl.formatMessage(messages.unblock)}
      </Button>
    );
  }
  if (isSelf) return null;
  return (
    <Popconfirm
      title={intl.formatMessage(messages.confirmTitle)}
      description={intl.formatMessage(messages.confirmDescription, { name: person.name })}
      okText={intl.formatMessage(messages.confirmOk)}
      cancelText={intl.formatMessage(messages.cancel)}
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        run(blockUser, intl.formatMessage(messages.blocked), intl.formatMessage(messages.blockFailed))
      }
    >
      <Button size="small" danger loading={blocking.isLoading}>
        {intl.formatMessage(messages.block)}
      </Button>
    </Popconfirm>
  );
}
