import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import { Button, Flex, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Naira from '../../../components/Naira';
import Typography from '../../../components/Typography';
import StatusTag from '../../../components/StatusTag';
import CutText from '../../../components/CutText';
import WholeDates from '../../../components/WholeDates';
import type { ListParams } from '../../../lib/searchParams/useListParams';
import {
  APPOINTMENT_STATUSES,
  appointmentTimeText,
  doctorFullName,
  followUpDateText,
  knownStatus,
  NO_FOLLOWUP_DATE_TEXT,
  PATIENT_BOOKED_BY_TEXT,
  patientText,
  scheduledDateText,
  STATUS_TEXT,
} from '../../../../shared/appointmentDisplay';
import type { Appointment } from '../../../../shared/schemas/appointments';
import { canCancelOrReschedule } from '../../../../shared/vocabulary';
import { useOnline } from '../../../lib/connection';
import CalendarExportMenu from '../calendar/CalendarExportMenu';
import { canExportToCalendar } from '../calendar/calendarEvent';
import type { AppointmentChange } from '../changeDialogs/useAppointmentChange';
import { SeriesTag } from '../../series';
import { whenWords } from '../whenWords';
import ArrivalWindowText from '../../../components/ArrivalWindowText';

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
  offline: { id: 'appointments.userList.offline', defaultMessage: 'You are offline' },
  rebook: { id: 'appointments.userList.rebook', defaultMessage: 'Rebook' },
});

