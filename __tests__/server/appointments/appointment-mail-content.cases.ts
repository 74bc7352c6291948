import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  renderAppointmentMail,
  type AppointmentMailFacts,
  type AppointmentMailKind,
} from '../../../src/server/appointments/effects/mail/appointment-mail';
import { createMailer, type Mailer } from '../../../src/server/mail/mailer';
import { readMail, waitForMail } from '../../helpers/mail-read';
import { startSmtpCapture, type SmtpCapture } from '../../helpers/smtp';

const PATIENT = 'grace@example.com';
const LONG_DATE = 'March 3rd 2027, 10:00 am';

const facts = (
  kind: AppointmentMailKind,
  more: Partial<AppointmentMailFacts> = {},
): AppointmentMailFacts => ({
  kind,
  clinicName: 'ClinicBook',
  appUrl: 'http://localhost:3000',
  fromAddress: 'ClinicBook <no-reply@clinicbook.local>',
  appointmentId: 'appt-17',
  recipientEmail: PATIENT,
  recipientName: 'Grace Eze',
  patientName: 'Grace Eze',
  doctorName: 'Ada Obi',
  service: 'Dental care',
  location: 'Ikeja',
  visitDate: '2027-03-03',
  visitTime: '10:00',
  timeZone: 'Africa/Lagos',
  sequence: 0,
  ...more,
});

/** Every kind, what only it says, and the invitation it carries. */
const KINDS: Array<[AppointmentMailKind, Partial<AppointmentMailFacts>, string, string | null]> = [
  ['booking-received', {}, 'Booking received: Dr. Ada Obi', null],
  ['new-booking', {}, 'New booking: Grace Eze', null],
  ['approved', { comment: 'Bring your card' }, 'Appointment approved: Dr. Ada Obi', 'REQUEST'],
  ['rejected', { comment: 'The doctor is away' }, 'Appointment not approved: Dr. Ada Obi', null],
  [
    'rescheduled',
    { previousVisitDate: '2027-03-01', hadInvitation: true },
    'Appointment moved: Dr. Ada Obi',
    'REQUEST',
  ],
  [
    'rescheduled',
    { previousVisitDate: '2027-03-01', hadInvitation: false },
    'Appointment moved: Dr. Ada Obi',
    null,
  ],
  [
    'cancelled',
    { reason: 'Travelling', hadInvitation: true },
    'Appointment cancelled: Dr. Ada Obi',
    'CANCEL',
  ],
  ['cancelled', { reason: 'Travelling', hadInvitation: false }, 'Appointment cancelled: Dr. Ada Obi', null],
  ['follow-up', { comment: 'Check the filling' }, 'Follow-up visit: Dr. Ada Obi', null],
  ['reminder', {}, 'Reminder: Dr. Ada Obi', null],
  ['patient-cancelled', { reason: 'Travelling' }, 'Appointment cancelled: Grace Eze', null],
  ['patient-rescheduled', { previousVisitDate: '2027-03-01' }, 'Appointment moved: Grace Eze', null],
];
const TO_DOCTOR: AppointmentMailKind[] = ['new-booking', 'patient-cancelled', 'patient-rescheduled'];

describe.each(KINDS)('the %s mail %j', (kind, more, subject, method) => {
  const mail = renderAppointmentMail(facts(kind, more));
  const page = TO_DOCTOR.includes(kind)
    ? 'http://localhost:3000/doctor/appointments'
    : 'http://localhost:3000/appointments';
  const own = [more.comment, more.reason, more.previousVisitDate && 'March 1st 2027'].filter(
    (v): v is string => !!v,
  );

  test('has a short subject with the long date', () => {
    expect(mail.subject).toBe(`${subject}, ${LONG_DATE}`);
  });

  test.each(['text', 'html'] as const)(
    'its %s names the clinic, doctor, service, place, date, link and its own facts',
    (part) => {
      for (const fact of ['ClinicBook', 'Dr. Ada Obi', 'Dental care', 'Ikeja', LONG_DATE, page, ...own]) {
        expect(mail[part]).toContain(fact);
      }
      if (TO_DOCTOR.includes(kind)) expect(mail[part]).toContain('Grace Eze');
      else expect(mail[part]).not.toContain('/doctor/appointments');
    },
  );

  test(`carries ${method ?? 'no'} invitation`, () => {
    expect(mail.ics?.method ?? null).toBe(method);
  });
});

