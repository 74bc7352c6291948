import { startTestServer, type TestServer } from '../../helpers/server-app';
import { post } from '../../helpers/server-calls';
import { FORBIDDEN, usersByRole, type Made, type RoleName } from '../../helpers/doctor-fixtures';
import {
  RESCHEDULE,
  TODAY,
  book,
  clinicClockIn,
  dmy,
  notesOf,
  quickDoctor,
  quickUser,
  visitRow,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { addDays, nextClinicDate } from '../../../src/shared/clinicDays';
import { BOOKING_WINDOW_DAYS } from '../../../src/shared/schemas/appointments';

/** Cancel and reschedule: reschedule-appointment, on PGlite and PostgreSQL. */

let server: TestServer;
let as: Record<RoleName, Made>;
let doctor: QuickDoctor;
const DATE = addDays(TODAY, 2);
const NEW_DATE = addDays(TODAY, 4);

beforeAll(async () => {
  server = await startTestServer();
  as = await usersByRole(server, 'move');
  doctor = await quickDoctor(server, { firstName: 'Ada', totalSlots: 500 });
});
afterAll(() => server.close());

async function appointment(of: QuickDoctor = doctor, patient?: QuickUser) {
  const who = patient ?? (await quickUser(server, { name: 'Chidi Okafor' }));
  const id = await book(server, who, of, DATE);
  return { id, patient: who };
}

const approve = (id: string) =>
  post(
    server,
    '/api/doctor/change-appointment-status',
    { appointmentId: id, status: 'approved', comment: 'See you', schedule_date: dmy(DATE) },
    as.admin.auth,
  );

const move = (id: string, who: { auth: Record<string, string> }, date = NEW_DATE, time = '11:30') =>
  post(server, RESCHEDULE, { appointmentId: id, date: dmy(date), time }, who.auth);

describe('reschedule-appointment: who', () => {
  test('the owner moves an approved visit: pending again on the new date, the doctor is told', async () => {
    const { id, patient } = await appointment();
    await approve(id);
    const res = await move(id, patient);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: `Appointment rescheduled to ${dmy(NEW_DATE)}`,
      data: { _id: id, status: 'pending', date: NEW_DATE, time: '11:30', schedule_date: null },
    });
    expect(await visitRow(server, id)).toMatchObject({
      status: 'pending',
      date: NEW_DATE,
      time: '11:30',
      schedule_date: null,
      // the approval sent SEQUENCE 1, the move's invitation outranks it
      calendar_sequence: 2,
    });
    expect(await notesOf(server, doctor.user.id)).toContainEqual({
      message: `Chidi Okafor moved an appointment to ${dmy(NEW_DATE)}`,
      on_click_path: '/doctor/appointments',
    });
  });

  test.each(['staff', 'admin'] as const)('%s moves a patient’s visit; the patient is told', async (role) => {
    const { id, patient } = await appointment();
    expect((await move(id, as[role])).status).toBe(200);
    expect(await notesOf(server, patient.user.id)).toContainEqual({
      message: `Your appointment with Dr. Ada Eze has been moved to ${dmy(NEW_DATE)}`,
      on_click_path: '/appointments',
    });
  });

  test('another patient and the doctor: 403, nothing changes', async () => {
    const { id } = await appointment();
    for (const who of [await quickUser(server), doctor]) {
      const res = await move(id, who);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect(await visitRow(server, id)).toMatchObject({ status: 'pending', date: DATE, time: '10:00' });
  });
});

