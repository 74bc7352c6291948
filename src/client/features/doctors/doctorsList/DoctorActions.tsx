import { Button, Space } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import LazyPopconfirm from '../../../components/LazyPopconfirm';
import { errorMessage } from '../../../lib/api/api';
import type { Doctor } from '../../../../shared/types';
import { useChangeDoctorStatusMutation } from '../doctorsApi';
import { useMessage } from '../../../lib/toasts/messages';
import { formatDoctorName } from '../doctorName';

const messages = defineMessages({
  blockedToast: { id: 'doctors.actions.blockedToast', defaultMessage: 'Doctor blocked successfully' },
  edit: { id: 'doctors.actions.edit', defaultMessage: 'Edit' },
  update: { id: 'doctors.actions.update', defaultMessage: 'Update' },
  approve: { id: 'doctors.actions.approve', defaultMessage: 'Approve' },
  block: { id: 'doctors.actions.block', defaultMessage: 'Block' },
  blockTitle: { id: 'doctors.actions.blockTitle', defaultMessage: 'Block this doctor?' },
  blockOk: { id: 'doctors.actions.blockOk', defaultMessage: 'Yes, block' },
  cancel: { id: 'doctors.actions.cancel', defaultMessage: 'Cancel' },
});

/** Texts that name the doctor. */
const named = {
  editLabel: defineMessage<{ name: string }>({
    id: 'doctors.actions.editLabel',
    defaultMessage: 'Edit {name}',
  }),
  updateLabel: defineMessage<{ name: string }>({
    id: 'doctors.actions.updateLabel',
    defaultMessage: 'Update {name}',
  }),
  approveLabel: defineMessage<{ name: string }>({
    id: 'doctors.actions.approveLabel',
    defaultMessage: 'Approve {name}',
  }),
  blockLabel: defineMessage<{ name: string }>({
    id: 'doctors.actions.blockLabel',
    defaultMessage: 'Block {name}',
  }),
  blockDescription: defineMessage<{ name: string }>({
    id: 'doctors.actions.blockDescription',
    defaultMessage: '{name} will be hidden from patients until approved again.',
  }),
};

interface DoctorActionsProps {
  doctor: Doctor;
  /** Opens the 'Update Clinic Days' modal for this doctor. */
  onEdit: (doctor: Doctor) => void;
  /** Opens the application for this doctor, to be approved there or left as it is. */
  onApprove: (doctor: Doctor) => void;
}

/**
 * An admin's actions on one doctor: pending → Approve (which shows the application and asks first)
 * and Edit; approved → Update, then Block (after a confirmation); blocked → Approve to restore, and
 * Edit. Where Approve stood, an approved doctor's row shows Update: the harmless action takes the
 * place a pointer may still rest on, and Block, beside it, asks before it does anything.
 */
export default function DoctorActions({ doctor, onEdit, onApprove }: DoctorActionsProps) {
  const message = useMessage();
  const intl = useIntl();
  const [changeStatus, { isLoading }] = useChangeDoctorStatusMutation();
  const name = formatDoctorName(intl, doctor);

  const block = async () => {
    try {
      const response = await changeStatus({
        doctorId: doctor._id,
        userId: doctor.userId,
        status: 'blocked',
      }).unwrap();
      void message.success(response.message ?? intl.formatMessage(messages.blockedToast));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const edit = (kind: 'edit' | 'update') => (
    <Button
      size="small"
      onClick={() => onEdit(doctor)}
      aria-label={intl.formatMessage(kind === 'edit' ? named.editLabel : named.updateLabel, { name })}
    >
      {intl.formatMessage(kind === 'edit' ? messages.edit : messages.update)}
    </Button>
  );
  const approve = (
    <Button
      size="small"
      type="primary"
      onClick={() => onApprove(doctor)}
      aria-label={intl.formatMessage(named.approveLabel, { name })}
    >
      {intl.formatMessage(messages.approve)}
    </Button>
  );

  if (doctor.status === 'approved') {
    return (
      <Space wrap size="small">
        {edit('update')}
        <LazyPopconfirm
          title={intl.formatMessage(messages.blockTitle)}
          description={intl.formatMessage(named.blockDescription, { name })}
          okText={intl.formatMessage(messages.blockOk)}
          cancelText={intl.formatMessage(messages.cancel)}
          okButtonProps={{ danger: true }}
          onConfirm={block}
        >
          <Button
            size="small"
            danger
            loading={isLoading}
            aria-label={intl.formatMessage(named.blockLabel, { name })}
          >
            {intl.formatMessage(messages.block)}
          </Button>
        </LazyPopconfirm>
      </Space>
    );
  }
  return (
    <Space wrap size="small">
      {approve}
      {edit('edit')}
    </Space>
  );
}
