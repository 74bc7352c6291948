import { startTestServer, type TestServer } from '../../helpers/server-app';
import { post } from '../../helpers/server-calls';
import { FORBIDDEN, usersByRole, type Made, type RoleName } from '../../helpers/doctor-fixtures';
import {
  BEFORE_HOURS,
  BOOK,
  CHECK,
  TODAY,
  atClinicTimeToday,
  appointmentRow,
  book,
  clinicDateOf,
  dmy,
  notesOf,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';

let server: TestServer;
let as: Record<RoleName, Made>;
let doctor: QuickDoctor;
let patient: QuickUser;
const TOMORROW = addDays(TODAY, 1);

beforeAll(async () => {
  server = await startTestServer();
  as = await usersByRole(server, 'booking');
  doctor = await quickDoctor(server, { firstName: 'Ada' });
  patient = await quickUser(server, { name: 'Chidi Okafor' });
});
afterAll(() => server.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  doctorId: doctor.doctor.id,
  date: dmy(TOMORROW),
  time: '10:00',
  ...overrides,
});

describe('who may check and book', () => {
  test.each([CHECK, BOOK])(
    '%s: no token 401; doctor 403; admin and staff must name the patient',
    async (url) => {
      expect((await post(server, url, body())).status).toBe(401);
      const res = await post(server, url, body(), as.doctor.auth);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
      // the desk books for a patient record (patients-desk.cases.ts), never for itself
      for (const role of ['admin', 'staff'] as const) {
        const desk = await post(server, url, body(), as[role].auth);
        expect(desk.status).toBe(400);
        expect(desk.body.message).toBe('Please choose who the visit is for');
      }
    },
  );

  test('a patient and a reg doctor may check availability', async () => {
    for (const role of ['patient', 'regDoctor'] as const) {
      const res = await post(server, CHECK, body(), as[role].auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: 'Appointment available',
        data: { availableSlots: 5 },
      });
    }
  });
});

describe('input: a valid date, time and doctor', () => {
  test.each([
    ['time 00:00', { time: '00:00' }],
    ['no time', { time: undefined }],
    ['a time that is not HH:mm', { time: '9am' }],
    ['no date', { date: undefined }],
    ['a date that does not exist', { date: '31-02-2030' }],
  ])('%s → 400 Please select a valid time.', async (_label, overrides) => {
    for (const url of [CHECK, BOOK]) {
      const res = await post(server, url, body(overrides), patient.auth);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please select a valid time.');
    }
  });

  test('both date formats are accepted and stored as YYYY-MM-DD', async () => {
    const p = await quickUser(server);
    const q = await quickUser(server);
    const a = await book(server, p, doctor, dmy(addDays(TODAY, 2)));
    const b = await book(server, q, doctor, addDays(TODAY, 2));
    const res = await post(server, CHECK, body({ date: addDays(TODAY, 2) }), patient.auth);
    expect(res.body.data).toEqual({ availableSlots: 3 });
    const rows = await server.db
      .selectFrom('appointments')
      .select((eb) => ['id', eb.fn<string>('to_char', [eb.ref('date'), eb.val('YYYY-MM-DD')]).as('d')])
      .where('id', 'in', [a, b])
      .execute();
    expect(rows.map((r) => r.d)).toEqual([addDays(TODAY, 2), addDays(TODAY, 2)]);
  });

  test('an unknown doctor is 404', async () => {
    const res = await post(
      server,
      CHECK,
      body({ doctorId: '00000000-0000-4000-8000-000000000000' }),
      patient.auth,
    );
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Doctor not found' });
  });
});

