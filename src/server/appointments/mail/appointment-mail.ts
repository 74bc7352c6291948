import { formatLongDateTime } from '../../../shared/momentFormats';
import { clinicInstant } from '../../../shared/clinicTime';
import { MAIL_COPY, type MailWords } from './appointment-mail-copy';
import {
  appointmentUid,
  bareAddress,
  buildCalendarInvite,
  type CalendarInvite,
} from '../../mail/calendar-invite';
import { renderMailHtml, renderMailText, type MailBody } from '../../mail/mail-layout';
import type { AppointmentMailFacts } from './appointment-mail-facts';

export type { AppointmentMailFacts, AppointmentMailKind } from './appointment-mail-facts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  ics: CalendarInvite | null;
}

/** 'March 3rd 2027' out of the long format, for a date whose time is not on record. */
const longDate = (date: string) => formatLongDateTime(date, '00:00').split(', ')[0];

/** Where a patient's mail leads: the one-click rebook, the booking page, or their appointments. */
function patientLink(facts: AppointmentMailFacts): MailBody['link'] {
  if (facts.kind === 'clinic-closed') {
    return {
      label: 'Rebook in one click',
      href: `${facts.appUrl}/appointments?rebook=${facts.appointmentId}`,
    };
  }
  if (facts.kind === 'no-show') return { label: 'Book again', href: `${facts.appUrl}/` };
  return { label: 'See your appointments', href: `${facts.appUrl}/appointments` };
}

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
    ...(toDoctor || facts.forPatient ? [['Patient', facts.patientName] as [string, string]] : []),
    ['Service', facts.service],
    ['Location', facts.location],
    ['Date', words.when],
  ];
  if (words.previousDate) details.push(['Previous date', words.previousDate]);
  const body: MailBody = {
    clinicName: facts.clinicName,
    greeting: `Hello ${facts.recipientName},`,
    paragraphs: [
      // issue 21: the holder hears of a dependant's visit under the dependant's name
      ...(facts.forPatient && !toDoctor ? [`This appointment is for ${facts.forPatient}.`] : []),
      ...copy.paragraphs(facts, words).filter((p): p is string => typeof p === 'string'),
    ],
    details,
    link: toDoctor
      ? { label: 'Open your appointments', href: `${facts.appUrl}/doctor/appointments` }
      : patientLink(facts),
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
