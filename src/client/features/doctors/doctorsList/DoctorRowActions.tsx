import type { ReactNode } from 'react';
import { Flex } from 'antd';
import type { Doctor } from '../../../../shared/types';
import { CloseClinicDayButton, RecordLeaveButton } from '../../closings';

interface DoctorRowActionsProps {
  doctor: Doctor;
  /** 'Record leave' too (the admin's) */
  leave?: boolean;
  children?: ReactNode;
}

/**
 * A doctors-list row's actions: the admin's (children), then, for an approved doctor, 'Close clinic
 * day' for admin and staff and 'Record leave' for the admin, each on a line of its own, so the column
 * keeps its width.
 */
export default function DoctorRowActions({ doctor, leave, children }: DoctorRowActionsProps) {
  const approved = doctor.status === 'approved';
  return (
    <Flex vertical gap={6} align="start">
      {children}
      {approved && <CloseClinicDayButton doctor={doctor} size="small" />}
      {approved && leave && <RecordLeaveButton doctor={doctor} size="small" />}
    </Flex>
  );
}
