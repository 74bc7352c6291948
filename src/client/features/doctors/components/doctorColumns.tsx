import type { ReactNode } from 'react';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Doctor } from '../../../../shared/types';
import { DOCTOR_STATUSES, type DoctorStatus } from '../../../../shared/vocabulary';
import Naira from '../../../components/Naira';
import type { TableControls } from '../../../components/useTableControls';

export const DOCTOR_STATUS_COLOR: Record<DoctorStatus, string> = {
  pending: 'gold',
  approved: 'green',
  blocked: 'red',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A doctor's full name, as the list shows and searches it. */
export const doctorFullName = (doctor: Doctor) => `${doctor.firstName} ${doctor.lastName}`.trim();

/**
 * The doctors list's columns (spec 2.4 'Doctors list'). Sort order and filters are controlled by the
 * page; the Actions column appears only when the page passes actions (admins).
 */
export function doctorColumns(
  { sortOrder, filteredValue }: Pick<TableControls<Doctor>, 'sortOrder' | 'filteredValue'>,
  actions?: (doctor: Doctor) => ReactNode,
): ColumnsType<Doctor> {
  const columns: ColumnsType<Doctor> = [
    {
      title: 'Name',
      key: 'name',
      render: (_value, doctor) => doctorFullName(doctor),
      sorter: (a, b) => doctorFullName(a).localeCompare(doctorFullName(b)),
      sortOrder: sortOrder('name'),
    },
    { title: 'Email', key: 'email', dataIndex: 'email' },
    {
      title: 'Appointment Time',
      key: 'appointmentTime',
      render: (_value, { appointmentTime }) => (appointmentTime ?? []).join(' - '),
    },
    { title: 'Phone Number', key: 'phoneNumber', dataIndex: 'phoneNumber' },
    {
      title: 'Consultation Fee',
      key: 'feePerConsultation',
      render: (_value, doctor) => <Naira amount={doctor.feePerConsultation} />,
      sorter: (a, b) => Number(a.feePerConsultation) - Number(b.feePerConsultation),
      sortOrder: sortOrder('feePerConsultation'),
    },
    {
      title: 'Doctor Clinic Days',
      key: 'clinicDay',
      render: (_value, doctor) =>
        (doctor.clinicDay ?? []).map((day) => (
          <Tag key={day} color="blue" style={{ marginBlock: 2 }}>
            {day}
          </Tag>
        )),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_value, { status }) => <Tag color={DOCTOR_STATUS_COLOR[status]}>{capitalised(status)}</Tag>,
      filters: DOCTOR_STATUSES.map((status) => ({ text: capitalised(status), value: status })),
      onFilter: (value, doctor) => doctor.status === value,
      filteredValue: filteredValue('status'),
    },
  ];
  if (actions)
    columns.push({ title: 'Actions', key: 'actions', render: (_value, doctor) => actions(doctor) });
  return columns;
}
