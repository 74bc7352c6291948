import { sql } from 'kysely';
import { addDays } from '../../../src/shared/clinicDays';
import { drainOutbox, createUser, startTestServer, type TestServer } from '../../helpers/server-app';
import { bearer, get, login, otherCode, post, registration } from '../../helpers/server-calls';
import {
  TODAY,
  book,
  dmy,
  quickDoctor,
  quickUser,
  type QuickDoctor,
} from '../../helpers/appointment-fixtures';
import { freshCode, turnOnMfa } from '../../helpers/scenarios/mfa';
import { purgeExpiredRecords } from '../../../src/server/privacy';

/** Erasing an account: by the patient (password, code) or an admin; and the retention of the records left. */

let server: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server, { email: 'erasure-admin@example.com', flags: { is_admin: true } });
}, 180_000);
afterAll(() => server.close());

const DELETE = '/api/user/delete-account';
const PSEUDONYM = /^Patient [A-Z2-9]{4}-[A-Z2-9]{4}$/;
const userRow = (id: string) =>
  server.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** The erased account's oldest visit kept, as the retention job reads it ('YYYY-MM-DD'). */
const oldestKept = async (id: string) =>
  (
    await server.db
      .selectFrom('users')
      .select(sql<string | null>`to_char(records_oldest, 'YYYY-MM-DD')`.as('d'))
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).d;
const visit = (id: string) =>
  server.db.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirst();

