import { defineMessages } from '@formatjs/intl';
import { formatDisplayDate } from './clinicDays';
import { plainMessages, type SharedMessage } from './messages';
import type { Appointment, AppointmentStatus } from './schemas/appointments';

/**
 * The words of an appointment's display: a screen says the *_TEXT descriptors with intl; the
 * plain English strings beside them (NOT_SET, STATUS_LABELS, …) are for the server and tests, written as
 * literals because in the browser a descriptor's defaultMessage is compiled into an AST.
 */
const displayMessages = plainMessages(
  defineMessages({
    notSet: { id: 'shared.appointmentDisplay.notSet', defaultMessage: 'Not set' },
    noFollowUpDate: { id: 'shared.appointmentDisplay.noFollowUpDate', defaultMessage: 'No followup date' },
    patientBookedBy: {
      id: 'shared.appointmentDisplay.patientBookedBy',
      defaultMessage: 'for {name} (booked by {booker})',
    },
  }),
);
export const NOT_SET_TEXT: SharedMessage = displayMessages.notSet;
export const NO_FOLLOWUP_DATE_TEXT: SharedMessage = displayMessages.noFollowUpDate;
/** 'for <patient> (booked by <booker>)': values name and booker. */
export const PATIENT_BOOKED_BY_TEXT: SharedMessage = displayMessages.patientBookedBy;

export const NOT_SET = 'Not set';

/** The statuses a screen colours with a badge of their own; anything else is shown as pending. */
export const APPOINTMENT_STATUSES: readonly AppointmentStatus[] = [
  'pending',
  'approved',
  'rejected',
  'follow-up',
  'completed',
  'cancelled',
  'no-show',
];

export function knownStatus(status: string | null | undefined): AppointmentStatus {
  return APPOINTMENT_STATUSES.includes(status as AppointmentStatus)
    ? (status as AppointmentStatus)
    : 'pending';
}

/** Badge colours (antd Tag presets) for the seven statuses, in the green and dark-blue theme. */
export const STATUS_COLOURS: Record<AppointmentStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  'follow-up': 'geekblue',
  completed: 'purple',
  cancelled: 'default',
  'no-show': 'magenta',
};

/** Labels shown in badges and status selects: a screen says these with intl. */
export const STATUS_TEXT: Record<AppointmentStatus, SharedMessage> = plainMessages(
  defineMessages({
    pending: { id: 'shared.appointmentDisplay.status.pending', defaultMessage: 'Pending' },
    approved: { id: 'shared.appointmentDisplay.status.approved', defaultMessage: 'Approved' },
    rejected: { id: 'shared.appointmentDisplay.status.rejected', defaultMessage: 'Rejected' },
    'follow-up': { id: 'shared.appointmentDisplay.status.followUp', defaultMessage: 'Follow-up' },
    completed: { id: 'shared.appointmentDisplay.status.completed', defaultMessage: 'Completed' },
    cancelled: { id: 'shared.appointmentDisplay.status.cancelled', defaultMessage: 'Cancelled' },
    'no-show': { id: 'shared.appointmentDisplay.status.noShow', defaultMessage: 'No-show' },
  }),
);

type Dated = Pick<Appointment, 'status' | 'schedule_date' | 'time' | 'followUpDate' | 'date'>;

const isScheduled = (a: Dated) => a.status === 'approved' || a.status === 'follow-up';

/**
 * Scheduled Date: DD-MM-YYYY only for approved or follow-up, else 'Not set'; a screen passes
 * NOT_SET_TEXT said in its language as emptyText.
 */
export function scheduledDateText(a: Dated, emptyText: string = NOT_SET): string {
  return isScheduled(a) && a.schedule_date ? formatDisplayDate(a.schedule_date) : emptyText;
}

/** Appointment Time: HH:mm only for approved or follow-up, else 'Not set', as above. */
export function appointmentTimeText(a: Dated, emptyText: string = NOT_SET): string {
  return isScheduled(a) && a.time ? a.time : emptyText;
}

/**
 * Followup Date: DD-MM-YYYY only for follow-up; otherwise 'Not set' in the admin view and
 * 'No followup date' in the patient's: NOT_SET(_TEXT) or NO_FOLLOWUP_DATE(_TEXT), said in the
 * screen's language.
 */
export function followUpDateText(a: Dated, emptyText: string): string {
  return a.status === 'follow-up' && a.followUpDate ? formatDisplayDate(a.followUpDate) : emptyText;
}

/** The date the visit happens on: the schedule date once approved, else the requested date. */
export function clinicDateOf(a: Pick<Appointment, 'schedule_date' | 'date'>): string {
  return a.schedule_date ?? a.date;
}

export const doctorFullName = (a: Pick<Appointment, 'doctorInfo'>) =>
  `${a.doctorInfo.firstName} ${a.doctorInfo.lastName}`.trim();

/**
 * Who the visit is for: the patient's name, or 'for <patient> (booked by <booker>)' when
 * someone else booked it (a parent for a child, the desk for a caller). A screen passes `bookedBy`, which
 * says PATIENT_BOOKED_BY_TEXT in its language; without it the English is used (server, tests).
 */
export function patientText(
  a: Pick<Appointment, 'userInfo' | 'bookedBy'>,
  missing = '',
  bookedBy: (values: { name: string; booker: string }) => string = ({ name, booker }) =>
    `for ${name} (booked by ${booker})`,
): string {
  const name = a.userInfo?.name || missing;
  return a.bookedBy ? bookedBy({ name, booker: a.bookedBy.name }) : name;
}