describe('reschedule-appointment: the booking checks on the new date', () => {
  test.each([
    [
      'a past date',
      addDays(TODAY, -1),
      '10:00',
      400,
      `Please choose a date from today up to ${BOOKING_WINDOW_DAYS} days ahead`,
    ],
    [
      'beyond the window',
      addDays(TODAY, BOOKING_WINDOW_DAYS + 1),
      '10:00',
      400,
      `Please choose a date from today up to ${BOOKING_WINDOW_DAYS} days ahead`,
    ],
    ['outside the hours', NEW_DATE, '14:00', 400, 'Dr. Ada Eze sees patients between 09:00 and 13:00'],
  ])('%s: refused with the booking message, nothing changes', async (_label, date, time, status, message) => {
    const { id, patient } = await appointment();
    const res = await move(id, patient, date, time);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await visitRow(server, id)).toMatchObject({ status: 'pending', date: DATE, time: '10:00' });
  });

  test('not a clinic day: the booking message with the next clinic day', async () => {
    const mondays = await quickDoctor(server, { firstName: 'Mo', clinicDays: ['Monday'] });
    const monday = nextClinicDate(['Monday'], addDays(TODAY, 1)) as string;
    const patient = await quickUser(server);
    const id = await book(server, patient, mondays, monday);
    const res = await move(id, patient, addDays(monday, 1));
    expect(res.body).toEqual({
      success: false,
      message: `Dr. Mo Eze does not hold clinic on ${dmy(addDays(monday, 1))}. Next clinic day: ${dmy(addDays(monday, 7))}`,
    });
  });

  test('a full date: No slots left; the same date at another hour is fine', async () => {
    const small = await quickDoctor(server, { firstName: 'Sam', totalSlots: 1 });
    const { id, patient } = await appointment(small);
    const other = await quickUser(server);
    await book(server, other, small, NEW_DATE);
    const full = await move(id, patient);
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ success: false, message: `No slots left on ${dmy(NEW_DATE)}`, full: true });
    const sameDay = await move(id, patient, DATE, '12:00');
    expect(sameDay.status).toBe(200);
  });

  test('a second live visit with the doctor that date is refused', async () => {
    const patient = await quickUser(server);
    const { id } = await appointment(doctor, patient);
    await book(server, patient, doctor, NEW_DATE);
    const res = await move(id, patient);
    expect(res.body).toEqual({
      success: false,
      message: `You already have an appointment with Dr. Ada Eze on ${dmy(NEW_DATE)}`,
    });
  });

  test('inside the cut-off the patient is refused, the clinic is not', async () => {
    const soon = clinicClockIn(60 * 60_000);
    const { id, patient } = await appointment();
    await server.db
      .updateTable('appointments')
      .set({ date: soon.date, time: soon.time })
      .where('id', '=', id)
      .execute();
    const res = await move(id, patient);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      message:
        'Appointments can no longer be rescheduled online less than 2 hours before the visit. Please call the clinic.',
    });
    expect((await move(id, as.staff)).status).toBe(200);
  });

  test('the patient cannot move a visit into the last 2 hours before it', async () => {
    const soon = clinicClockIn(60 * 60_000);
    const early = await quickDoctor(server, { firstName: 'Eve', start: '00:01', end: '23:59' });
    const { id, patient } = await appointment(early);
    const res = await move(id, patient, soon.date, soon.time);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: 'Please choose a time at least 2 hours from now' });
    expect(await visitRow(server, id)).toMatchObject({ date: DATE, time: '10:00' });
  });
});

test('50 simultaneous moves into a date with 5 places: exactly 5 land, the rest stay put', async () => {
  const five = await quickDoctor(server, { firstName: 'Fiona', totalSlots: 5 });
  const visits = await Promise.all(
    Array.from({ length: 50 }, async (_, i) => {
      const patient = await quickUser(server);
      const id = await book(server, patient, five, addDays(TODAY, 5 + (i % 10)));
      return { id, patient };
    }),
  );
  const target = addDays(TODAY, 20);
  const answers = await Promise.all(visits.map(({ id, patient }) => move(id, patient, target)));
  expect(answers.filter((r) => r.status === 200)).toHaveLength(5);
  expect(
    answers
      .filter((r) => r.status === 409)
      .every((r) => r.body.message === `No slots left on ${dmy(target)}`),
  ).toBe(true);
  const onTarget = await server.db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('doctor_id', '=', five.doctor.id)
    .where('date', '=', target)
    .executeTakeFirstOrThrow();
  expect(Number(onTarget.n)).toBe(5);
});
