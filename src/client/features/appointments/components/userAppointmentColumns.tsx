import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Naira from '../../../components/Naira';
import StatusTag from '../../../components/StatusTag';
import type { TableControls } from '../../../components/useTableControls';
import {
  APPOINTMENT_STATUSES,
  appointmentTimeText,
  doctorFullName,
  followUpDateText,
  knownStatus,
  NO_FOLLOWUP_DATE,
  NOT_SET,
  scheduledDateText,
  STATUS_LABELS,
} from '../../../../shared/appointmentDisplay';
import type { Appointment } from '../../../../shared/schemas/appointments';
import CalendarExportMenu from '../calendar/CalendarExportMenu';
import { canExportToCalendar } from '../calendar/calendarEvent';

export const doctorNameOf = (a: Appointment) => `Dr. ${doctorFullName(a)}`;
/** What the search box matches (spec 2.4: search by service). */
export const serviceOf = (a: Appointment) => a.doctorInfo.service;

/** Sorts on an ISO key; rows whose cell reads as unset go first when ascending. */
const byKey = (key: (a: Appointment) => string) => (a: Appointment, b: Appointment) =>
  key(a).localeCompare(key(b));
const scheduledKey = (a: Appointment) =>
  scheduledDateText(a) === NOT_SET ? '' : `${a.schedule_date} ${appointmentTimeText(a)}`;
const followUpKey = (a: Appointment) =>
  followUpDateText(a, NO_FOLLOWUP_DATE) === NO_FOLLOWUP_DATE ? '' : (a.followUpDate ?? '');

/**
 * The patient's appointment list (spec 2.4 'User appointments'). Sort order and the status filter
 * are controlled by the page so its clear buttons can reset them.
 */
export function userAppointmentColumns(
  { sortOrder, filteredValue }: Pick<TableControls<Appointment>, 'sortOrder' | 'filteredValue'>,
  onDetails: (a: Appointment) => void,
): ColumnsType<Appointment> {
  return [
    {
      title: 'Doctor Name',
      key: 'doctor',
      render: (_value, a) => doctorNameOf(a),
      sorter: byKey(doctorFullName),
      sortOrder: sortOrder('doctor'),
    },
    {
      title: 'Service',
      key: 'service',
      render: (_value, a) => serviceOf(a),
      sorter: byKey(serviceOf),
      sortOrder: sortOrder('service'),
    },
    {
      title: 'Location',
      key: 'location',
      responsive: ['md'],
      render: (_value, a) => a.doctorInfo.location,
    },
    {
      title: 'Fee',
      key: 'fee',
      render: (_value, a) => <Naira amount={a.doctorInfo.feePerConsultation} />,
      sorter: (a, b) => Number(a.doctorInfo.feePerConsultation) - Number(b.doctorInfo.feePerConsultation),
      sortOrder: sortOrder('fee'),
    },
    {
      title: 'Scheduled Date',
      key: 'scheduled',
      render: (_value, a) => scheduledDateText(a),
      sorter: byKey(scheduledKey),
      sortOrder: sortOrder('scheduled'),
    },
    { title: 'Appointment Time', key: 'time', render: (_value, a) => appointmentTimeText(a) },
    {
      title: 'Followup Date',
      key: 'followUp',
      render: (_value, a) => followUpDateText(a, NO_FOLLOWUP_DATE),
      sorter: byKey(followUpKey),
      sortOrder: sortOrder('followUp'),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_value, a) => <StatusTag status={a.status} />,
      filters: APPOINTMENT_STATUSES.map((status) => ({ text: STATUS_LABELS[status], value: status })),
      onFilter: (value, a) => knownStatus(a.status) === value,
      filteredValue: filteredValue('status'),
    },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_value, a) => (
        <Space size="small">
          <Button onClick={() => onDetails(a)}>Details</Button>
          {canExportToCalendar(a) && <CalendarExportMenu appointment={a} compact />}
        </Space>
      ),
    },
  ];
}
