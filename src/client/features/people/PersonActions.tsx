import { Button, Popconfirm } from 'antd';
import { errorMessage } from '../../app/api';
import type { Envelope, PersonRow } from '../../../shared/types';
import { useBlockUserMutation, useUnblockUserMutation } from './peopleApi';
import { useMessage } from '../../app/messages';

type Trigger = (userId: string) => { unwrap: () => Promise<Envelope> };

/** An admin's actions on one row: Block (after a confirmation) on others' active accounts, Unblock on blocked ones. */
export default function PersonActions({ person, isSelf }: { person: PersonRow; isSelf: boolean }) {
  const message = useMessage();
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
        onClick={() => run(unblockUser, 'User unblocked successfully', 'Error unblocking user')}
      >
        Unblock
      </Button>
    );
  }
  if (isSelf) return null;
  return (
    <Popconfirm
      title="Block this user?"
      description={`${person.name} will no longer be able to sign in.`}
      okText="Yes, block"
      cancelText="Cancel"
      okButtonProps={{ danger: true }}
      onConfirm={() => run(blockUser, 'User blocked successfully', 'Error blocking user')}
    >
      <Button size="small" danger loading={blocking.isLoading}>
        Block
      </Button>
    </Popconfirm>
  );
}