describe('the booking checks, with their messages', () => {
  test.each(['pending', 'blocked'] as const)('a %s doctor is not taking appointments', async (status) => {
    const other = await quickDoctor(server, { status });
    for (const url of [CHECK, BOOK]) {
      const res = await post(server, url, body({ doctorId: other.doctor.id }), patient.auth);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This doctor is not taking appointments');
    }
  });

  test.each([
    ['yesterday', addDays(TODAY, -1)],
    ['91 days ahead', addDays(TODAY, 91)],
  ])('%s is outside the booking window', async (_label, date) => {
    for (const url of [CHECK, BOOK]) {
      const res = await post(server, url, body({ date }), patient.auth);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please choose a date from today up to 90 days ahead');
    }
  });

  test('today and 90 days ahead are inside the window', async () => {
    await atClinicTimeToday(server, BEFORE_HOURS, async () => {
      for (const date of [TODAY, addDays(TODAY, 90)]) {
        expect((await post(server, CHECK, body({ date }), patient.auth)).status).toBe(200);
      }
    });
  });

  test('a date that is not a clinic day names the next one', async () => {
    const monday = await quickDoctor(server, { firstName: 'Bola', clinicDays: ['Monday'] });
    const tuesday = clinicDateOf(['Tuesday'], TOMORROW);
    const nextMonday = clinicDateOf(['Monday'], tuesday);
    const res = await post(server, CHECK, body({ doctorId: monday.doctor.id, date: tuesday }), patient.auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      `Dr. Bola Eze does not hold clinic on ${dmy(tuesday)}. Next clinic day: ${dmy(nextMonday)}`,
    );
    const ok = await post(
      server,
      CHECK,
      body({ doctorId: monday.doctor.id, date: nextMonday }),
      patient.auth,
    );
    expect(ok.status).toBe(200);
  });

  test.each(['08:59', '13:00', '23:30'])('time %s is outside the hours 09:00–13:00', async (time) => {
    for (const url of [CHECK, BOOK]) {
      const res = await post(server, url, body({ time }), patient.auth);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Dr. Ada Eze sees patients between 09:00 and 13:00');
    }
  });

  test('the checks run in order: window before clinic day before hours', async () => {
    const monday = await quickDoctor(server, { firstName: 'Kemi', clinicDays: ['Monday'] });
    const res = await post(
      server,
      CHECK,
      body({ doctorId: monday.doctor.id, date: addDays(TODAY, -1), time: '23:00' }),
      patient.auth,
    );
    expect(res.body.message).toBe('Please choose a date from today up to 90 days ahead');
    const tuesday = clinicDateOf(['Tuesday'], TOMORROW);
    const res2 = await post(
      server,
      CHECK,
      body({ doctorId: monday.doctor.id, date: tuesday, time: '23:00' }),
      patient.auth,
    );
    expect(res2.body.message).toMatch(/^Dr\. Kemi Eze does not hold clinic on /);
  });

  test('a full date: No slots left; a rejected appointment frees its slot', async () => {
    const small = await quickDoctor(server, { firstName: 'Femi', totalSlots: 2 });
    const date = addDays(TODAY, 3);
    const p1 = await quickUser(server);
    const p2 = await quickUser(server);
    const first = await book(server, p1, small, date);
    await book(server, p2, small, date);
    for (const url of [CHECK, BOOK]) {
      const res = await post(server, url, body({ doctorId: small.doctor.id, date }), patient.auth);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: `No slots left on ${dmy(date)}`, full: true });
    }
    await server.db.updateTable('appointments').set({ status: 'rejected' }).where('id', '=', first).execute();
    const res = await post(server, CHECK, body({ doctorId: small.doctor.id, date }), patient.auth);
    expect(res.body).toMatchObject({ success: true, data: { availableSlots: 1 } });
  });

  test('completed and follow-up appointments still hold their slot; an approved one holds its schedule date', async () => {
    const small = await quickDoctor(server, { firstName: 'Gbenga', totalSlots: 1 });
    const date = addDays(TODAY, 4);
    const moved = addDays(TODAY, 5);
    const id = await book(server, await quickUser(server), small, date);
    for (const status of ['completed', 'follow-up'] as const) {
      await server.db.updateTable('appointments').set({ status }).where('id', '=', id).execute();
      const res = await post(server, CHECK, body({ doctorId: small.doctor.id, date }), patient.auth);
      expect(res.status).toBe(409);
    }
    await server.db
      .updateTable('appointments')
      .set({ status: 'approved', schedule_date: moved })
      .where('id', '=', id)
      .execute();
    expect((await post(server, CHECK, body({ doctorId: small.doctor.id, date }), patient.auth)).status).toBe(
      200,
    );
    const res = await post(server, CHECK, body({ doctorId: small.doctor.id, date: moved }), patient.auth);
    expect(res.body.message).toBe(`No slots left on ${dmy(moved)}`);
  });

  test('a second live appointment with the same doctor that date is refused', async () => {
    const p = await quickUser(server);
    const date = addDays(TODAY, 6);
    const id = await book(server, p, doctor, date);
    for (const url of [CHECK, BOOK]) {
      const res = await post(server, url, body({ date, time: '11:00' }), p.auth);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(`You already have an appointment with Dr. Ada Eze on ${dmy(date)}`);
    }
    // once rejected, the patient may ask again
    await server.db.updateTable('appointments').set({ status: 'rejected' }).where('id', '=', id).execute();
    expect((await post(server, BOOK, body({ date }), p.auth)).status).toBe(201);
  });
});

describe('book-appointment', () => {
  test('201, a pending appointment of the caller, the doctor told by a notification', async () => {
    const date = addDays(TODAY, 7);
    const res = await post(server, BOOK, body({ date: dmy(date), time: '09:30' }), patient.auth);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Appointment booked successfully',
      data: {
        status: 'pending',
        date,
        time: '09:30',
        schedule_date: null,
        followUpDate: null,
        userInfo: { _id: patient.user.id, name: 'Chidi Okafor' },
        doctorInfo: { _id: doctor.doctor.id, firstName: 'Ada', lastName: 'Eze' },
      },
    });
    expect(await notesOf(server, doctor.user.id)).toContainEqual({
      message: 'A new appointment request has been made by Chidi Okafor',
      on_click_path: '/doctor/appointments',
    });
  });

  test('mass assignment: userId, userInfo, doctorInfo, status and comment in the body are ignored', async () => {
    const p = await quickUser(server, { name: 'Real Patient' });
    const victim = await quickUser(server, { name: 'Someone Else' });
    const date = addDays(TODAY, 8);
    const res = await post(
      server,
      BOOK,
      body({
        date,
        userId: victim.user.id,
        userInfo: { _id: victim.user.id, name: 'Someone Else' },
        doctorInfo: { firstName: 'Fake', feePerConsultation: 1 },
        status: 'approved',
        schedule_date: date,
        comment: 'pre-approved',
        approvedByName: 'me',
      }),
      p.auth,
    );
    expect(res.status).toBe(201);
    const row = await appointmentRow(server, (res.body.data as { _id: string })._id);
    expect(row).toMatchObject({
      user_id: p.user.id,
      doctor_id: doctor.doctor.id,
      status: 'pending',
      schedule_date: null,
      comment: null,
      approved_by_name: null,
    });
    expect(await notesOf(server, doctor.user.id)).toContainEqual({
      message: 'A new appointment request has been made by Real Patient',
      on_click_path: '/doctor/appointments',
    });
  });

  test('a refused booking stores nothing and tells nobody', async () => {
    const before = await notesOf(server, doctor.user.id);
    const count = async () => (await server.db.selectFrom('appointments').select('id').execute()).length;
    const n = await count();
    await post(server, BOOK, body({ date: addDays(TODAY, 95) }), patient.auth);
    expect(await count()).toBe(n);
    expect(await notesOf(server, doctor.user.id)).toEqual(before);
  });
});
