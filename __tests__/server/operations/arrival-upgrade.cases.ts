import { UPGRADE_START_MS } from '../../helpers/scenarios/earlier-release';
import { sql, type Kysely } from 'kysely';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get } from '../../helpers/server-calls';
import { eventually } from '../../helpers/eventually';
import { TODAY } from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';

/**
 * Arrival windows on an upgraded database: the release before (schema up to migration 027) holds
 * approved visits without a window. The server is ready at once; the visits still due get their
 * windows in the background, each doctor's day in time order, by the rule an approval follows;
 * past days and requests are left alone.
 */
const DUE = addDays(TODAY, 2);
const PAST = addDays(TODAY, -5);

async function fillRelease027(db: Kysely<unknown>) {
  await sql`
    INSERT INTO users (name, email, phone, password_hash, is_verified) VALUES
      ('Old Patient', 'patient@arrival-upgrade.test', '+2348031234567', 'x', true),
      ('Old Doctor', 'doctor@arrival-upgrade.test', '+2348032000001', 'x', true)`.execute(db);
  await sql`UPDATE users SET is_doctor = true WHERE email = 'doctor@arrival-upgrade.test'`.execute(db);
  await sql`
    INSERT INTO doctors (user_id, first_name, last_name, email, phone_number, location, service, specialization,
      experience, fee_per_consultation, appointment_start, appointment_end, total_slots, clinic_days, status)
    SELECT id, 'Old', 'Doctor', email, '+2348032000001', 'Ikeja', 'General', 'General practice', 5, 5000,
      '08:00', '17:00', 10, ARRAY['Everyday'], 'approved'
    FROM users WHERE email = 'doctor@arrival-upgrade.test'`.execute(db);
  await sql`
    INSERT INTO appointments (user_id, doctor_id, date, time, status, schedule_date, follow_up_date, comment)
    SELECT u.id, d.id, v.day::date, v.time, v.status,
      CASE WHEN v.status = 'approved' THEN v.day::date END,
      CASE WHEN v.status = 'follow-up' THEN v.day::date END, v.label
    FROM users AS u, doctors AS d, (VALUES
      (${DUE}, '11:00', 'approved', 'third'),
      (${DUE}, '09:00', 'approved', 'first'),
      (${DUE}, '10:00', 'follow-up', 'second'),
      (${DUE}, '09:30', 'pending', 'request'),
      (${PAST}, '09:00', 'approved', 'past')) AS v (day, time, status, label)
    WHERE u.email = 'patient@arrival-upgrade.test'`.execute(db);
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ upgradeFrom: { migration: '027_queue_prefixes', fill: fillRelease027 } });
}, UPGRADE_START_MS);
afterAll(() => server.close());

const windows = async () =>
  Object.fromEntries(
    (
      await server.db.selectFrom('appointments').select(['comment', 'arrive_from', 'arrive_by']).execute()
    ).map((row) => [row.comment, row.arrive_from && `${row.arrive_from}–${row.arrive_by}`]),
  );

test('the upgraded server is ready at once and gives the visits still due their windows in the background', async () => {
  expect((await get(server, '/readyz')).status).toBe(200);
  await eventually(async () => {
    server.app.jobs.maintenance.kick();
    await server.app.jobs.maintenance.idle();
    return ((await get(server, '/readyz')).body.maintenance as unknown[]).length === 0;
  }, 'the arrival windows task');
  expect(await windows()).toEqual({
    first: '07:40–08:00',
    second: '07:55–08:15',
    third: '08:10–08:30',
    request: null,
    past: null,
  });
});
