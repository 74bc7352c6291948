import { defineMessages, type IntlShape } from 'react-intl';
import { Button, Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Naira from '../../../components/Naira';
import Typography from '../../../components/Typography';
import StatusTag from '../../../components/StatusTag';
import CutText from '../../../components/CutText';
import type { ListParams } from '../../../lib/searchParams/useListParams';
import {
  APPOINTMENT_STATUSES,
  appointmentTimeText,
  doctorFullName,
  followUpDateText,
  knownStatus,
  NO_FOLLOWUP_DATE_TEXT,
  NOT_SET_TEXT,
  PATIENT_BOOKED_BY_TEXT,
  patientText,
  scheduledDateText,
  STATUS_TEXT,
} from '../../../../shared/appointmentDisplay';
import type { Appointment } from '../../../../shared/schemas/appointments';
import { canCancelOrReschedule } from '../../../../shared/vocabulary';
import CalendarExportMenu from '../calendar/CalendarExportMenu';
import { canExportToCalendar } from '../calendar/calendarEvent';
import type { AppointmentChange } from '../changeDialogs/useAppointmentChange';
import { SeriesTag } from '../../series';

const messages = defineMessages({
  doctorColumn: { id: 'appointments.userList.column.doctor', defaultMessage: 'Doctor Name' },
  serviceColumn: { id: 'appointments.userList.column.service', defaultMessage: 'Service' },
  locationColumn: { id: 'appointments.userList.column.location', defaultMessage: 'Location' },
  feeColumn: { id: 'appointments.userList.column.fee', defaultMessage: 'Fee' },
  scheduledDateColumn: { id: 'appointments.userList.column.scheduledDate', defaultMessage: 'Scheduled Date' },
  timeColumn: { id: 'appointments.userList.column.time', defaultMessage: 'Appointment Time' },
  followUpDateColumn: { id: 'appointments.userList.column.followUpDate', defaultMessage: 'Followup Date' },
  statusColumn: { id: 'appointments.userList.column.status', defaultMessage: 'Status' },
  actionsColumn: { id: 'appointments.userList.column.actions', defaultMessage: 'Actions' },
  details: { id: 'appointments.userList.details', defaultMessage: 'Details' },
  reschedule: { id: 'appointments.userList.reschedule', defaultMessage: 'Reschedule' },
  cancel: { id: 'appointments.userList.cancel', defaultMessage: 'Cancel' },
  rebook: { id: 'appointments.userList.rebook', defaultMessage: 'Rebook' },
});

/** The messages that name the doctor: 'Dr. First Last' and the row buttons' accessible names. */
const labels = defineMessages<{
  doctorName: { name: string };
  rescheduleLabel: { doctor: string };
  cancelLabel: { doctor: string };
  rebookLabel: { doctor: string };
}>({
  doctorName: { id: 'appointments.userList.doctorName', defaultMessage: 'Dr. {name}' },
  rescheduleLabel: {
    id: 'appointments.userList.rescheduleLabel',
    defaultMessage: 'Reschedule appointment with {doctor}',
  },
  cancelLabel: {
    id: 'appointments.userList.cancelLabel',
    defaultMessage: 'Cancel appointment with {doctor}',
  },
  rebookLabel: {
    id: 'appointments.userList.rebookLabel',
    defaultMessage: 'Rebook appointment with {doctor}',
  },
});

/** 'Dr. First Last'. */
export const doctorNameOf = (a: Appointment, intl: IntlShape) =>
  intl.formatMessage(labels.doctorName, { name: doctorFullName(a) });

/**
 * A cell that cuts a long text with an ellipsis and shows it whole on hover. Unlike the column's own
 * `ellipsis`, it leaves the header free to wrap onto two lines instead of being cut.
 */
const fitted = (text: string) => <CutText text={text} />;

/** Text-like buttons, so Reschedule and Cancel share one line under Details. */
const TEXT_BUTTON = { paddingInline: 0, height: 'auto' } as const;

interface PatientRowActions {
  details: (a: Appointment) => void;
  change: (a: Appointment, change: AppointmentChange) => void;
  /** Books a visit a closed clinic day cancelled again. */
  rebook: (a: Appointment) => void;
  /** The visit whose rebook is being sent. */
  rebooking: string | null;
}

/**
 * The patient's appointment list, sorted and filtered by the server:
 * column keys are the list's sort names. Widths keep Status and Actions on screen at 1366 px; below
 * 992 px the table scrolls sideways with Actions fixed on the right. Visits still to come can be
 * rescheduled or cancelled; visits a closed clinic day cancelled can be rebooked.
 */
export function userAppointmentColumns(
  { sortOrder, filteredValue }: Pick<ListParams, 'sortOrder' | 'filteredValue'>,
  actions: PatientRowActions,
  intl: IntlShape,
): ColumnsType<Appointment> {
  const sorted = (key: string) => ({ key, sorter: true, sortOrder: sortOrder(key) });
  return [
    {
      title: intl.formatMessage(messages.doctorColumn),
      ...sorted('doctor'),
      width: 142,
      // a visit booked for a family member, or by the desk, says who it is for
      render: (_value, a) => (
        <>
          {fitted(doctorNameOf(a, intl))}
          {a.bookedBy && (
            <Typography.Text type="secondary">
              {fitted(patientText(a, '', (values) => intl.formatMessage(PATIENT_BOOKED_BY_TEXT, values)))}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      title: intl.formatMessage(messages.serviceColumn),
      ...sorted('service'),
      width: 95,
      render: (_value, a) => fitted(a.doctorInfo.service),
    },
    {
      title: intl.formatMessage(messages.locationColumn),
      key: 'location',
      responsive: ['md'],
      width: 90,
      render: (_value, a) => fitted(a.doctorInfo.location),
    },
    {
      title: intl.formatMessage(messages.feeColumn),
      key: 'fee',
      width: 80,
      render: (_value, a) => <Naira amount={a.doctorInfo.feePerConsultation} />,
    },
    {
      title: intl.formatMessage(messages.scheduledDateColumn),
      ...sorted('scheduledDate'),
      width: 115,
      render: (_value, a) => (
        <>
          {scheduledDateText(a, intl.formatMessage(NOT_SET_TEXT))}
          <SeriesTag appointment={a} />
        </>
      ),
    },
    {
      title: intl.formatMessage(messages.timeColumn),
      key: 'time',
      width: 112,
      render: (_value, a) => appointmentTimeText(a, intl.formatMessage(NOT_SET_TEXT)),
    },
    {
      title: intl.formatMessage(messages.followUpDateColumn),
      ...sorted('followUpDate'),
      width: 110,
      render: (_value, a) => followUpDateText(a, intl.formatMessage(NO_FOLLOWUP_DATE_TEXT)),
    },
    {
      title: intl.formatMessage(messages.statusColumn),
      // 'Matsayi' (Hausa) beside the sort and filter icons, unbroken
      ...sorted('status'),
      width: 128,
      render: (_value, a) => (
        <StatusTag status={a.status} cancelReason={a.cancelReason} confirmedAt={a.confirmedAt} />
      ),
      filters: APPOINTMENT_STATUSES.map((status) => ({
        text: intl.formatMessage(STATUS_TEXT[status]),
        value: status,
      })),
      filteredValue: filteredValue('status'),
    },
    {
      title: intl.formatMessage(messages.actionsColumn),
      key: 'actions',
      fixed: 'right',
      width: 174,
      render: (_value, a) => (
        <Flex wrap gap={8} align="center">
          <Button onClick={() => actions.details(a)}>{intl.formatMessage(messages.details)}</Button>
          {canExportToCalendar(a) && <CalendarExportMenu appointment={a} compact />}
          {canCancelOrReschedule(knownStatus(a.status)) && (
            <Flex wrap gap={8}>
              <Button
                type="link"
                size="small"
                style={TEXT_BUTTON}
                aria-label={intl.formatMessage(labels.rescheduleLabel, { doctor: doctorNameOf(a, intl) })}
                onClick={() => actions.change(a, 'reschedule')}
              >
                {intl.formatMessage(messages.reschedule)}
              </Button>
              <Button
                type="link"
                size="small"
                danger
                style={TEXT_BUTTON}
                aria-label={intl.formatMessage(labels.cancelLabel, { doctor: doctorNameOf(a, intl) })}
                onClick={() => actions.change(a, 'cancel')}
              >
                {intl.formatMessage(messages.cancel)}
              </Button>
            </Flex>
          )}
          {a.status === 'cancelled' && a.rebookable && (
            <Button
              type="link"
              size="small"
              style={TEXT_BUTTON}
              loading={actions.rebooking === a._id}
              aria-label={intl.formatMessage(labels.rebookLabel, { doctor: doctorNameOf(a, intl) })}
              onClick={() => actions.rebook(a)}
            >
              {intl.formatMessage(messages.rebook)}
            </Button>
          )}
        </Flex>
      ),
    },
  ];
}
