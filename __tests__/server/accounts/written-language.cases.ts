import { catalogue, filled } from '../../helpers/catalogue-text';
import { addDays } from '../../../src/shared/clinicDays';
import { startTestServer, storedLanguage, type TestServer } from '../../helpers/server-app';
import { post, registration } from '../../helpers/server-calls';
import {
  STATUS,
  TODAY,
  book,
  quickDoctor,
  quickUser,
  type QuickDoctor,
} from '../../helpers/appointment-fixtures';
import { approval, longDate, mailTo, mailsOf } from '../../helpers/mail-fixtures';
import { readMail } from '../../helpers/mail-read';

/**
 * What the server writes for later speaks its reader's language. A mail is written in its
 * recipient's chosen language (English when none), a notification in the language of whoever reads it.
 */
const [D1, D2] = [2, 3].map((n) => addDays(TODAY, n));

let server: TestServer;
let doctor: QuickDoctor;
beforeAll(async () => {
  server = await startTestServer();
  doctor = await quickDoctor(server, { firstName: 'Ada', totalSlots: 50 });
});
afterAll(() => server.close());

async function patientSpeaking(language: string | null) {
  const patient = await quickUser(server, { name: 'Grace Obi' });
  await server.db.updateTable('users').set({ language }).where('id', '=', patient.user.id).execute();
  return patient;
}

test('an Arabic-speaking patient’s booking and approval mails are in Arabic, right to left, and say so', async () => {
  const patient = await patientSpeaking('ar');
  const address = patient.user.email;
  const before = server.smtp.messages.length;
  const id = (await mailsOf(server, () => book(server, patient, doctor, D1))).answer;
  const approved = await mailsOf(server, () => post(server, STATUS, approval(id, D2), doctor.auth));
  const raws = server.smtp.messages.slice(before).filter((m) => m.to.includes(address));
  expect(raws).toHaveLength(2);

  const ar = catalogue('ar', 'mail');
  const doctorInArabic = filled(ar['mail.appointment.doctorName']!, { name: 'Ada Eze' });
  const invitation = approved.mails.find((m) => m.to.includes(address))!;
  // the date in Arabic words, as the subject and the invitation's own text carry it
  const when = invitation.subject.split('، ').pop()!;
  expect(invitation.subject).toBe(filled(ar['mail.approved.subject']!, { who: doctorInArabic, when }));
  expect(when).toMatch(/[\u0600-\u06FF]/);
  expect(invitation.html).toContain('<html lang="ar" dir="rtl">');
  expect(invitation.text).toContain(filled(ar['mail.common.greeting']!, { name: 'Grace Obi' }));
  expect(invitation.calendar?.summary).toBe(
    filled(ar['mail.appointment.calendarTitle']!, { doctor: doctorInArabic }),
  );

  for (const raw of raws) expect(raw.raw).toMatch(/^Content-Language: ar\r?$/m);
  const received = await readMail(raws[0]!.raw);
  expect(received.subject.startsWith(ar['mail.bookingReceived.subject']!.split(':')[0]!)).toBe(true);

  // the doctor chose no language: the doctor's mail about the same booking stays English
  const doctorMail = server.smtp.messages.slice(before).find((m) => m.to.includes(doctor.user.email))!;
  expect(doctorMail.raw).toMatch(/^Content-Language: en\r?$/m);
  expect((await readMail(doctorMail.raw)).subject).toBe(`New booking: Grace Obi, ${longDate(D1, '10:00')}`);
});

test('a notification written in English is listed in French to a French reader, and in English to others', async () => {
  const patient = await patientSpeaking('fr');
  const id = await book(server, patient, doctor, D1);
  expect((await post(server, STATUS, approval(id, D2), doctor.auth)).status).toBe(200);
  const date = D2.split('-').reverse().join('-');
  const english = `Your appointment with Dr. Ada Eze has been approved for ${date}`;

  const row = await server.db
    .selectFrom('notifications')
    .select(['message', 'message_id'])
    .where('user_id', '=', patient.user.id)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ message: english, message_id: 'notices.appointment.approvedFor' });

  const listed = async () =>
    (await post(server, '/api/user/getUser_id', {}, patient.auth)).body.data as {
      unseenNotifications: Array<{ message: string }>;
    };
  const french = filled(catalogue('fr', 'notices')['notices.appointment.approvedFor']!, {
    doctor: 'Ada Eze',
    date,
  });
  expect((await listed()).unseenNotifications.map((n) => n.message)).toEqual([french]);

  // the same row, read by someone who chose English again
  await server.db.updateTable('users').set({ language: 'en' }).where('id', '=', patient.user.id).execute();
  expect((await listed()).unseenNotifications.map((n) => n.message)).toEqual([english]);
});

test('a sign-up from a Hausa browser keeps Hausa: the verification code comes in Hausa, and the account speaks it', async () => {
  const email = 'hausa.signup@example.com';
  const { answer, mails } = await mailsOf(server, () =>
    post(server, '/api/user/register', registration(email), { 'accept-language': 'ha-NG,ha;q=0.9,en;q=0.5' }),
  );
  expect(answer.status).toBe(201);
  const mail = mailTo(mails, email);
  expect(mail.subject).toBe(catalogue('ha', 'mail')['mail.code.verifySubject']);
  expect(await storedLanguage(server, email)).toBe('ha');
});
