import { formatDisplayDate } from './clinicDays';
import type { Appointment, AppointmentStatus } from './schemas/appointments';

export const NOT_SET = 'Not set';
export const NO_FOLLOWUP_DATE = 'No followup date';

/** The statuses the spec colours; anything else is shown as pending (spec 4 "Appointment"). */
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

/** Labels shown in badges and status selects. */
export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  'follow-up': 'Follow-up',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
};

type Dated = Pick<Appointment, 'status' | 'schedule_date' | 'time' | 'followUpDate' | 'date'>;

const isScheduled = (a: Dated) => a.status === 'approved' || a.status === 'follow-up';

/** Scheduled Date: DD-MM-YYYY only for approved or follow-up, else 'Not set' (spec 4). */
export function scheduledDateText(a: Dated): string {
  return isScheduled(a) && a.schedule_date ? formatDisplayDate(a.schedule_date) : NOT_SET;
}

/** Appointment Time: HH:mm only for approved or follow-up, else 'Not set' (spec 4). */
export function appointmentTimeText(a: Dated): string {
  return isScheduled(a) && a.time ? a.time : NOT_SET;
}

/**
 * Followup Date: DD-MM-YYYY only for follow-up; otherwise 'Not set' in the admin view and
 * 'No followup date' in the patient's (spec 4).
 */
export function followUpDateText(a: Dated, emptyText: typeof NOT_SET | typeof NO_FOLLOWUP_DATE): string {
  return a.status === 'follow-up' && a.followUpDate ? formatDisplayDate(a.followUpDate) : emptyText;
}

/** The date the visit happens on: the schedule date once approved, else the requested date. */
export function clinicDateOf(a: Pick<Appointment, 'schedule_date' | 'date'>): string {
  return a.schedule_date ?? a.date;
}

export const doctorFullName = (a: Pick<Appointment, 'doctorInfo'>) =>
  `${a.doctorInfo.firstName} ${a.doctorInfo.lastName}`.trim();

/**
 * Who the visit is for (issue 21): the patient's name, or 'for <patient> (booked by <booker>)' when
 * someone else booked it (a parent for a child, the desk for a caller).
 */
export function patientText(a: Pick<Appointment, 'userInfo' | 'bookedBy'>, missing = ''): string {
  const name = a.userInfo?.name || missing;
  return a.bookedBy ? `for ${name} (booked by ${a.bookedBy.name})` : name;
}
