import { startTestServer, type TestServer } from '../../helpers/server-app';
import { post } from '../../helpers/server-calls';
import { BOOK, TODAY, book, dmy, quickDoctor, quickUser } from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

test('50 simultaneous bookings for 5 free slots make exactly 5 appointments', async () => {
  const doctor = await quickDoctor(server, { firstName: 'Musa', totalSlots: 8 });
  const date = addDays(TODAY, 2);
  // three slots already taken, five free
  for (let i = 0; i < 3; i++) await book(server, await quickUser(server), doctor, date);
  const patients = await Promise.all(Array.from({ length: 50 }, () => quickUser(server)));

  const results = await Promise.all(
    patients.map((p) => post(server, BOOK, { doctorId: doctor.doctor.id, date, time: '10:00' }, p.auth)),
  );

  expect(results.filter((r) => r.status === 201)).toHaveLength(5);
  const refused = results.filter((r) => r.status !== 201);
  expect(refused).toHaveLength(45);
  for (const r of refused) {
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ success: false, message: `No slots left on ${dmy(date)}`, full: true });
  }
  const rows = await server.db
    .selectFrom('appointments')
    .select('id')
    .where('doctor_id', '=', doctor.doctor.id)
    .execute();
  expect(rows).toHaveLength(8);
  const notes = await server.db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', doctor.user.id)
    .execute();
  expect(notes).toHaveLength(8);
});

test('one patient sending the same booking 10 times at once gets one appointment', async () => {
  const doctor = await quickDoctor(server, { firstName: 'Sade', totalSlots: 20 });
  const patient = await quickUser(server);
  const date = addDays(TODAY, 3);
  const results = await Promise.all(
    Array.from({ length: 10 }, () =>
      post(server, BOOK, { doctorId: doctor.doctor.id, date, time: '10:00' }, patient.auth),
    ),
  );
  expect(results.filter((r) => r.status === 201)).toHaveLength(1);
  for (const r of results.filter((x) => x.status !== 201)) {
    expect(r.body.message).toBe(`You already have an appointment with Dr. Sade Eze on ${dmy(date)}`);
  }
});