/** A visit long past, completed, straight in the database (a clinical record). */
async function pastVisit(userId: string, doctor: QuickDoctor, date: string) {
  const row = await server.db
    .insertInto('appointments')
    .values({ user_id: userId, doctor_id: doctor.doctor.id, date, time: '10:00', status: 'completed' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A mail and a text queued for the user, not yet sent. */
async function queueMessages(userId: string) {
  const mail = await server.db
    .insertInto('mail_outbox')
    .values({
      user_id: userId,
      to_address: 'queued@example.com',
      kind: 'test',
      appointment_id: null,
      subject: 'Your visit',
      text_body: 'Dear Amaka',
      html_body: '<p>Dear Amaka</p>',
      ics_method: null,
      ics_content: null,
      last_error: null,
      // due only later, so the instance's sender leaves it for the test to see
      next_attempt_at: new Date(Date.now() + 3_600_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const text = await server.db
    .insertInto('sms_outbox')
    .values({
      user_id: userId,
      to_number: '+2348031234567',
      kind: 'test',
      appointment_id: null,
      language: 'en',
      body: 'Dear Amaka',
      failed_reason: null,
      last_error: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { mailId: mail.id, textId: text.id };
}

test('a patient deletes their account: future visits cancelled and the waitlist promoted, personal fields erased, past visits kept under a pseudonym, sessions ended, queued messages withdrawn, the e-mail free again', async () => {
  const email = 'erase-me@example.com';
  const patient = await createUser(server, { email, name: 'Amaka Obi' });
  const signedIn = await login(server, email);
  const auth = bearer(signedIn.body.data as string);
  await server.db
    .updateTable('users')
    .set({ date_of_birth: '1990-05-01', phone: '+2348031234567' })
    .where('id', '=', patient.user.id)
    .execute();
  const child = await post(
    server,
    '/api/user/add-dependant',
    { name: 'Chidi Obi', dateOfBirth: '2018-04-02', relationship: 'Child' },
    auth,
  );
  expect(child.status).toBe(201);
  const childId = (child.body.data as { _id: string })._id;

  // the doctor's one place that date is the patient's; another patient waits for it
  const doctor = await quickDoctor(server, { firstName: 'Erase', totalSlots: 1 });
  const date = addDays(TODAY, 3);
  const future = await book(server, { ...patient, auth }, doctor, dmy(date));
  const waiting = await quickUser(server, { name: 'Waiting Patient' });
  const joined = await post(
    server,
    '/api/bookAppointment/join-waitlist',
    { doctorId: doctor.doctor.id, date: dmy(date), time: '11:00' },
    waiting.auth,
  );
  expect(joined.status).toBe(201);
  const past = await pastVisit(patient.user.id, doctor, addDays(TODAY, -400));
  await server.db
    .insertInto('reviews')
    .values({
      appointment_id: past,
      user_id: patient.user.id,
      doctor_id: doctor.doctor.id,
      rating: 4,
      comment: 'Kind',
      status: 'approved',
    })
    .execute();
  const queued = await queueMessages(patient.user.id);

  const res = await post(server, DELETE, { password: 'Secret#2026' }, auth);
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ cancelled: 1 });
  expect(res.body.message).toBe('The account has been deleted: 1 future visit was cancelled.');

  // the future visit is cancelled and its place went to the patient who waited
  expect((await visit(future))?.status).toBe('cancelled');
  const promoted = await server.db
    .selectFrom('appointments')
    .select('status')
    .where('user_id', '=', waiting.user.id)
    .where('doctor_id', '=', doctor.doctor.id)
    .execute();
  expect(promoted).toHaveLength(1);
  const waitlistLeft = await server.db
    .selectFrom('waitlist_entries')
    .select('id')
    .where('user_id', '=', waiting.user.id)
    .execute();
  expect(waitlistLeft).toHaveLength(0);

  // every personal field of the account and of the child is gone; a random pseudonym stands in
  const erased = await userRow(patient.user.id);
  expect(erased).toMatchObject({
    email: null,
    phone: '',
    password_hash: null,
    date_of_birth: null,
    review_name: false,
  });
  expect(erased.name).toMatch(PSEUDONYM);
  expect(erased.erased_at).not.toBeNull();
  const erasedChild = await userRow(childId);
  expect(erasedChild.name).toMatch(PSEUDONYM);
  expect(erasedChild.name).not.toBe(erased.name);
  expect(erasedChild.date_of_birth).toBeNull();

  // the past visit stays, under the pseudonym, and is what the retention job will look at
  expect((await visit(past))?.user_id).toBe(patient.user.id);
  expect(await oldestKept(patient.user.id)).toBe(addDays(TODAY, -400));

  // the old token is refused, and so are the old credentials
  expect((await post(server, '/api/user/getUser_id', {}, auth)).status).toBe(401);
  expect((await login(server, email)).status).toBe(401);

  // what was queued is not sent, and keeps no words
  await drainOutbox(server);
  const mail = await server.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('id', '=', queued.mailId)
    .executeTakeFirstOrThrow();
  expect(mail).toMatchObject({ sent_at: null, to_address: '', text_body: '' });
  expect(mail.withdrawn_at).not.toBeNull();
  const text = await server.db
    .selectFrom('sms_outbox')
    .selectAll()
    .where('id', '=', queued.textId)
    .executeTakeFirstOrThrow();
  expect(text).toMatchObject({ state: 'failed', body: '', to_number: '' });

  // the request is on the administrators' list, answered
  const requests = await get(server, '/api/admin/data-requests?pageSize=100', admin.auth);
  expect(requests.body.data).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        kind: 'deletion',
        patientName: erased.name,
        status: 'done',
        handledBy: null,
      }),
    ]),
  );

  // the e-mail registers again, as a new account
  const again = await post(server, '/api/user/register', registration(email));
  expect(again.status).toBe(201);
});

test('a wrong password, a missing or wrong code is refused and nothing changes', async () => {
  const email = 'erase-refused@example.com';
  const patient = await createUser(server, { email, name: 'Bisi Ade' });
  const { secret } = await turnOnMfa(server, patient.user, patient.auth);
  const doctor = await quickDoctor(server, { firstName: 'Refused' });
  const future = await book(server, patient, doctor, dmy(addDays(TODAY, 2)));

  const wrongPassword = await post(server, DELETE, { password: 'not-it' }, patient.auth);
  expect(wrongPassword.status).toBe(400);
  expect(wrongPassword.body.message).toBe('That password is not right. Your account has not been deleted.');
  const noCode = await post(server, DELETE, { password: 'Secret#2026' }, patient.auth);
  expect(noCode.status).toBe(400);
  expect(noCode.body.message).toBe(
    'Please enter the code from your authenticator app. Your account has not been deleted.',
  );
  const code = await freshCode(server, patient.user.id, secret);
  const wrongCode = await post(
    server,
    DELETE,
    { password: 'Secret#2026', code: otherCode(code) },
    patient.auth,
  );
  expect(wrongCode.status).toBe(400);
  expect(wrongCode.body.message).toBe('That code is not right. Your account has not been deleted.');

  const row = await userRow(patient.user.id);
  expect(row).toMatchObject({ name: 'Bisi Ade', email, erased_at: null });
  expect((await visit(future))?.status).toBe('pending');
  expect((await post(server, '/api/user/getUser_id', {}, patient.auth)).status).toBe(200);

  const right = await post(
    server,
    DELETE,
    { password: 'Secret#2026', code: await freshCode(server, patient.user.id, secret) },
    patient.auth,
  );
  expect(right.status).toBe(200);
  expect((await visit(future))?.status).toBe('cancelled');
});

test('an administrator erases a patient on a written request, with its reference; never a staff account; only once', async () => {
  const patient = await quickUser(server, { name: 'Written Request' });
  const staff = await quickUser(server, { name: 'Desk Person', flags: { is_staff: true } });
  const ADMIN_DELETE = '/api/admin/delete-account';

  const asPatient = await post(
    server,
    ADMIN_DELETE,
    { userId: patient.user.id, requestReference: 'L-1' },
    patient.auth,
  );
  expect(asPatient.status).toBe(403);
  const notPatient = await post(
    server,
    ADMIN_DELETE,
    { userId: staff.user.id, requestReference: 'L-1' },
    admin.auth,
  );
  expect(notPatient.status).toBe(409);
  expect((await userRow(staff.user.id)).name).toBe('Desk Person');

  const done = await post(
    server,
    ADMIN_DELETE,
    { userId: patient.user.id, requestReference: 'LETTER-2026-7' },
    admin.auth,
  );
  expect(done.status).toBe(200);
  expect((await userRow(patient.user.id)).name).toMatch(PSEUDONYM);
  const twice = await post(
    server,
    ADMIN_DELETE,
    { userId: patient.user.id, requestReference: 'L-2' },
    admin.auth,
  );
  expect(twice.status).toBe(409);
  expect(twice.body.message).toBe('This account has already been deleted.');

  const request = await server.db
    .selectFrom('data_requests')
    .selectAll()
    .where('user_id', '=', patient.user.id)
    .executeTakeFirstOrThrow();
  expect(request).toMatchObject({ kind: 'deletion', reference: 'LETTER-2026-7', handled_by: admin.user.id });
});

test('the retention job deletes only the visits of erased accounts older than the retention', async () => {
  const doctor = await quickDoctor(server, { firstName: 'Retain' });
  const erasedPatient = await quickUser(server, { name: 'Old Records' });
  const keptPatient = await quickUser(server, { name: 'Still Here' });
  const now = new Date('2036-06-15T12:00:00Z');
  const tooOld = await pastVisit(erasedPatient.user.id, doctor, '2026-06-14');
  const justKept = await pastVisit(erasedPatient.user.id, doctor, '2026-06-16');
  const notErased = await pastVisit(keptPatient.user.id, doctor, '2020-01-01');
  const erase = await post(
    server,
    '/api/admin/delete-account',
    { userId: erasedPatient.user.id, requestReference: 'R-1' },
    admin.auth,
  );
  expect(erase.status).toBe(200);
  expect(await oldestKept(erasedPatient.user.id)).toBe('2026-06-14');

  const options = { now, retentionYears: 10, timeZone: 'Africa/Lagos' };
  while (await purgeExpiredRecords(server.db, options));
  expect(await visit(tooOld)).toBeUndefined();
  expect(await visit(justKept)).toBeDefined();
  expect(await visit(notErased)).toBeDefined();
  expect(await oldestKept(erasedPatient.user.id)).toBe('2026-06-16');

  // two days on, the last one goes too, and the account is looked at no more
  await purgeExpiredRecords(server.db, { ...options, now: new Date('2036-06-17T12:00:00Z') });
  expect(await visit(justKept)).toBeUndefined();
  expect(await oldestKept(erasedPatient.user.id)).toBeNull();
});
