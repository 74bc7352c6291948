import { sql, type Kysely } from 'kysely';
import { UPGRADE_START_MS } from '../../helpers/scenarios/earlier-release';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get } from '../../helpers/server-calls';
import { TODAY, quickUser } from '../../helpers/appointment-fixtures';
import { eventually } from '../../helpers/eventually';
import { rollupMismatches } from '../../helpers/scenarios/insights-rollups';
import { addDays } from '../../../src/shared/clinicDays';
import { MOVED_VISITS_TASK } from '../../../src/server/db/migrations/030-039/036_moved_visits';

/**
 * Moved visits on an upgraded database: the release before (schema up to migration 032) kept a
 * leave whose one offer was accepted and one was not, both visits counted cancelled. After migration
 * 036 the background task marks the accepted one, and the insights count it moved.
 */
const DATE = addDays(TODAY, 3);

async function fillRelease032(db: Kysely<unknown>) {
  await sql`
    INSERT INTO users (name, email, phone, password_hash, is_verified) VALUES
      ('Kept Patient', 'kept@moved-upgrade.test', '+2348031234567', 'x', true),
      ('Other Patient', 'other@moved-upgrade.test', '+2348031234568', 'x', true),
      ('Away Doctor', 'away@moved-upgrade.test', '+2348032000001', 'x', true),
      ('Cover Doctor', 'cover@moved-upgrade.test', '+2348032000002', 'x', true)`.execute(db);
  await sql`UPDATE users SET is_doctor = true WHERE email IN ('away@moved-upgrade.test', 'cover@moved-upgrade.test')`.execute(
    db,
  );
  await sql`
    INSERT INTO doctors (user_id, first_name, last_name, email, phone_number, location, service, specialization,
      experience, fee_per_consultation, appointment_start, appointment_end, total_slots, clinic_days, status)
    SELECT id, split_part(name, ' ', 1), 'Doctor', email, phone, 'Ikeja', 'General', 'General practice', 5, 5000,
      '08:00', '17:00', 10, ARRAY['Everyday'], 'approved'
    FROM users WHERE is_doctor`.execute(db);
  await sql`
    WITH away AS (SELECT id FROM doctors WHERE first_name = 'Away'),
    cover AS (SELECT id FROM doctors WHERE first_name = 'Cover'),
    leave AS (
      INSERT INTO doctor_leave (doctor_id, from_date, to_date, reason, substitute_doctor_id, recorded_by_name)
      SELECT away.id, ${DATE}::date, ${DATE}::date, 'Conference', cover.id, 'Admin' FROM away, cover
      RETURNING id),
    cancelled AS (
      INSERT INTO appointments (user_id, doctor_id, date, time, status, cancelled_at, cancel_reason)
      SELECT u.id, away.id, ${DATE}::date, '10:00', 'cancelled', now(), 'Leave'
      FROM users u, away WHERE u.email IN ('kept@moved-upgrade.test', 'other@moved-upgrade.test')
      RETURNING id, user_id),
    kept AS (
      INSERT INTO appointments (user_id, doctor_id, date, time, status)
      SELECT u.id, cover.id, ${DATE}::date, '10:00', 'pending' FROM users u, cover
      WHERE u.email = 'kept@moved-upgrade.test'
      RETURNING id, user_id)
    INSERT INTO leave_offers (leave_id, appointment_id, substitute_doctor_id, visit_date, visit_time, key_hash,
      moved_to, accepted_at)
    SELECT leave.id, c.id, cover.id, ${DATE}::date, '10:00', md5(c.id::text), kept.id,
      CASE WHEN kept.id IS NULL THEN NULL ELSE now() END
    FROM leave, cover, cancelled c LEFT JOIN kept USING (user_id)`.execute(db);
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ upgradeFrom: { migration: '032_privacy_consent', fill: fillRelease032 } });
}, UPGRADE_START_MS);
afterAll(() => server.close());

test('the accepted offer of the release before counts as moved once the background task has run', async () => {
  await eventually(async () => {
    const left = await server.db
      .selectFrom('maintenance_tasks')
      .select('task')
      .where('finished_at', 'is', null)
      .execute();
    return left.length === 0;
  }, 'the background tasks finish');
  const task = await server.db
    .selectFrom('maintenance_tasks')
    .select('done')
    .where('task', '=', MOVED_VISITS_TASK)
    .executeTakeFirstOrThrow();
  expect(task.done).toBe(1);
  const admin = await quickUser(server, { flags: { is_admin: true } });
  const away = await server.db
    .selectFrom('doctors')
    .select('id')
    .where('first_name', '=', 'Away')
    .executeTakeFirstOrThrow();
  const res = await get(
    server,
    `/api/insights/summary?from=${DATE}&to=${DATE}&doctorId=${away.id}`,
    admin.auth,
  );
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ booked: 2, cancelled: 1, moved: 1 });
  expect(await rollupMismatches(server.db)).toEqual([]);
});
