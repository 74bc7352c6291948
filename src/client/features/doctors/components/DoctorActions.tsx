import { Button, Space } from 'antd';
import LazyPopconfirm from '../../../components/LazyPopconfirm';
import { errorMessage } from '../../../app/api';
import type { Doctor } from '../../../../shared/types';
import { useChangeDoctorStatusMutation } from '../doctorsApi';
import { useMessage } from '../../../app/messages';

interface DoctorActionsProps {
  doctor: Doctor;
  /** Opens the 'Update Clinic Days' modal for this doctor. */
  onEdit: (doctor: Doctor) => void;
}

/**
 * An admin's actions on one doctor (spec 4 'Doctor'): pending → Approve and Edit; approved → Block
 * (after a confirmation) and Update; blocked → Edit, and Approve to restore (server.md 6).
 */
export default function DoctorActions({ doctor, onEdit }: DoctorActionsProps) {
  const message = useMessage();
  const [changeStatus, { isLoading }] = useChangeDoctorStatusMutation();
  const name = `Dr. ${doctor.firstName} ${doctor.lastName}`;

  const setStatus = async (status: 'approved' | 'blocked') => {
    try {
      const response = await changeStatus({ doctorId: doctor._id, userId: doctor.userId, status }).unwrap();
      void message.success(response.message ?? `Doctor ${status} successfully`);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const edit = (label: 'Edit' | 'Update') => (
    <Button size="small" onClick={() => onEdit(doctor)} aria-label={`${label} ${name}`}>
      {label}
    </Button>
  );
  const approve = (
    <Button
      size="small"
      type="primary"
      loading={isLoading}
      onClick={() => setStatus('approved')}
      aria-label={`Approve ${name}`}
    >
      Approve
    </Button>
  );

  if (doctor.status === 'approved') {
    return (
      <Space wrap size="small">
        <LazyPopconfirm
          title="Block this doctor?"
          description={`${name} will be hidden from patients until approved again.`}
          okText="Yes, block"
          cancelText="Cancel"
          okButtonProps={{ danger: true }}
          onConfirm={() => setStatus('blocked')}
        >
          <Button size="small" danger loading={isLoading} aria-label={`Block ${name}`}>
            Block
          </Button>
        </LazyPopconfirm>
        {edit('Update')}
      </Space>
    );
  }
  return (
    <Space wrap size="small">
      {approve}
      {edit('Edit')}
    </Space>
  );
}
