import { defineMessages } from '@formatjs/intl';
import { clinicInstant } from '../../../../shared/clinicTime';
import { appointmentUid, bareAddress, buildCalendarInvites } from '../../../mail/calendar-invite';
import { renderMailHtml, renderMailText, type MailBody } from '../../../mail/mail-layout';
import { MAIL_COMMON, mailDateTime, mailLanguageOf, sayIn } from '../../../mail/mail-language';
import { queueMails, type QueuedMail } from '../../../mail/outbox';
import type { RunStatement } from '../../../db/prepared-transaction';
import { APPOINTMENT_MAIL as M } from './appointment-mail-messages';
import { visitDateOf } from '../../visit-time';
import { appointmentFacts, type VisitMessageSettings, type FactsRow } from '../visit-messages';

/** The words of the one mail about a whole course of visits. */
const COURSE_MAIL = defineMessages({
  requestedSubject: {
    id: 'mail.course.requestedSubject',
    defaultMessage: 'Course of {count} visits requested: {who}',
  },
  requested: {
    id: 'mail.course.requested',
    defaultMessage:
      'We have received your request for a course of {count} visits with {doctor}. The clinic will review it and e-mail you once it is approved.',
  },
  prescribed: {
    id: 'mail.course.prescribed',
    defaultMessage:
      '{doctor} has asked you to come back for a course of {count} follow-up visits. The clinic will confirm each date once it is approved.',
  },
  approvedSubject: {
    id: 'mail.course.approvedSubject',
    defaultMessage: 'Course of {count} visits approved: {who}',
  },
  approved: {
    id: 'mail.course.approved',
    defaultMessage:
      'Your course of {count} visits with {doctor} is approved. The attached calendar file adds every visit to your calendar.',
  },
  newSubject: { id: 'mail.course.newSubject', defaultMessage: 'New course of {count} visits: {who}' },
  newCourse: {
    id: 'mail.course.newCourse',
    defaultMessage:
      '{patient} has requested a course of {count} visits with you. Please approve it in your appointments.',
  },
  visitLabel: { id: 'mail.course.visitLabel', defaultMessage: 'Visit {index} of {count}' },
});

/** What the course mail says: requested or prescribed (pending), approved (with the calendar file), or new (to the doctor). */
export type CourseMailKind = 'course-requested' | 'course-prescribed' | 'course-approved' | 'course-new';

/** The one mail about a course, from its visits' facts (in course order); null when there are none. */
function courseMail(
  kind: CourseMailKind,
  rows: readonly FactsRow[],
  settings: VisitMessageSettings,
): QueuedMail | null {
  const first = rows[0];
  if (!first) return null;
  const toDoctor = kind === 'course-new';
  const language = mailLanguageOf(toDoctor ? first.doctor_language : first.account_language);
  const say = sayIn(language);
  const doctor = say(M.doctorName, { name: `${first.first_name} ${first.last_name}` });
  const count = rows.length;
  const recipientName = toDoctor ? doctor : first.account_name;
  const forPatient = !toDoctor && first.account_id !== first.patient_id;
  const paragraph = {
    'course-requested': COURSE_MAIL.requested,
    'course-prescribed': COURSE_MAIL.prescribed,
    'course-approved': COURSE_MAIL.approved,
    'course-new': COURSE_MAIL.newCourse,
  }[kind];
  const subject = {
    'course-requested': COURSE_MAIL.requestedSubject,
    'course-prescribed': COURSE_MAIL.requestedSubject,
    'course-approved': COURSE_MAIL.approvedSubject,
    'course-new': COURSE_MAIL.newSubject,
  }[kind];
  const link = toDoctor
    ? { label: say(M.doctorLink), href: `${settings.appUrl}/doctor/appointments` }
    : { label: say(M.patientLink), href: `${settings.appUrl}/appointments` };
  const body: MailBody = {
    language,
    clinicName: settings.clinicName,
    greeting: say(MAIL_COMMON.greeting, { name: recipientName }),
    paragraphs: [
      ...(forPatient ? [say(M.forPatient, { patient: first.patient_name })] : []),
      say(paragraph, { count, doctor, patient: first.patient_name }),
    ],
    details: [
      [say(M.doctorLabel), doctor],
      ...(toDoctor || forPatient ? [[say(M.patientLabel), first.patient_name] as [string, string]] : []),
      [say(M.serviceLabel), first.service],
      [say(M.locationLabel), first.location],
      ...rows.map(
        (row, i) =>
          [
            say(COURSE_MAIL.visitLabel, { index: i + 1, count }),
            mailDateTime(language, visitDateOf(row), row.arrive_from ?? row.time),
          ] as [string, string],
      ),
    ],
    link,
  };
  const recipientEmail = toDoctor ? first.doctor_email : (first.account_email ?? '');
  const ics =
    kind === 'course-approved'
      ? buildCalendarInvites(
          'REQUEST',
          rows.map((row) => ({
            method: 'REQUEST' as const,
            // the single visit's UID: a later change of one visit updates that entry alone
            uid: appointmentUid(row.id),
            sequence: row.calendar_sequence,
            start: clinicInstant(visitDateOf(row), row.arrive_from ?? row.time, settings.timeZone),
            title: say(M.calendarTitle, { doctor }),
            description: `${say(M.calendarService, { service: row.service })}\n${link.href}`,
            location: row.location,
            organizer: { name: settings.clinicName, email: bareAddress(settings.fromAddress) },
            attendee: { name: recipientName, email: recipientEmail },
          })),
        )
      : null;
  return {
    userId: toDoctor ? first.doctor_user_id : first.account_id,
    kind,
    appointmentId: first.id,
    language,
    subject: say(subject, { count, who: toDoctor ? first.patient_name : doctor }),
    text: renderMailText(body),
    html: renderMailHtml(body),
    ics,
  };
}

/** Writes the course's mails into the outbox in the caller's transaction: one of each kind for all its visits. */
export async function mailAboutCourse(
  run: RunStatement,
  settings: VisitMessageSettings,
  appointmentIds: readonly string[],
  kinds: readonly CourseMailKind[],
): Promise<void> {
  const rows = await run(appointmentFacts(appointmentIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = appointmentIds.flatMap((id) => byId.get(id) ?? []);
  await queueMails(
    run,
    kinds.flatMap((kind) => courseMail(kind, ordered, settings) ?? []),
  );
}
