import { formatLongDateTime } from '../../../shared/momentFormats';
import { clinicInstant } from '../../../shared/clinicTime';
import { MAIL_COPY, type MailWords } from './appointment-mail-copy';
import { appointmentUid, bareAddress, buildCalendarInvite, type CalendarInvite } from './calendar-invite';
import { renderMailHtml, renderMailText, type MailBody } from './mail-layout';

export type AppointmentMailKind =
  | 'booking-received' // to patient: we got your request (pending)
  | 'new-booking' // to doctor: a patient requested a visit
  | 'approved' // to patient: approved, with schedule date; ics REQUEST
  | 'rejected' // to patient: with the clinic's comment
  | 'rescheduled' // to patient: moved to a new date, back to pending; ics REQUEST when hadInvitation
  | 'cancelled' // to patient: cancelled with the reason; ics CANCEL when hadInvitation
  | 'follow-up' // to patient: completed with a follow-up date (visitDate is the follow-up date)
  | 'reminder' // to patient: your visit is coming up
  | 'patient-cancelled' // to doctor: the patient cancelled (with reason)
  | 'patient-rescheduled' // to doctor: the patient moved the visit
  | 'promoted' // to patient: a place opened on a date they waited for; now a pending request (issue 14)
  | 'clinic-closed'; // to patient: the doctor does not hold clinic that day; CANCEL when hadInvitation; rebook link

export interface AppointmentMailFacts {
  kind: AppointmentMailKind;
  clinicName: string;
  /** e.g. 'http://localhost:3000', no trailing slash. */
  appUrl: string;
  /** The clinic's sending address ('Name <addr>' or a bare address): ORGANIZER of the invitation. */
  fromAddress: string;
  /** The invitation's UID is derived from it: `${appointmentId}@clinicbook`. */
  appointmentId: string;
  recipientEmail: string;
  recipientName: string;
  patientName: string;
  /** 'Ada Obi'; the mail writes 'Dr. Ada Obi'. */
  doctorName: string;
  service: string;
  location: string;
  /** 'YYYY-MM-DD' and 'HH:mm' on the clinic's clock, in the clinic's IANA zone. */
  visitDate: string;
  visitTime: string;
  timeZone: string;
  /** Reschedule kinds: the date it was moved from. */
  previousVisitDate?: string;
  comment?: string;
  reason?: string;
  /** The invitation SEQUENCE: 0 first, raised by reschedule and cancel. */
  sequence: number;
  /** Whether a REQUEST went out before (the visit was approved or set for follow-up). */
  hadInvitation?: boolean;
  /** clinic-closed: the doctor's next open clinic day ('YYYY-MM-DD'), when there is one in 30 days. */
  nextOpenDate?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  ics: CalendarInvite | null;
}

/** 'March 3rd 2027' out of the long format, for a date whose time is not on record. */
const longDate = (date: string) => formatLongDateTime(date, '00:00').split(', ')[0];

/** Subject, plain text, HTML and calendar invitation of one appointment mail; pure. */
export function renderAppointmentMail(facts: AppointmentMailFacts): RenderedMail {
  const copy = MAIL_COPY[facts.kind];
  const words: MailWords = {
    doctor: `Dr. ${facts.doctorName}`,
    when: formatLongDateTime(facts.visitDate, facts.visitTime),
    previousDate: facts.previousVisitDate ? longDate(facts.previousVisitDate) : undefined,
    nextOpenDate: facts.nextOpenDate ? longDate(facts.nextOpenDate) : undefined,
  };
  const toDoctor = copy.audience === 'doctor';
  const details: MailBody['details'] = [
    ['Doctor', words.doctor],
    ...(toDoctor ? [['Patient', facts.patientName] as [string, string]] : []),
    ['Service', facts.service],
    ['Location', facts.location],
    ['Date', words.when],
  ];
  if (words.previousDate) details.push(['Previous date', words.previousDate]);
  const body: MailBody = {
    clinicName: facts.clinicName,
    greeting: `Hello ${facts.recipientName},`,
    paragraphs: copy.paragraphs(facts, words).filter((p): p is string => typeof p === 'string'),
    details,
    link: toDoctor
      ? { label: 'Open your appointments', href: `${facts.appUrl}/doctor/appointments` }
      : facts.kind === 'clinic-closed'
        ? { label: 'Rebook in one click', href: `${facts.appUrl}/appointments?rebook=${facts.appointmentId}` }
        : { label: 'See your appointments', href: `${facts.appUrl}/appointments` },
  };
  const method = copy.calendar?.(facts) ?? null;
  return {
    subject: `${copy.subject}: ${toDoctor ? facts.patientName : words.doctor}, ${words.when}`,
    text: renderMailText(body),
    html: renderMailHtml(body),
    ics: method
      ? buildCalendarInvite({
          method,
          uid: appointmentUid(facts.appointmentId),
          sequence: facts.sequence,
          start: clinicInstant(facts.visitDate, facts.visitTime, facts.timeZone),
          title: `Appointment with ${words.doctor}`,
          description: `Service: ${facts.service}\n${body.link.href}`,
          location: facts.location,
          organizer: { name: facts.clinicName, email: bareAddress(facts.fromAddress) },
          attendee: { name: facts.recipientName, email: facts.recipientEmail },
        })
      : null,
  };
}
