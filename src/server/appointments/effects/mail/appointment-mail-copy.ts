import type { MessageDescriptor } from '@formatjs/intl';
import type { CalendarMethod } from '../../../mail/calendar-invite';
import { withValues, type Text } from '../../../i18n';
import type { AppointmentMailFacts, AppointmentMailKind } from './appointment-mail-facts';
import {
  APPOINTMENT_MAIL as M,
  APPROVED_MAIL,
  BOOKING_RECEIVED_MAIL,
  CANCELLED_MAIL,
  CLINIC_CLOSED_MAIL,
  FOLLOW_UP_MAIL,
  NEW_BOOKING_MAIL,
  NO_SHOW_MAIL,
  PATIENT_CANCELLED_MAIL,
  PATIENT_RESCHEDULED_MAIL,
  PROMOTED_MAIL,
  REJECTED_MAIL,
  REMINDER_MAIL,
  RESCHEDULED_MAIL,
  RUNNING_LATE_MAIL,
} from './appointment-mail-messages';

/**
 * The facts already put into the recipient's words: the doctor as 'Dr. X' and dates as
 * 'MMMM Do YYYY, h:mm a' in English ('3 mars 2027 à 10:00' in French).
 */
export interface MailWords {
  doctor: string;
  when: string;
  previousDate?: string;
  /** clinic-closed: the next open clinic day in words */
  nextOpenDate?: string;
}

type Paragraph = Text | false | undefined;

interface KindCopy {
  audience: 'patient' | 'doctor';
  /** '<what>: {who}, {when}', who being the doctor (to a patient) or the patient (to a doctor). */
  subject: MessageDescriptor;
  paragraphs(f: AppointmentMailFacts, w: MailWords): Paragraph[];
  /**
   * Which invitation rides along. approved: REQUEST. rescheduled: REQUEST with the new time only
   * when an invitation went out before, so the entry already in the calendar MOVES (same UID,
   * higher SEQUENCE); a pending booking never had one, and approval of the new date sends a fresh
   * REQUEST anyway. cancelled: CANCEL only when an invitation went out before, so calendars remove
   * it. follow-up carries none (contract: approved, rescheduled, cancelled).
   */
  calendar?(f: AppointmentMailFacts): CalendarMethod | null;
}

const text = (message: MessageDescriptor, values?: Text['values']): Text => withValues(message, values);

const comment = (f: AppointmentMailFacts) =>
  !!f.comment?.trim() && text(M.comment, { comment: f.comment.trim() });
const reason = (f: AppointmentMailFacts) => !!f.reason?.trim() && text(M.reason, { reason: f.reason.trim() });
const removed = (f: AppointmentMailFacts) => f.hadInvitation && text(M.calendarRemoved);
/** The arrival window told, where the visit has one: "Please come between 10:20 and 10:40." */
const comeBetween = (f: AppointmentMailFacts) =>
  !!f.arrival && text(M.comeBetween, { from: f.arrival.from, by: f.arrival.by });

/** 'has been moved to …', or 'from … to …' when the date it was moved from is known. */
const moved = (w: MailWords, to: MessageDescriptor, fromTo: MessageDescriptor, values: Text['values']) =>
  w.previousDate
    ? text(fromTo, { ...values, previousDate: w.previousDate, when: w.when })
    : text(to, { ...values, when: w.when });

/** The clinic-closed notice: the closing's own words when known, else the reason on record. */
function closedNotice(f: AppointmentMailFacts, w: MailWords): Text {
  if (f.closing) {
    return text(CLINIC_CLOSED_MAIL.notHolding, {
      when: w.when,
      doctor: w.doctor,
      date: f.closing.date,
      reason: f.closing.reason,
    });
  }
  const why = f.reason?.trim();
  return why
    ? text(CLINIC_CLOSED_MAIL.withReason, { when: w.when, reason: why })
    : text(CLINIC_CLOSED_MAIL.noReason, { when: w.when, doctor: w.doctor });
}

