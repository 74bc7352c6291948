import type { ReactNode } from 'react';
import { Flex } from 'antd';
import type { Doctor } from '../../../../shared/types';
import { CloseClinicDayButton } from '../../closings';

/**
 * A doctors-list row's actions: the admin's (children), then, for an approved doctor, 'Close clinic
 * day' for admin and staff on a line of its own, so the column keeps its width.
 */
export default function DoctorRowActions({ doctor, children }: { doctor: Doctor; children?: ReactNode }) {
  return (
    <Flex vertical gap={6} align="start">
      {children}
      {doctor.status === 'approved' && <CloseClinicDayButton doctor={doctor} size="small" />}
    </Flex>
  );
}
