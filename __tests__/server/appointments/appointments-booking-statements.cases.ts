import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import { BOOK, TODAY, book, dmy, notesOf, quickDoctor, quickUser } from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

test('bookings that spell the doctor id in capitals share the date lock: 40 at once for 5 slots make 5', async () => {
  const doctor = await quickDoctor(server, { firstName: 'Bisi', totalSlots: 5 });
  const date = addDays(TODAY, 4);
  const patients = await Promise.all(Array.from({ length: 40 }, () => quickUser(server)));
  const results = await Promise.all(
    patients.map((p, i) => {
      const doctorId = i % 2 === 0 ? doctor.doctor.id : doctor.doctor.id.toUpperCase();
      return post(server, BOOK, { doctorId, date, time: '10:00' }, p.auth);
    }),
  );
  expect(results.filter((r) => r.status === 201)).toHaveLength(5);
  for (const r of results.filter((x) => x.status !== 201)) {
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ success: false, message: `No slots left on ${dmy(date)}`, full: true });
  }
  const rows = await server.db
    .selectFrom('appointments')
    .select('id')
    .where('doctor_id', '=', doctor.doctor.id)
    .execute();
  expect(rows).toHaveLength(5);
  expect(await notesOf(server, doctor.user.id)).toHaveLength(5);
});

test('the booking answer is the appointment as the lists show it, and the doctor is told', async () => {
  const doctor = await quickDoctor(server, { firstName: 'Kemi', totalSlots: 3 });
  const patient = await quickUser(server, { name: 'Tolu Ade' });
  const date = addDays(TODAY, 5);
  const res = await post(
    server,
    BOOK,
    { doctorId: doctor.doctor.id, date: dmy(date), time: '11:30' },
    patient.auth,
  );
  expect(res.status).toBe(201);
  expect(res.body.message).toBe('Appointment booked successfully');
  const listed = await get(server, '/api/user/get-appointments-by-user-id', patient.auth);
  expect(listed.body.data).toEqual([res.body.data]);
  expect(res.body.data).toMatchObject({
    status: 'pending',
    date,
    time: '11:30',
    schedule_date: null,
    reviewed: false,
    userInfo: { _id: patient.user.id, name: 'Tolu Ade' },
    doctorInfo: {
      _id: doctor.doctor.id,
      firstName: 'Kemi',
      lastName: 'Eze',
      appointmentTime: ['09:00', '13:00'],
    },
  });
  expect(await notesOf(server, doctor.user.id)).toEqual([
    { message: 'A new appointment request has been made by Tolu Ade', on_click_path: '/doctor/appointments' },
  ]);
});

test('a booking’s audit row is written before its answer leaves', async () => {
  const doctor = await quickDoctor(server, { firstName: 'Ayo', totalSlots: 3 });
  const patient = await quickUser(server);
  const id = await book(server, patient, doctor, addDays(TODAY, 6));
  // no auditWritesSettled(): the row must already be there
  const rows = await server.db
    .selectFrom('audit_log')
    .select(['action', 'status_code', 'target'])
    .where('actor_id', '=', patient.user.id)
    .execute();
  expect(id).toBeTruthy();
  expect(rows).toEqual([
    { action: 'POST /api/bookAppointment/book-appointment', status_code: 201, target: doctor.doctor.id },
  ]);
});
