import { catalogue, filled } from '../../helpers/catalogue-text';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import { startTestServer, storedLanguage, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import {
  BOOK,
  CHECK,
  TODAY,
  atClinicTimeToday,
  appointmentRow,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { mailTo, mailsOf } from '../../helpers/mail-fixtures';
import { FORBIDDEN } from '../../helpers/doctor-fixtures';
import { addDays } from '../../../src/shared/clinicDays';
import { PATIENT_MESSAGES } from '../../../src/shared/schemas/patients';
import { MSG } from '../../../src/shared/messages';
import type { DeskPatientRow } from '../../../src/shared/patientTypes';

/** The appointment (or new record's id) an answer carries. */
const dataOf = (res: { body: { data?: unknown } }) => res.body.data as Appointment;

/** The front desk finds, registers and books for patients. */

const FIND = '/api/desk/find-patients';
const REGISTER = '/api/desk/register-patient';

let server: TestServer;
let doctor: QuickDoctor;
let staff: QuickUser;
let admin: QuickUser;
let patient: QuickUser;

beforeAll(async () => {
  server = await startTestServer();
  doctor = await quickDoctor(server, { firstName: 'Femi', totalSlots: 30 });
  staff = await quickUser(server, { name: 'Desk Dami', flags: { is_staff: true } });
  admin = await quickUser(server, { name: 'Admin Ayo', flags: { is_admin: true } });
  patient = await quickUser(server, { name: 'Plain Patient' });
});
afterAll(() => server.close());

async function register(payload: Record<string, unknown>, by: QuickUser = staff): Promise<string> {
  const res = await post(server, REGISTER, payload, by.auth);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data as { _id: string })._id;
}

const find = async (search: string, by: QuickUser = staff) => {
  const res = await get(server, `${FIND}?search=${encodeURIComponent(search)}`, by.auth);
  expect(res.status).toBe(200);
  return res.body as { data: DeskPatientRow[]; total: number };
};

describe('who may use the desk', () => {
  test.each([
    ['GET', FIND],
    ['POST', REGISTER],
  ])('%s %s: patient and doctor 403, no token 401', async (method, url) => {
    const call = (headers?: Record<string, string>) =>
      method === 'GET'
        ? get(server, url, headers)
        : post(server, url, { name: 'X Y', phone: '08030000000' }, headers);
    expect((await call()).status).toBe(401);
    for (const who of [patient, doctor]) {
      const res = await call(who.auth);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
  });
});

describe('register-patient', () => {
  test('a phone-only caller: 201 with the id; a record without a login that find-patients shows', async () => {
    const res = await post(server, REGISTER, { name: 'Baba Musa', phone: '0803 123 4567' }, staff.auth);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: PATIENT_MESSAGES.patientRegistered,
      data: { _id: expect.any(String) },
    });
    const row = await server.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', dataOf(res)._id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: null,
      password_hash: null,
      registered_by: staff.user.id,
      is_staff: false,
    });
    const found = await find('0803 123 4567');
    expect(found.data).toEqual([
      {
        _id: dataOf(res)._id,
        name: 'Baba Musa',
        // kept in E.164
        phone: '+2348031234567',
        email: null,
        dateOfBirth: null,
        hasAccount: false,
        accountHolder: null,
        nextVisit: null,
      },
    ]);
  });

  test('same name (any case) and phone digits → 409 with the existing id; nothing written', async () => {
    const id = await register({ name: 'Grace Bello', phone: '08091112222' });
    const res = await post(server, REGISTER, { name: 'GRACE bello', phone: '0809 111 2222' }, admin.auth);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      message: PATIENT_MESSAGES.duplicatePatient,
      data: { _id: id },
    });
    expect((await find('Grace Bello')).data).toHaveLength(1);
  });

  test('an e-mail already used → 409', async () => {
    const res = await post(
      server,
      REGISTER,
      { name: 'Other Name', phone: '08095550000', email: patient.user.email },
      staff.auth,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MSG.emailTaken);
  });

  test.each([
    ['no name', { phone: '08030000001' }, 'Please enter the patient’s name'],
    ['no phone', { name: 'No Phone' }, 'Please enter the patient’s phone number'],
    ['a bad e-mail', { name: 'Bad Mail', phone: '08030000002', email: 'nope' }, 'Please enter a valid email'],
    [
      'a future date of birth',
      { name: 'Future Kid', phone: '08030000003', dateOfBirth: addDays(TODAY, 1) },
      'Date of birth cannot be in the future',
    ],
    [
      'a language ClinicBook does not speak',
      { name: 'Lang Xx', phone: '08030000004', language: 'xx' },
      'Please choose one of the languages offered: en, fr, ha, yo, ig, ar',
    ],
  ])('%s → 400', async (_label, payload, message) => {
    const res = await post(server, REGISTER, payload, staff.auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  test('the desk names the patient’s language: the invitation is written in it, and the record keeps it for later mail', async () => {
    const email = `yoruba-${Date.now()}@example.com`;
    const { answer, mails } = await mailsOf(server, () =>
      post(server, REGISTER, { name: 'Adé Ọlá', phone: '08077770001', email, language: 'yo' }, staff.auth),
    );
    expect(answer.status).toBe(201);
    expect(mailTo(mails, email).subject).toBe(
      filled(catalogue('yo', 'mail')['mail.invite.subject']!, { clinic: 'ClinicBook' }),
    );
    expect(await storedLanguage(server, email)).toBe('yo');
  });

  test('with an e-mail: an invitation code that sets a passcode; then they sign in and see the desk’s visit', async () => {
    const email = `invited-${Date.now()}@example.com`;
    const { answer, mails } = await mailsOf(server, () =>
      post(
        server,
        REGISTER,
        { name: 'Invited Ife', phone: '08077778888', email, dateOfBirth: '1950-01-02' },
        staff.auth,
      ),
    );
    expect(answer.status).toBe(201);
    const invitation = mailTo(mails, email);
    const code = /code (\d{6})/.exec(invitation.text)?.[1];
    expect(code).toBeDefined();
    const patientId = dataOf(answer)._id as string;
    const booked = await post(
      server,
      BOOK,
      { doctorId: doctor.doctor.id, date: addDays(TODAY, 2), time: '10:00', patientId },
      staff.auth,
    );
    expect(booked.status).toBe(201);

    // no passcode yet: sign-in fails as for a wrong one
    expect((await post(server, '/api/user/login', { email, password: 'Secret#2026' })).status).toBe(401);
    const reset = await post(server, '/api/reset-Password/reset-password', {
      email,
      otp: code,
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
    });
    expect(reset.status).toBe(200);
    const login = await post(server, '/api/user/login', { email, password: 'Secret#2026' });
    expect(login.status).toBe(200);
    const token = login.body.data as string | { token: string };
    const auth = { authorization: `Bearer ${typeof token === 'string' ? token : token.token}` };
    const list = await get(server, '/api/user/get-appointments-by-user-id', auth);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        _id: dataOf(booked)._id,
        status: 'approved',
        bookedBy: { _id: staff.user.id, name: 'Desk Dami' },
      }),
    ]);
    const row = (await find(email)).data[0];
    expect(row).toMatchObject({ hasAccount: true, dateOfBirth: '1950-01-02' });
  });
});