test('the HTML escapes every name, comment and reason a user typed', () => {
  const hostile = facts('cancelled', {
    doctorName: '<script>alert(1)</script>',
    recipientName: 'A & B',
    reason: '<img src=x onerror=alert(2)>',
    hadInvitation: true,
  });
  const { html, text, ics } = renderAppointmentMail(hostile);
  expect(html).not.toMatch(/<script|<img/i);
  expect(html).toContain('Dr. &lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).toContain('Hello A &amp; B,');
  expect(html).toContain('Reason: &lt;img src=x onerror=alert(2)&gt;');
  // plain text is not HTML: it keeps what was typed
  expect(text).toContain('Dr. <script>alert(1)</script>');
  expect(ics?.method).toBe('CANCEL');
});

describe('sent through SMTP and read back with a mail and a calendar parser', () => {
  let smtp: SmtpCapture;
  let mailer: Mailer;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'ClinicBook <no-reply@clinicbook.local>',
      dataDir: os.tmpdir(),
    });
  });
  afterAll(() => smtp.close());

  async function sendAndRead(mailFacts: AppointmentMailFacts) {
    const { subject, text, html, ics } = renderAppointmentMail(mailFacts);
    await mailer.send({ to: mailFacts.recipientEmail, subject, text, html, calendar: ics ?? undefined });
    return waitForMail(smtp, (m) => m.subject === subject);
  }

  test('approved → rescheduled → cancelled keep one UID, raise SEQUENCE, and sit at the clinic time in UTC', async () => {
    const approved = await sendAndRead(facts('approved', { sequence: 0 }));
    const moved = await sendAndRead(
      facts('rescheduled', {
        sequence: 1,
        hadInvitation: true,
        previousVisitDate: '2027-03-03',
        visitDate: '2027-03-05',
        visitTime: '11:30',
      }),
    );
    const cancelled = await sendAndRead(
      facts('cancelled', {
        sequence: 2,
        hadInvitation: true,
        visitDate: '2027-03-05',
        visitTime: '11:30',
        reason: 'Travelling',
      }),
    );

    expect(approved.to).toEqual([PATIENT]);
    expect(approved.html).toContain(LONG_DATE);
    expect(approved.text).toContain('http://localhost:3000/appointments');
    expect(approved.calendar).toEqual({
      method: 'REQUEST',
      uid: 'appt-17@clinicbook',
      sequence: 0,
      status: 'CONFIRMED',
      summary: 'Appointment with Dr. Ada Obi',
      // 10:00 in Lagos (UTC+1) is 09:00 UTC; the visit lasts 30 minutes
      start: new Date('2027-03-03T09:00:00Z'),
      end: new Date('2027-03-03T09:30:00Z'),
    });
    expect(moved.calendar).toMatchObject({
      method: 'REQUEST',
      uid: 'appt-17@clinicbook',
      sequence: 1,
      start: new Date('2027-03-05T10:30:00Z'),
      end: new Date('2027-03-05T11:00:00Z'),
    });
    expect(moved.text).toContain('moved from March 3rd 2027 to March 5th 2027, 11:30 am');
    expect(cancelled.calendar).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: 'appt-17@clinicbook',
      sequence: 2,
      start: new Date('2027-03-05T10:30:00Z'),
    });
    expect(cancelled.text).toContain('Reason: Travelling');
  });

  test('a mail without HTML or calendar, such as a one-time code, still goes out as plain text', async () => {
    await mailer.send({
      to: 'code@example.com',
      subject: 'Your ClinicBook code',
      text: 'Your code 123456',
      code: '123456',
    });
    expect(await smtp.codeFor('code@example.com')).toBe('123456');
    const mail = await waitForMail(smtp, (m) => m.to.includes('code@example.com'));
    expect(mail).toMatchObject({ subject: 'Your ClinicBook code', html: '', calendar: null });
    expect(mail.text).toContain('Your code 123456');
  });
});

test('without SMTP the outbox .eml carries the HTML and the invitation, and a code is still printed', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'clinicbook-mail-'));
  const printed = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    const outboxMailer = createMailer({ from: 'ClinicBook <no-reply@clinicbook.local>', dataDir });
    const { subject, text, html, ics } = renderAppointmentMail(facts('approved'));
    await outboxMailer.send({ to: PATIENT, subject, text, html, calendar: ics ?? undefined });
    await outboxMailer.send({ to: PATIENT, subject: 'Your code', text: 'Your code 654321', code: '654321' });

    const files = (await fs.readdir(path.join(dataDir, 'outbox'))).sort();
    const mails = await Promise.all(
      files.map(async (f) => readMail(await fs.readFile(path.join(dataDir, 'outbox', f), 'utf8'))),
    );
    const invitation = mails.find((m) => m.subject === subject);
    expect(invitation?.html).toContain(LONG_DATE);
    expect(invitation?.calendar).toMatchObject({ method: 'REQUEST', uid: 'appt-17@clinicbook' });
    expect(mails.find((m) => m.subject === 'Your code')?.calendar).toBeNull();
    expect(printed.mock.calls.flat().join('\n')).toContain('(code 654321)');
  } finally {
    printed.mockRestore();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});