const visitFor = defineMessage<{ name: string }>({
  id: 'appointments.userList.visitFor',
  defaultMessage: 'for {name}',
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
 * Who the visit is for, where the patient needs telling: 'for <name> (booked by <booker>)' when
 * someone else booked it (the account holder for a family member, the desk), and 'for <name>' on
 * every other row of a list that holds visits of more than one person (`namesEveryone`), so a
 * request for oneself and one for a child never look alike. Null where the list needs no name.
 */
export function visitForText(a: Appointment, intl: IntlShape, namesEveryone: boolean): string | null {
  if (a.bookedBy) return patientText(a, '', (values) => intl.formatMessage(PATIENT_BOOKED_BY_TEXT, values));
  return namesEveryone && a.userInfo?.name ? intl.formatMessage(visitFor, { name: a.userInfo.name }) : null;
}

/** Whether the rows are the visits of more than one person (the account holder and family members). */
export const forSeveralPeople = (rows: readonly Appointment[]) =>
  new Set(rows.map((a) => a.userInfo?._id)).size > 1;

/** The column titles the phone's cards label their fields with. */
export const fieldLabels = (intl: IntlShape) => ({
  service: intl.formatMessage(messages.serviceColumn),
  scheduledDate: intl.formatMessage(messages.scheduledDateColumn),
  time: intl.formatMessage(messages.timeColumn),
  followUpDate: intl.formatMessage(messages.followUpDateColumn),
  status: intl.formatMessage(messages.statusColumn),
});

/**
 * A cell that cuts a long text with an ellipsis and shows it whole on hover. Unlike the column's own
 * `ellipsis`, it leaves the header free to wrap onto two lines instead of being cut.
 */
const fitted = (text: string) => <CutText text={text} />;

/** Who the visit is for, under the doctor: on lines of its own, never cut. */
const WHOLE_LINE = { display: 'block', overflowWrap: 'anywhere' } as const;

/** Text-like buttons, so Reschedule and Cancel share one line under Details. */
const TEXT_BUTTON = { paddingInline: 0, height: 'auto' } as const;

export interface PatientRowActions {
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
 * 992 px the table scrolls sideways with Actions fixed on the right, and a phone (below 768 px) shows
 * cards instead (PatientAppointmentCards). Visits still to come can be
 * rescheduled or cancelled; visits a closed clinic day cancelled can be rebooked.
 */
export function userAppointmentColumns(
  { sortOrder, filteredValue }: Pick<ListParams, 'sortOrder' | 'filteredValue'>,
  actions: PatientRowActions,
  intl: IntlShape,
  namesEveryone = false,
): ColumnsType<Appointment> {
  const sorted = (key: string) => ({ key, sorter: true, sortOrder: sortOrder(key) });
  const words = whenWords(intl);
  return [
    {
      title: intl.formatMessage(messages.doctorColumn),
      ...sorted('doctor'),
      width: 142,
      // a visit booked for a family member, or by the desk, says who it is for: whole, wrapping
      render: (_value, a) => {
        const visitFor = visitForText(a, intl, namesEveryone);
        return (
          <>
            {fitted(doctorNameOf(a, intl))}
            {visitFor && (
              <Typography.Text type="secondary" style={WHOLE_LINE}>
                {visitFor}
              </Typography.Text>
            )}
          </>
        );
      },
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
          <WholeDates text={scheduledDateText(a, words)} />
          <SeriesTag appointment={a} />
        </>
      ),
    },
    {
      title: intl.formatMessage(messages.timeColumn),
      key: 'time',
      width: 128,
      render: (_value, a) => (
        <>
          {appointmentTimeText(a, words)}
          <ArrivalWindowText arriveFrom={a.arriveFrom} arriveBy={a.arriveBy} />
        </>
      ),
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
      render: (_value, a) => <PatientActions appointment={a} actions={actions} intl={intl} />,
    },
  ];
}

/** 44 px: the smallest target a finger hits reliably (WCAG 2.5.5), for the phone's cards. */
export const TOUCH_TARGET = 44;
const TOUCH_BUTTON = { minHeight: TOUCH_TARGET } as const;

/**
 * A visit's actions: Details, Add to calendar once scheduled, Reschedule and Cancel while it is to
 * come, Rebook after a closed clinic day cancelled it. In a table row (`touch` off) Reschedule and
 * Cancel are text-like links sharing one line; on a phone's card (`touch`) every action is a full
 * button at least 44 px tall.
 */
export function PatientActions({
  appointment: a,
  actions,
  intl,
  touch = false,
}: {
  appointment: Appointment;
  actions: PatientRowActions;
  intl: IntlShape;
  touch?: boolean;
}) {
  const large = touch ? ({ size: 'large', style: TOUCH_BUTTON } as const) : undefined;
  const look = large ?? ({ type: 'link', size: 'small', style: TEXT_BUTTON } as const);
  const doctor = doctorNameOf(a, intl);
  // offline nothing can be changed: the changes stay in sight, disabled, and say why
  const online = useOnline();
  const offlineTip = online ? undefined : intl.formatMessage(messages.offline);
  return (
    <Flex wrap gap={8} align="center">
      <Button {...large} onClick={() => actions.details(a)}>
        {intl.formatMessage(messages.details)}
      </Button>
      {canExportToCalendar(a) && <CalendarExportMenu appointment={a} compact={!touch} button={large} />}
      {canCancelOrReschedule(knownStatus(a.status)) && (
        <Tooltip title={offlineTip}>
          <Flex wrap gap={8}>
            <Button
              {...look}
              disabled={!online}
              aria-label={intl.formatMessage(labels.rescheduleLabel, { doctor })}
              onClick={() => actions.change(a, 'reschedule')}
            >
              {intl.formatMessage(messages.reschedule)}
            </Button>
            <Button
              {...look}
              danger
              disabled={!online}
              aria-label={intl.formatMessage(labels.cancelLabel, { doctor })}
              onClick={() => actions.change(a, 'cancel')}
            >
              {intl.formatMessage(messages.cancel)}
            </Button>
          </Flex>
        </Tooltip>
      )}
      {a.status === 'cancelled' && a.rebookable && (
        <Button
          {...look}
          disabled={!online}
          title={offlineTip}
          loading={actions.rebooking === a._id}
          aria-label={intl.formatMessage(labels.rebookLabel, { doctor })}
          onClick={() => actions.rebook(a)}
        >
          {intl.formatMessage(messages.rebook)}
        </Button>
      )}
    </Flex>
  );
}