describe('find-patients', () => {
  test('by any part of the name, the phone digits or the e-mail; accounts and dependants too; paged', async () => {
    const holder = await quickUser(server, { name: 'Zainab Lawal' });
    const kid = await post(
      server,
      '/api/user/add-dependant',
      { name: 'Zara Lawal', dateOfBirth: '2019-01-01', relationship: 'Child' },
      holder.auth,
    );
    expect(kid.status).toBe(201);
    const byName = await find('lawal');
    expect(byName.data.map((r) => r.name).sort()).toEqual(['Zainab Lawal', 'Zara Lawal']);
    expect(byName.data.find((r) => r.name === 'Zainab Lawal')?.hasAccount).toBe(true);
    expect((await find(holder.user.email.slice(0, 12))).data.map((r) => r._id)).toContain(holder.user.id);
    await register({ name: 'Digit Dan', phone: '+234 (0) 806-555-0199' });
    expect((await find('8065550199')).data.map((r) => r.name)).toEqual(['Digit Dan']);
    // clinic personnel are not patients
    expect((await find('Desk Dami')).data).toEqual([]);
    const page = await get(server, `${FIND}?pageSize=1&page=1`, staff.auth);
    expect(page.body).toMatchObject({ page: 1, pageSize: 1, data: [expect.any(Object)] });
    expect(page.body.total).toBeGreaterThan(1);
    expect((await get(server, `${FIND}?pageSize=500`, staff.auth)).status).toBe(400);
  });

  // a page the first patients in order hold is found by walking them, any other through the trigram
  // indexes: small pages of a search take the first way, one page of all the second
  test.each(['createdAt', 'name'])(
    'pages of a search sorted by %s, both ways, hold every match once in order with the true total',
    async (sort) => {
      const word = `Walk${sort}`;
      const names = ['Obi', 'Ada', 'Emeka', 'Bisi', 'Chuka'].map((first) => `${first} ${word}`);
      for (const name of names) await register({ name, phone: '08055500000' });
      for (const order of ['asc', 'desc']) {
        const url = (size: number, page: number) =>
          `${FIND}?search=${word.toLowerCase()}&sort=${sort}&order=${order}&pageSize=${size}&page=${page}`;
        const whole = (await get(server, url(10, 1), staff.auth)).body as {
          data: DeskPatientRow[];
          total: number;
        };
        expect(whole.total).toBe(5);
        const paged = [];
        for (const page of [1, 2, 3]) {
          const body = (await get(server, url(2, page), staff.auth)).body as {
            data: DeskPatientRow[];
            total: number;
          };
          if (page < 3) expect(body.total).toBeGreaterThanOrEqual(5);
          paged.push(...body.data.map((row) => row.name));
        }
        expect(paged).toEqual(whole.data.map((row) => row.name));
        if (sort === 'name') {
          const alphabetical = [...names].sort();
          expect(paged).toEqual(order === 'asc' ? alphabetical : alphabetical.reverse());
        }
      }
    },
  );

  test('a row shows the next visit', async () => {
    const id = await register({ name: 'Next Visit Nkem', phone: '08012121212' });
    const date = addDays(TODAY, 3);
    const booked = await post(
      server,
      BOOK,
      { doctorId: doctor.doctor.id, date, time: '09:30', patientId: id },
      admin.auth,
    );
    expect(booked.status).toBe(201);
    expect((await find('Nkem')).data[0].nextVisit).toEqual({
      _id: dataOf(booked)._id,
      date,
      time: '09:30',
      doctorName: 'Femi Eze',
      status: 'approved',
    });
  });

  test('Next visit is the next one due today or later in clinic time, never a past one; a follow-up on its follow-up date', async () => {
    const id = await register({ name: 'Due Dayo', phone: '08014141414' });
    const visit = (values: Record<string, unknown>) => ({
      user_id: id,
      doctor_id: doctor.doctor.id,
      time: '10:00',
      ...values,
    });
    const insert = async (values: Record<string, unknown>[]) =>
      (
        await server.db
          .insertInto('appointments')
          .values(values.map(visit) as never)
          .returning(['id', 'status'])
          .execute()
      ).map((row) => row.id);
    // a visit approved for ten days ago whose follow-up is in five days, a pending request left
    // from yesterday, an approved visit in eight days: the follow-up is next, on its own date
    const [followUp] = await insert([
      {
        date: addDays(TODAY, -12),
        schedule_date: addDays(TODAY, -10),
        status: 'follow-up',
        follow_up_date: addDays(TODAY, 5),
      },
      { date: addDays(TODAY, -1), status: 'pending' },
      { date: addDays(TODAY, 7), schedule_date: addDays(TODAY, 8), status: 'approved' },
      { date: addDays(TODAY, -3), schedule_date: addDays(TODAY, -3), status: 'completed' },
    ]);
    const next = async () => (await find('Due Dayo')).data[0].nextVisit;
    expect(await next()).toEqual({
      _id: followUp,
      date: addDays(TODAY, 5),
      time: '10:00',
      doctorName: 'Femi Eze',
      status: 'follow-up',
    });

    // one due today (the clinic's today) comes first, whatever its time
    const [dueToday] = await insert([
      { date: TODAY, schedule_date: TODAY, status: 'approved', time: '16:30' },
    ]);
    expect(await next()).toMatchObject({ _id: dueToday, date: TODAY, time: '16:30' });

    // only past visits: nothing, rather than the most recent one
    const pastOnly = await register({ name: 'Past Pele', phone: '08015151515' });
    await server.db
      .insertInto('appointments')
      .values([
        {
          user_id: pastOnly,
          doctor_id: doctor.doctor.id,
          time: '09:00',
          date: addDays(TODAY, -20),
          schedule_date: addDays(TODAY, -20),
          status: 'follow-up',
          follow_up_date: addDays(TODAY, -2),
        },
        {
          user_id: pastOnly,
          doctor_id: doctor.doctor.id,
          time: '09:00',
          date: addDays(TODAY, -4),
          schedule_date: addDays(TODAY, -4),
          status: 'approved',
        },
      ])
      .execute();
    expect((await find('Past Pele')).data[0].nextVisit).toBeNull();
  });

  test('a family member is shown with the account holder who manages them and the relationship', async () => {
    const holder = await quickUser(server, { name: 'Halima Sule' });
    for (const [name, relationship] of [
      ['Hassan Sule', 'Child'],
      ['Hauwa Sule', 'Grandparent'],
    ]) {
      const added = await post(
        server,
        '/api/user/add-dependant',
        { name, dateOfBirth: '1950-06-01', relationship },
        holder.auth,
      );
      expect(added.status).toBe(201);
    }
    const rows = (await find('Sule')).data;
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(Object.keys(byName).sort()).toEqual(['Halima Sule', 'Hassan Sule', 'Hauwa Sule']);
    expect(byName['Halima Sule'].accountHolder).toBeNull();
    expect(byName['Hassan Sule']).toMatchObject({
      hasAccount: false,
      accountHolder: { _id: holder.user.id, name: 'Halima Sule', relationship: 'Child' },
    });
    expect(byName['Hauwa Sule'].accountHolder).toEqual({
      _id: holder.user.id,
      name: 'Halima Sule',
      relationship: 'Grandparent',
    });
    // the record the desk books for says the same
    const one = await get(server, `/api/desk/patient?patientId=${byName['Hassan Sule']._id}`, staff.auth);
    expect(one.body.data).toEqual(byName['Hassan Sule']);
  });

  test('one record by id answers as its find-patients row; someone else or nobody is not found', async () => {
    const id = await register({ name: 'Single Sade', phone: '08013131313' });
    const [row] = (await find('Single Sade')).data;
    const one = await get(server, `/api/desk/patient?patientId=${id}`, staff.auth);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(row);
    for (const other of [staff.user.id, '00000000-0000-4000-8000-000000000000']) {
      const missing = await get(server, `/api/desk/patient?patientId=${other}`, admin.auth);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Patient not found');
    }
  });
});

