import { defineMessages } from '@formatjs/intl';
import { formatDisplayDate } from './clinicDays';
import { plainMessages, type SharedMessage } from './messages';
import type { Appointment, AppointmentStatus } from './schemas/appointments';
import { APPOINTMENT_STATUSES as STATUSES } from './vocabulary';

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
    // {when}: the date, the time or both that a pending request asked for
    requested: { id: 'shared.appointmentDisplay.requested', defaultMessage: 'Requested: {when}' },
  }),
);
export const NOT_SET_TEXT: SharedMessage = displayMessages.notSet;
export const NO_FOLLOWUP_DATE_TEXT: SharedMessage = displayMessages.noFollowUpDate;
/** 'for <patient> (booked by <booker>)': values name and booker. */
export const PATIENT_BOOKED_BY_TEXT: SharedMessage = displayMessages.patientBookedBy;
/** 'Requested: <date and/or time>': what a pending request asked for; value `when`. */
export const REQUESTED_TEXT: SharedMessage = displayMessages.requested;

export const NOT_SET = 'Not set';

/**
 * How a list says a visit's date or time: 'Not set' where it has none, and how it marks what a
 * pending request asked for. A screen builds these from NOT_SET_TEXT and REQUESTED_TEXT in its
 * language; the English (server, tests) is the default.
 */
export interface WhenWords {
  notSet: string;
  requested: (when: string) => string;
}
const ENGLISH_WHEN: WhenWords = { notSet: NOT_SET, requested: (when) => `Requested: ${when}` };

/** The statuses a screen colours with a badge of their own; anything else is shown as pending. */
export const APPOINTMENT_STATUSES: readonly AppointmentStatus[] = STATUSES;

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

/** A pending request: its date and time are what the patient asked for, not yet scheduled. */
export const isRequest = (a: Pick<Appointment, 'status'>) => a.status === 'pending';

/** The date a list shows (DD-MM-YYYY): scheduled once approved or follow-up, requested while pending. */
function shownDate(a: Dated): string | null {
  if (isRequest(a)) return displayDateOrNull(clinicDateOf(a));
  return isScheduled(a) ? displayDateOrNull(a.schedule_date) : null;
}

/** 'YYYY-MM-DD' as DD-MM-YYYY; null for a missing or impossible date (shown as missing). */
export function displayDateOrNull(date: string | null | undefined): string | null {
  try {
    return date ? formatDisplayDate(date) : null;
  } catch {
    return null;
  }
}

/** The time a list shows (HH:mm): scheduled once approved or follow-up, requested while pending. */
function shownTime(a: Dated): string | null {
  return (isScheduled(a) || isRequest(a)) && a.time ? a.time : null;
}

/** `when`, marked as requested while the visit is a pending request; 'Not set' when there is none. */
function whenText(a: Dated, when: string | null, words: WhenWords): string {
  if (!when) return words.notSet;
  return isRequest(a) ? words.requested(when) : when;
}

/**
 * Scheduled Date: DD-MM-YYYY for approved or follow-up; a pending request's asked-for date marked as
 * requested ('Requested: 14-12-2026'), so two requests never look alike; else 'Not set'.
 */
export function scheduledDateText(a: Dated, words: WhenWords = ENGLISH_WHEN): string {
  return whenText(a, shownDate(a), words);
}

/** Appointment Time: HH:mm for approved or follow-up, 'Requested: 10:00' while pending, else 'Not set'. */
export function appointmentTimeText(a: Dated, words: WhenWords = ENGLISH_WHEN): string {
  return whenText(a, shownTime(a), words);
}

/**
 * The two together, for a list with one date column (the desks'): '14-12-2026 10:00',
 * 'Requested: 14-12-2026 10:00' while pending, else 'Not set'.
 */
export function scheduledAtText(a: Dated, words: WhenWords = ENGLISH_WHEN): string {
  const date = shownDate(a);
  const time = shownTime(a);
  return whenText(a, date && time ? `${date} ${time}` : date, words);
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
