import type { CalendarMethod } from '../../mail/calendar-invite';
import type { AppointmentMailFacts, AppointmentMailKind } from './appointment-mail-facts';

/** The facts already put into words: the doctor as 'Dr. X' and dates as 'MMMM Do YYYY, h:mm a'. */
export interface MailWords {
  doctor: string;
  when: string;
  previousDate?: string;
  /** clinic-closed: the next open clinic day in words */
  nextOpenDate?: string;
}

interface KindCopy {
  audience: 'patient' | 'doctor';
  /** Subject before ': Dr. X, <date>' (patient) or ': <patient>, <date>' (doctor). */
  subject: string;
  paragraphs(f: AppointmentMailFacts, w: MailWords): Array<string | false | undefined>;
  /**
   * Which invitation rides along. approved: REQUEST. rescheduled: REQUEST with the new time only
   * when an invitation went out before, so the entry already in the calendar MOVES (same UID,
   * higher SEQUENCE); a pending booking never had one, and approval of the new date sends a fresh
   * REQUEST anyway. cancelled: CANCEL only when an invitation went out before, so calendars remove
   * it. follow-up carries none (contract: approved, rescheduled, cancelled).
   */
  calendar?(f: AppointmentMailFacts): CalendarMethod | null;
}

const comment = (f: AppointmentMailFacts) =>
  !!f.comment?.trim() && `Comment from the clinic: ${f.comment.trim()}`;
const reason = (f: AppointmentMailFacts) => !!f.reason?.trim() && `Reason: ${f.reason.trim()}`;
const movedFrom = (w: MailWords) => (w.previousDate ? ` from ${w.previousDate}` : '');

export const MAIL_COPY: Record<AppointmentMailKind, KindCopy> = {
  'booking-received': {
    audience: 'patient',
    subject: 'Booking received',
    paragraphs: (_f, w) => [
      `We have received your request for an appointment with ${w.doctor} on ${w.when}.`,
      'The clinic will review it and e-mail you once it is approved.',
    ],
  },
  'new-booking': {
    audience: 'doctor',
    subject: 'New booking',
    paragraphs: (f, w) => [
      `${f.patientName} has requested an appointment with you on ${w.when}.`,
      'Please approve or reject it in your appointments.',
    ],
  },
  approved: {
    audience: 'patient',
    subject: 'Appointment approved',
    paragraphs: (f, w) => [
      `Good news: your appointment with ${w.doctor} on ${w.when} has been approved.`,
      comment(f),
      'The attached invitation adds it to your calendar.',
    ],
    calendar: () => 'REQUEST',
  },
  rejected: {
    audience: 'patient',
    subject: 'Appointment not approved',
    paragraphs: (f, w) => [
      `We are sorry: your appointment request with ${w.doctor} on ${w.when} could not be approved.`,
      comment(f),
      'You are welcome to book another date.',
    ],
  },
  rescheduled: {
    audience: 'patient',
    subject: 'Appointment moved',
    paragraphs: (f, w) => [
      `Your appointment with ${w.doctor} has been moved${movedFrom(w)} to ${w.when}.`,
      'The new date awaits the clinic’s approval; we will e-mail you once it is approved.',
      f.hadInvitation && 'The attached update moves it in your calendar.',
    ],
    calendar: (f) => (f.hadInvitation ? 'REQUEST' : null),
  },
  cancelled: {
    audience: 'patient',
    subject: 'Appointment cancelled',
    paragraphs: (f, w) => [
      `Your appointment with ${w.doctor} on ${w.when} has been cancelled.`,
      reason(f),
      f.hadInvitation && 'The attached update removes it from your calendar.',
    ],
    calendar: (f) => (f.hadInvitation ? 'CANCEL' : null),
  },
  'follow-up': {
    audience: 'patient',
    subject: 'Follow-up visit',
    paragraphs: (f, w) => [
      `Your visit with ${w.doctor} is complete. A follow-up visit is set for ${w.when}.`,
      comment(f),
    ],
  },
  reminder: {
    audience: 'patient',
    subject: 'Reminder',
    paragraphs: (_f, w) => [
      `This is a reminder of your appointment with ${w.doctor} on ${w.when}.`,
      'If you cannot come, please cancel or reschedule it in your appointments.',
    ],
  },
  'patient-cancelled': {
    audience: 'doctor',
    subject: 'Appointment cancelled',
    paragraphs: (f, w) => [`${f.patientName} has cancelled the appointment on ${w.when}.`, reason(f)],
  },
  promoted: {
    audience: 'patient',
    subject: 'A place opened',
    paragraphs: (_f, w) => [
      `A place opened with ${w.doctor} on a date you were waiting for: your request for ${w.when} is now with the clinic.`,
      'We will e-mail you once it is approved.',
    ],
  },
  'clinic-closed': {
    audience: 'patient',
    subject: 'Clinic day cancelled',
    paragraphs: (f, w) => [
      // the reason the clinic gave is the whole notice ('Dr. X is not holding clinic on …: why')
      `Your appointment on ${w.when} has been cancelled. ${f.reason?.trim() ?? `${w.doctor} is not holding clinic that day`}.`,
      w.nextOpenDate
        ? `The next open clinic day is ${w.nextOpenDate}: the link below books it for you in one click.`
        : 'There is no open clinic day in the next 30 days; please book again later.',
      f.hadInvitation && 'The attached update removes it from your calendar.',
    ],
    calendar: (f) => (f.hadInvitation ? 'CANCEL' : null),
  },
  'no-show': {
    audience: 'patient',
    subject: 'We missed you',
    paragraphs: (_f, w) => [
      `You were expected for your appointment with ${w.doctor} on ${w.when}, and the clinic day has ended without you.`,
      'If you still need to be seen, you are welcome to book again: the link below opens the booking page.',
    ],
  },
  'patient-rescheduled': {
    audience: 'doctor',
    subject: 'Appointment moved',
    paragraphs: (f, w) => [
      `${f.patientName} has moved an appointment${movedFrom(w)} to ${w.when}.`,
      'It awaits your approval in your appointments.',
    ],
  },
};
