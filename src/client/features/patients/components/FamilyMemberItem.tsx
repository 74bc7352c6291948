import { Button, Flex, Popconfirm } from 'antd';
import Typography from '../../../components/Typography';
import { errorMessage } from '../../../app/api';
import { useMessage } from '../../../app/messages';
import type { Dependant } from '../../../../shared/patientTypes';
import { useRemoveDependantMutation } from '../patientsApi';
import { birthDateText } from './birthDate';

/** One family member: who they are, with Edit and Remove (after a confirmation). */
export default function FamilyMemberItem({ member, onEdit }: { member: Dependant; onEdit: () => void }) {
  const message = useMessage();
  const [removeDependant, removing] = useRemoveDependantMutation();
  const details = [member.relationship, `born ${birthDateText(member.dateOfBirth)}`, member.phone]
    .filter(Boolean)
    .join(' · ');

  const remove = async () => {
    try {
      const response = await removeDependant({ dependantId: member._id }).unwrap();
      void message.success(response.message ?? `${member.name} was removed`);
    } catch (error) {
      // e.g. a visit still pending or approved: the server says which
      void message.error(errorMessage(error, `Could not remove ${member.name}`));
    }
  };

  return (
    <Flex component="li" justify="space-between" align="center" gap={8} wrap>
      <Flex vertical>
        <Typography.Text strong>{member.name}</Typography.Text>
        <Typography.Text type="secondary">{details}</Typography.Text>
      </Flex>
      <Flex gap={8}>
        <Button size="small" aria-label={`Edit ${member.name}`} onClick={onEdit}>
          Edit
        </Button>
        <Popconfirm
          title={`Remove ${member.name}?`}
          description="Their past visits stay on your appointments."
          okText="Yes, remove"
          cancelText="Cancel"
          okButtonProps={{ danger: true }}
          onConfirm={remove}
        >
          <Button size="small" danger loading={removing.isLoading} aria-label={`Remove ${member.name}`}>
            Remove
          </Button>
        </Popconfirm>
      </Flex>
    </Flex>
  );
}
