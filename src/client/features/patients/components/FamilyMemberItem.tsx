import { Button, Flex, Popconfirm } from 'antd';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import DotSeparated from '../../../components/DotSeparated';
import Isolated from '../../../components/Isolated';
import PhoneNumber from '../../../components/PhoneNumber';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import type { Dependant } from '../../../../shared/patientTypes';
import { useRemoveDependantMutation } from '../patientsApi';
import { birthDateText } from './birthDate';
import { relationshipText } from './relationshipText';

const messages = defineMessages({
  edit: { id: 'patients.familyMember.edit', defaultMessage: 'Edit' },
  removeDescription: {
    id: 'patients.familyMember.removeDescription',
    defaultMessage: 'Their past visits stay on your appointments.',
  },
  removeConfirm: { id: 'patients.familyMember.removeConfirm', defaultMessage: 'Yes, remove' },
  cancel: { id: 'patients.familyMember.cancel', defaultMessage: 'Cancel' },
  remove: { id: 'patients.familyMember.remove', defaultMessage: 'Remove' },
});

/** One family member: who they are, with Edit and Remove (after a confirmation). */
export default function FamilyMemberItem({ member, onEdit }: { member: Dependant; onEdit: () => void }) {
  const message = useMessage();
  const intl = useIntl();
  const [removeDependant, removing] = useRemoveDependantMutation();
  const name = { name: member.name };
  const born = (
    <FormattedMessage
      key="born"
      id="patients.familyMember.born"
      defaultMessage="born {date}"
      values={{ date: <Isolated text={birthDateText(member.dateOfBirth)} whole /> }}
    />
  );
  const relationship = relationshipText(member.relationship, intl);

  const remove = async () => {
    try {
      const response = await removeDependant({ dependantId: member._id }).unwrap();
      void message.success(
        response.message ??
          intl.formatMessage(
            { id: 'patients.familyMember.removed', defaultMessage: '{name} was removed' },
            name,
          ),
      );
    } catch (error) {
      // e.g. a visit still pending or approved: the server says which
      void message.error(
        errorMessage(
          error,
          intl.formatMessage(
            { id: 'patients.familyMember.removeFailed', defaultMessage: 'Could not remove {name}' },
            name,
          ),
        ),
      );
    }
  };

  return (
    <Flex component="li" justify="space-between" align="center" gap={8} wrap>
      <Flex vertical>
        <Typography.Text strong>{member.name}</Typography.Text>
        <Typography.Text type="secondary">
          <DotSeparated
            parts={[relationship, born, member.phone && <PhoneNumber key="phone" phone={member.phone} />]}
          />
        </Typography.Text>
      </Flex>
      <Flex gap={8}>
        <Button
          size="small"
          aria-label={intl.formatMessage(
            { id: 'patients.familyMember.editLabel', defaultMessage: 'Edit {name}' },
            name,
          )}
          onClick={onEdit}
        >
          {intl.formatMessage(messages.edit)}
        </Button>
        <Popconfirm
          title={intl.formatMessage(
            { id: 'patients.familyMember.removeTitle', defaultMessage: 'Remove {name}?' },
            name,
          )}
          description={intl.formatMessage(messages.removeDescription)}
          okText={intl.formatMessage(messages.removeConfirm)}
          cancelText={intl.formatMessage(messages.cancel)}
          okButtonProps={{ danger: true }}
          onConfirm={remove}
        >
          <Button
            size="small"
            danger
            loading={removing.isLoading}
            aria-label={intl.formatMessage(
              { id: 'patients.familyMember.removeLabel', defaultMessage: 'Remove {name}' },
              name,
            )}
          >
            {intl.formatMessage(messages.remove)}
          </Button>
        </Popconfirm>
      </Flex>
    </Flex>
  );
}
