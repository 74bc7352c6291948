import type { ReactNode } from 'react';
import { Flex, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { Doctor } from '../../../../shared/types';
import { DOCTOR_STATUSES, type DoctorStatus } from '../../../../shared/vocabulary';
import Naira from '../../../components/Naira';
import type { ListParams } from '../../../lib/searchParams/useListParams';
import { clinicDayText } from '../../../lib/clinicTime/clinicDayText';
import PhoneNumber from '../../../components/PhoneNumber';
import CutText from '../../../components/CutText';

const DOCTOR_STATUS_COLOR: Record<DoctorStatus, string> = {
  pending: 'gold',
  approved: 'green',
  blocked: 'red',
};

const messages = defineMessages({
  name: { id: 'doctors.columns.name', defaultMessage: 'Name' },
  email: { id: 'doctors.columns.email', defaultMessage: 'Email' },
  appointmentTime: { id: 'doctors.columns.appointmentTime', defaultMessage: 'Appointment Time' },
  phoneNumber: { id: 'doctors.columns.phoneNumber', defaultMessage: 'Phone Number' },
  fee: { id: 'doctors.columns.fee', defaultMessage: 'Consultation Fee' },
  clinicDays: { id: 'doctors.columns.clinicDays', defaultMessage: 'Doctor Clinic Days' },
  status: { id: 'doctors.columns.status', defaultMessage: 'Status' },
  actions: { id: 'doctors.columns.actions', defaultMessage: 'Actions' },
});

/** A status as the list shows it (and filters by it). */
const STATUS_LABEL: Record<DoctorStatus, MessageDescriptor | undefined> = defineMessages({
  pending: { id: 'doctors.columns.statusPending', defaultMessage: 'Pending' },
  approved: { id: 'doctors.columns.statusApproved', defaultMessage: 'Approved' },
  blocked: { id: 'doctors.columns.statusBlocked', defaultMessage: 'Blocked' },
});

/** A doctor's full name, as the list shows and searches it. */
const doctorFullName = (doctor: Doctor) => `${doctor.firstName} ${doctor.lastName}`.trim();

/**
 * The table's least width. At 1366 × 768 with the sidebar open the page card leaves
 * 1015-1030 px, so every column fits without scrolling sideways: in the table's middle size the
 * widths below (each header's longest word, its sorter and filter; the phone number whole) add up to
 * 880 and Doctor Clinic Days takes the rest, its rules wrapping. On narrower screens (768 px and less)
 * the table scrolls sideways with the Actions column fixed at the end.
 *
 * The layout is fixed (the e-mail's ellipsis asks for it): a cell is as wide as said here whatever it
 * holds, so a text wider than its column would run over the next one. A number of the clinic's country
 * in E.164 (+234 and ten digits, 128 px in the widest sans-serif font the browsers here use) fits the
 * Phone Number column on one line; a longer foreign one goes on to a second line.
 */
export const DOCTORS_TABLE_MIN_WIDTH = 1000;

/**
 * The doctors list's columns. Name, Email, Consultation Fee and Status sort
 * on the server (column keys are its sort names) and the Status filter is its `status`; what they show
 * comes from the URL. Long e-mails ellipsize (whole on hover) and clinic-day rules wrap. The Actions
 * column appears only when the page passes actions (admins and staff).
 */
export function doctorColumns(
  intl: IntlShape,
  { sortOrder, filteredValue }: Pick<ListParams, 'sortOrder' | 'filteredValue'>,
  actions?: (doctor: Doctor) => ReactNode,
): ColumnsType<Doctor> {
  const sortable = (key: 'name' | 'email' | 'fee' | 'status') => ({
    key,
    sorter: true,
    sortOrder: sortOrder(key),
  });
  const statusLabel = (status: DoctorStatus) => {
    const label = STATUS_LABEL[status];
    return label ? intl.formatMessage(label) : status;
  };
  const columns: ColumnsType<Doctor> = [
    {
      title: intl.formatMessage(messages.name),
      width: 110,
      render: (_value, doctor) => doctorFullName(doctor),
      ...sortable('name'),
    },
    {
      title: intl.formatMessage(messages.email),
      dataIndex: 'email',
      width: 105,
      render: (email: string) => <CutText text={email} />,
      ...sortable('email'),
    },
    {
      title: intl.formatMessage(messages.appointmentTime),
      key: 'appointmentTime',
      width: 120,
      render: (_value, { appointmentTime }) => (appointmentTime ?? []).join(' - '),
    },
    {
      title: intl.formatMessage(messages.phoneNumber),
      key: 'phoneNumber',
      dataIndex: 'phoneNumber',
      width: 150,
      render: (phone?: string) => phone && <PhoneNumber phone={phone} breakable />,
    },
    {
      title: intl.formatMessage(messages.fee),
      width: 135,
      render: (_value, doctor) => <Naira amount={doctor.feePerConsultation} />,
      ...sortable('fee'),
    },
    {
      title: intl.formatMessage(messages.clinicDays),
      key: 'clinicDay',
      render: (_value, doctor) => (
        <Flex wrap gap={4}>
          {(doctor.clinicDay ?? []).map((day) => (
            <Tag key={day} color="blue" style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
              {clinicDayText(intl, day)}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: intl.formatMessage(messages.status),
      width: 115,
      render: (_value, { status }) => <Tag color={DOCTOR_STATUS_COLOR[status]}>{statusLabel(status)}</Tag>,
      filters: DOCTOR_STATUSES.map((status) => ({ text: statusLabel(status), value: status })),
      filteredValue: filteredValue('status'),
      ...sortable('status'),
    },
  ];
  if (actions)
    columns.push({
      title: intl.formatMessage(messages.actions),
      key: 'actions',
      width: 145,
      fixed: 'end',
      render: (_value, doctor) => actions(doctor),
    });
  return columns;
}
