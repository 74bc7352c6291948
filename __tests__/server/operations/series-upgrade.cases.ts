import { UPGRADE_START_MS } from '../../helpers/scenarios/earlier-release';
import { sql, type Kysely } from 'kysely';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import { TODAY, dmy, sessionToken } from '../../helpers/appointment-fixtures';
import { bearer } from '../../helpers/server-calls';
import { addDays } from '../../../src/shared/clinicDays';
import type { Appointment } from '../../../src/shared/schemas/appointments';

/**
 * Courses of visits on an upgraded database: the release before (schema up to migration 025) holds visits
 * booked one at a time; after migration 026 they list as visits of no course, and courses book beside them.
 */
async function fillRelease025(db: Kysely<unknown>) {
  await sql`
    INSERT INTO users (name, email, phone, password_hash, is_verified) VALUES
      ('Old Patient', 'patient@series-upgrade.test', '+2348031234567', 'x', true),
      ('Old Doctor', 'doctor@series-upgrade.test', '+2348032000001', 'x', true)`.execute(db);
  await sql`UPDATE users SET is_doctor = true WHERE email = 'doctor@series-upgrade.test'`.execute(db);
  await sql`
    INSERT INTO doctors (user_id, first_name, last_name, email, phone_number, location, service, specialization,
      experience, fee_per_consultation, appointment_start, appointment_end, total_slots, clinic_days, status)
    SELECT id, 'Old', 'Doctor', email, '+2348032000001', 'Ikeja', 'General', 'General practice', 5, 5000,
      '08:00', '17:00', 10, ARRAY['Everyday'], 'approved'
    FROM users WHERE email = 'doctor@series-upgrade.test'`.execute(db);
  await sql`
    INSERT INTO appointments (user_id, doctor_id, date, time, status)
    SELECT u.id, d.id, ${addDays(TODAY, 2)}::date, '09:00', 'pending'
    FROM users AS u, doctors AS d WHERE u.email = 'patient@series-upgrade.test'`.execute(db);
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ upgradeFrom: { migration: '025_webhooks', fill: fillRelease025 } });
}, UPGRADE_START_MS);
afterAll(() => server.close());

test('visits from before list as no course, and a course books beside them', async () => {
  const patient = await server.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', 'patient@series-upgrade.test')
    .executeTakeFirstOrThrow();
  const doctor = await server.db.selectFrom('doctors').select('id').executeTakeFirstOrThrow();
  const auth = bearer(await sessionToken(server, patient));
  const course = await post(
    server,
    '/api/user/book-series',
    { doctorId: doctor.id, time: '09:00', dates: [dmy(addDays(TODAY, 3)), dmy(addDays(TODAY, 10))] },
    auth,
  );
  expect(course.status).toBe(201);
  const res = await get(server, '/api/user/get-appointments-by-user-id?sort=date&order=asc', auth);
  expect(res.status).toBe(200);
  const rows = (res.body.data as Appointment[]).map((a) => [a.date, a.seriesIndex, a.seriesSize]);
  expect(rows).toEqual([
    [addDays(TODAY, 2), null, null],
    [addDays(TODAY, 3), 1, 2],
    [addDays(TODAY, 10), 2, 2],
  ]);
});