describe('desk booking', () => {
  test('approved at once by the staff member for the booked date, with an .ics invitation; audited', async () => {
    const email = `desk-mail-${Date.now()}@example.com`;
    const id = await register({ name: 'Mail Me', phone: '08044443333', email });
    const date = addDays(TODAY, 2);
    const { answer, mails } = await mailsOf(server, () =>
      post(server, BOOK, { doctorId: doctor.doctor.id, date, time: '11:00', patientId: id }, staff.auth),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      status: 'approved',
      schedule_date: date,
      approvedByName: 'Desk Dami',
      userInfo: { _id: id, name: 'Mail Me' },
      bookedBy: { _id: staff.user.id, name: 'Desk Dami' },
    });
    const mail = mailTo(mails, email);
    expect(mail.subject).toMatch(/^Appointment approved: /);
    expect(mail.calendar?.method).toBe('REQUEST');
    const row = await appointmentRow(server, dataOf(answer)._id);
    expect(row).toMatchObject({ user_id: id, booked_by: staff.user.id, status: 'approved' });
    await server.app.auditWritesSettled();
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'target'])
      .where('action', 'in', [
        'POST /api/bookAppointment/book-appointment',
        'POST /api/desk/register-patient',
      ])
      .where('target', '=', id)
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { actor_id: staff.user.id, action: 'POST /api/desk/register-patient', target: id },
        { actor_id: staff.user.id, action: 'POST /api/bookAppointment/book-appointment', target: id },
      ]),
    );
  });

  test('a patient without an e-mail is booked without mail; a walk-in books today', async () => {
    const id = await register({ name: 'Walk In', phone: '08066660000' });
    const res = await atClinicTimeToday(server, '08:00', () =>
      post(
        server,
        BOOK,
        { doctorId: doctor.doctor.id, date: TODAY, time: '12:00', patientId: id },
        staff.auth,
      ),
    );
    expect(res.status).toBe(201);
    const outbox = await server.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('appointment_id', '=', dataOf(res)._id)
      .execute();
    expect(outbox).toEqual([]);
  });

  test('a visit today is not booked for a time already past on the clinic’s clock; a later one is', async () => {
    const id = await register({ name: 'Late Walker', phone: '08066660001' });
    const at = (time: string) => ({ doctorId: doctor.doctor.id, date: TODAY, time, patientId: id });
    const { past, check, later } = await atClinicTimeToday(server, '11:07', async () => ({
      past: await post(server, BOOK, at('11:00'), staff.auth),
      check: await post(server, CHECK, at('09:30'), staff.auth),
      later: await post(server, BOOK, at('11:15'), staff.auth),
    }));
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('11:00 has already passed today. Please choose a later time.');
    expect(check.body.message).toBe('09:30 has already passed today. Please choose a later time.');
    expect(later.status).toBe(201);
    const booked = await server.db
      .selectFrom('appointments')
      .select('time')
      .where('user_id', '=', id)
      .execute();
    expect(booked).toEqual([{ time: '11:15' }]);
  });

  test('staff naming a clinic account, or an unknown id, is refused', async () => {
    const base = { doctorId: doctor.doctor.id, date: addDays(TODAY, 2), time: '10:00' };
    const personnel = await post(server, BOOK, { ...base, patientId: admin.user.id }, staff.auth);
    expect(personnel.status).toBe(404);
    const unknown = await post(
      server,
      BOOK,
      { ...base, patientId: '00000000-0000-4000-8000-000000000000' },
      staff.auth,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(PATIENT_MESSAGES.patientNotFound);
  });

  test('20 simultaneous desk bookings into a 5-place date leave exactly 5', async () => {
    const small = await quickDoctor(server, { firstName: 'Small', totalSlots: 5 });
    const rows = await server.db
      .insertInto('users')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          name: `Rush ${i}`,
          phone: `0801000${String(i).padStart(4, '0')}`,
          email: null,
          password_hash: null,
        })),
      )
      .returning('id')
      .execute();
    const date = addDays(TODAY, 4);
    const answers = await Promise.all(
      rows.map((r, i) =>
        post(
          server,
          BOOK,
          { doctorId: small.doctor.id, date, time: '10:00', patientId: r.id },
          i % 2 ? staff.auth : admin.auth,
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(15);
    for (const a of refused) expect(a.body.message).toMatch(/^No slots left on /);
    const held = await server.db
      .selectFrom('appointments')
      .select('id')
      .where('doctor_id', '=', small.doctor.id)
      .execute();
    expect(held).toHaveLength(5);
  });
});
