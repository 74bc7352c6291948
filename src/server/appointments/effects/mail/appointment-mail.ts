import { clinicInstant } from '../../../../shared/clinicTime';
import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/languages';
import { MAIL_COPY, type MailWords } from './appointment-mail-copy';
import { APPOINTMENT_MAIL as M } from './appointment-mail-messages';
import {
  appointmentUid,
  bareAddress,
  buildCalendarInvite,
  type CalendarInvite,
} from '../../../mail/calendar-invite';
import { renderMailHtml, renderMailText, type MailBody } from '../../../mail/mail-layout';
import { MAIL_COMMON, mailDate, mailDateTime, sayIn } from '../../../mail/mail-language';
import type { MessageDescriptor } from '@formatjs/intl';
import type { AppointmentMailFacts } from './appointment-mail-facts';

export type { AppointmentMailFacts, AppointmentMailKind } from './appointment-mail-facts';

export interface RenderedMail {
  /** The language it is written in (the recipient's). */
  language: Language;
  subject: string;
  text: string;
  html: string;
  ics: CalendarInvite | null;
}

/** Where a patient's mail leads: the one-click rebook, the booking page, or their appointments. */
function patientLink(facts: AppointmentMailFacts): { label: MessageDescriptor; href: string } {
  const substitute = facts.kind === 'clinic-closed' ? facts.closing?.substitute : undefined;
  if (substitute) return { label: M.substituteLink, href: `${facts.appUrl}${substitute.path}` };
  if (facts.kind === 'clinic-closed') {
    return { label: M.rebookLink, href: `${facts.appUrl}/appointments?rebook=${facts.appointmentId}` };
  }
  if (facts.kind === 'no-show') return { label: M.bookAgainLink, href: `${facts.appUrl}/` };
  if (facts.checkInUrl) return { label: M.checkInLink, href: facts.checkInUrl };
  return { label: M.patientLink, href: `${facts.appUrl}/appointments` };
}

/** Subject, plain text, HTML and calendar invitation of one appointment mail, in the recipient's language; pure. */
export function renderAppointmentMail(facts: AppointmentMailFacts): RenderedMail {
  const language = facts.language ?? DEFAULT_LANGUAGE;
  const say = sayIn(language);
  const copy = MAIL_COPY[facts.kind];
  const words: MailWords = {
    doctor: say(M.doctorName, { name: facts.doctorName }),
    when: mailDateTime(language, facts.visitDate, facts.visitTime),
    previousDate: facts.previousVisitDate ? mailDate(language, facts.previousVisitDate) : undefined,
    nextOpenDate: facts.nextOpenDate ? mailDate(language, facts.nextOpenDate) : undefined,
  };
  const toDoctor = copy.audience === 'doctor';
  const details: MailBody['details'] = [
    [say(M.doctorLabel), words.doctor],
    ...(toDoctor || facts.forPatient ? [[say(M.patientLabel), facts.patientName] as [string, string]] : []),
    [say(M.serviceLabel), facts.service],
    [say(M.locationLabel), facts.location],
    [say(M.dateLabel), words.when],
  ];
  if (words.previousDate) details.push([say(M.previousDateLabel), words.previousDate]);
  const link: { label: MessageDescriptor; href: string } = toDoctor
    ? { label: M.doctorLink, href: `${facts.appUrl}/doctor/appointments` }
    : patientLink(facts);
  const body: MailBody = {
    language,
    clinicName: facts.clinicName,
    greeting: say(MAIL_COMMON.greeting, { name: facts.recipientName }),
    paragraphs: [
      // the holder hears of a dependant's visit under the dependant's name
      ...(facts.forPatient && !toDoctor ? [say(M.forPatient, { patient: facts.forPatient })] : []),
      ...copy.paragraphs(facts, words).flatMap((p) => (p ? [say(p, p.values)] : [])),
    ],
    details,
    link: { label: say(link.label), href: link.href },
  };
  const method = copy.calendar?.(facts) ?? null;
  return {
    language,
    subject: say(copy.subject, { who: toDoctor ? facts.patientName : words.doctor, when: words.when }),
    text: renderMailText(body),
    html: renderMailHtml(body),
    ics: method
      ? buildCalendarInvite({
          method,
          uid: appointmentUid(facts.appointmentId),
          sequence: facts.sequence,
          start: clinicInstant(facts.visitDate, facts.visitTime, facts.timeZone),
          title: say(M.calendarTitle, { doctor: words.doctor }),
          description: `${say(M.calendarService, { service: facts.service })}\n${body.link.href}`,
          location: facts.location,
          organizer: { name: facts.clinicName, email: bareAddress(facts.fromAddress) },
          attendee: { name: facts.recipientName, email: facts.recipientEmail },
        })
      : null,
  };
}