export const MAIL_COPY: Record<AppointmentMailKind, KindCopy> = {
  'booking-received': {
    audience: 'patient',
    subject: BOOKING_RECEIVED_MAIL.subject,
    paragraphs: (_f, w) => [
      text(BOOKING_RECEIVED_MAIL.received, { doctor: w.doctor, when: w.when }),
      text(BOOKING_RECEIVED_MAIL.review),
    ],
  },
  'new-booking': {
    audience: 'doctor',
    subject: NEW_BOOKING_MAIL.subject,
    paragraphs: (f, w) => [
      text(NEW_BOOKING_MAIL.requested, { patient: f.patientName, when: w.when }),
      text(NEW_BOOKING_MAIL.decide),
    ],
  },
  approved: {
    audience: 'patient',
    subject: APPROVED_MAIL.subject,
    paragraphs: (f, w) => [
      text(APPROVED_MAIL.approved, { doctor: w.doctor, when: w.when }),
      comeBetween(f),
      comment(f),
      text(APPROVED_MAIL.calendar),
    ],
    calendar: () => 'REQUEST',
  },
  rejected: {
    audience: 'patient',
    subject: REJECTED_MAIL.subject,
    paragraphs: (f, w) => [
      text(REJECTED_MAIL.rejected, { doctor: w.doctor, when: w.when }),
      comment(f),
      text(REJECTED_MAIL.bookAnother),
    ],
  },
  rescheduled: {
    audience: 'patient',
    subject: RESCHEDULED_MAIL.subject,
    paragraphs: (f, w) => [
      moved(w, RESCHEDULED_MAIL.moved, RESCHEDULED_MAIL.movedFrom, { doctor: w.doctor }),
      text(RESCHEDULED_MAIL.awaitsApproval),
      f.hadInvitation && text(RESCHEDULED_MAIL.calendar),
    ],
    calendar: (f) => (f.hadInvitation ? 'REQUEST' : null),
  },
  cancelled: {
    audience: 'patient',
    subject: CANCELLED_MAIL.subject,
    paragraphs: (f, w) => [
      text(CANCELLED_MAIL.cancelled, { doctor: w.doctor, when: w.when }),
      reason(f),
      removed(f),
    ],
    calendar: (f) => (f.hadInvitation ? 'CANCEL' : null),
  },
  'follow-up': {
    audience: 'patient',
    subject: FOLLOW_UP_MAIL.subject,
    paragraphs: (f, w) => [
      text(FOLLOW_UP_MAIL.set, { doctor: w.doctor, when: w.when }),
      comeBetween(f),
      comment(f),
    ],
  },
  reminder: {
    audience: 'patient',
    subject: REMINDER_MAIL.subject,
    paragraphs: (f, w) => [
      text(REMINDER_MAIL.reminder, { doctor: w.doctor, when: w.when }),
      comeBetween(f),
      !!f.checkInUrl && text(REMINDER_MAIL.checkIn),
      text(REMINDER_MAIL.cannotCome),
    ],
  },
  'patient-cancelled': {
    audience: 'doctor',
    subject: PATIENT_CANCELLED_MAIL.subject,
    paragraphs: (f, w) => [
      text(PATIENT_CANCELLED_MAIL.cancelled, { patient: f.patientName, when: w.when }),
      reason(f),
    ],
  },
  promoted: {
    audience: 'patient',
    subject: PROMOTED_MAIL.subject,
    paragraphs: (_f, w) => [
      text(PROMOTED_MAIL.placeOpened, { doctor: w.doctor, when: w.when }),
      text(PROMOTED_MAIL.awaitsApproval),
    ],
  },
  'clinic-closed': {
    audience: 'patient',
    subject: CLINIC_CLOSED_MAIL.subject,
    paragraphs: (f, w) => [
      closedNotice(f, w),
      f.closing?.substitute
        ? text(CLINIC_CLOSED_MAIL.substitute, { substitute: f.closing.substitute.doctorName })
        : w.nextOpenDate
          ? text(CLINIC_CLOSED_MAIL.nextOpen, { date: w.nextOpenDate })
          : text(CLINIC_CLOSED_MAIL.noneOpen),
      removed(f),
    ],
    calendar: (f) => (f.hadInvitation ? 'CANCEL' : null),
  },
  'running-late': {
    audience: 'patient',
    subject: RUNNING_LATE_MAIL.subject,
    paragraphs: (f, w) => [
      text(RUNNING_LATE_MAIL.late, { doctor: w.doctor, minutes: f.lateMinutes ?? 0, time: f.visitTime }),
      comeBetween(f),
      text(RUNNING_LATE_MAIL.calendar),
    ],
    calendar: () => 'REQUEST',
  },
  'no-show': {
    audience: 'patient',
    subject: NO_SHOW_MAIL.subject,
    paragraphs: (_f, w) => [
      text(NO_SHOW_MAIL.missed, { doctor: w.doctor, when: w.when }),
      text(NO_SHOW_MAIL.bookAgain),
    ],
  },
  'patient-rescheduled': {
    audience: 'doctor',
    subject: PATIENT_RESCHEDULED_MAIL.subject,
    paragraphs: (f, w) => [
      moved(w, PATIENT_RESCHEDULED_MAIL.moved, PATIENT_RESCHEDULED_MAIL.movedFrom, {
        patient: f.patientName,
      }),
      text(PATIENT_RESCHEDULED_MAIL.awaitsApproval),
    ],
  },
};
