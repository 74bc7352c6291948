import { UPGRADE_START_MS } from '../../helpers/scenarios/earlier-release';
import { sql, type Kysely } from 'kysely';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get } from '../../helpers/server-calls';
import { quickUser, type QuickUser } from '../../helpers/appointment-fixtures';
import { FORBIDDEN } from '../../helpers/doctor-fixtures';
import { requestTask, runMaintenanceBatch } from '../../../src/server/maintenance/runner';
import { openDatabase } from '../../../src/server/db/connect';
import { PHONE_CONVERSION_TASK, phoneConversionTask } from '../../../src/server/phones/phone-conversion';

/**
 * Phone numbers on an upgraded database: the numbers stored as typed before (schema up to migration 020)
 * are converted to E.164 by a background task, in batches, once across instances; the ones that
 * cannot receive texts stay as typed and are listed for the desk.
 */
const LIST = '/api/desk/unusable-phones';
const MANY = 240;

/** The release before: patients with numbers in every spelling, a family member without one, staff. */
async function fillRelease020(db: Kysely<unknown>) {
  await sql`
    INSERT INTO users (name, email, phone, password_hash, created_at) VALUES
      ('Old National', 'national@upgrade.test', '0803 123 4567', 'x', now() - interval '5 days'),
      ('Old International', NULL, '+234 805-000-1111', NULL, now() - interval '4 days'),
      ('Old Landline', 'landline@upgrade.test', '01 280 1234', 'x', now() - interval '3 days'),
      ('Old Words', NULL, 'call me', NULL, now() - interval '2 days')`.execute(db);
  await sql`
    INSERT INTO users (name, email, phone, password_hash, is_staff)
    VALUES ('Old Staff', 'staff@upgrade.test', '0201 280 1234', 'x', true)`.execute(db);
  await sql`
    INSERT INTO users (name, phone, holder_id, relationship)
    SELECT 'Old Child', '', id, 'Child' FROM users WHERE email = 'national@upgrade.test'`.execute(db);
  await sql`
    INSERT INTO users (name, email, phone, password_hash, is_doctor)
    VALUES ('Old Doctor', 'doctor@upgrade.test', '0803 200 0001', 'x', true)`.execute(db);
  await sql`
    INSERT INTO doctors (user_id, first_name, last_name, email, phone_number, location, service, specialization,
      experience, fee_per_consultation, appointment_start, appointment_end, total_slots, clinic_days, status)
    SELECT id, 'Old', 'Doctor', email, '0201 280 1234', 'Ikeja', 'General', 'General practice', 5, 5000,
      '08:00', '17:00', 10, ARRAY['Everyday'], 'approved'
    FROM users WHERE email = 'doctor@upgrade.test'`.execute(db);
  await sql`
    INSERT INTO users (name, email, phone, password_hash)
    SELECT 'Many ' || n, 'many' || n || '@upgrade.test', '0809' || lpad(n::text, 7, '0'), 'x'
    FROM generate_series(1, ${MANY}) AS n`.execute(db);
}

let server: TestServer;
let staff: QuickUser;

beforeAll(async () => {
  server = await startTestServer({
    upgradeFrom: { migration: '020_message_language', fill: fillRelease020 },
  });
  staff = await quickUser(server, { flags: { is_staff: true } });
}, UPGRADE_START_MS);
afterAll(() => server.close());

async function maintenanceDone(): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (((await get(server, '/readyz')).body.maintenance as unknown[]).length === 0) return;
    server.app.jobs.maintenance.kick();
    await server.app.jobs.maintenance.idle();
  }
  throw new Error('background maintenance did not finish');
}

const stored = async () => ({
  ...Object.fromEntries(
    (
      await server.db
        .selectFrom('users')
        .select(['name', 'phone', 'phone_unusable'])
        .where('name', 'like', 'Old %')
        .execute()
    ).map((row) => [row.name, [row.phone, row.phone_unusable]]),
  ),
  // after the users, the doctors' profiles: any valid number (a landline too) in E.164
  'Dr. Old Doctor': (await server.db.selectFrom('doctors').select('phone_number').executeTakeFirst())
    ?.phone_number,
});

const CONVERTED = {
  'Old National': ['+2348031234567', false],
  'Old International': ['+2348050001111', false],
  'Old Landline': ['01 280 1234', true],
  'Old Words': ['call me', true],
  'Old Staff': ['0201 280 1234', true],
  'Old Child': ['', false],
  'Old Doctor': ['+2348032000001', false],
  'Dr. Old Doctor': '+2342012801234',
};

test('the upgraded server is ready at once, converts the numbers in the background and lists the unusable ones', async () => {
  expect((await get(server, '/readyz')).status).toBe(200);
  await maintenanceDone();
  expect(await stored()).toEqual(CONVERTED);
  const { rows } = await sql<{ wrong: number }>`
    SELECT count(*)::int AS wrong FROM users
    WHERE name LIKE 'Many %' AND (phone NOT LIKE '+234809%' OR phone_unusable)`.execute(server.db);
  expect(rows[0]).toEqual({ wrong: 0 });

  // the desk's list: patients only, newest first, paged by the database
  const first = await get(server, `${LIST}?pageSize=1`, staff.auth);
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ success: true, total: 2, totalCapped: false, page: 1, pageSize: 1 });
  expect(first.body.data).toEqual([
    { _id: expect.any(String), name: 'Old Words', phone: 'call me', email: null },
  ]);
  const byName = await get(server, `${LIST}?sort=name&order=asc`, staff.auth);
  expect((byName.body.data as Array<{ name: string }>).map((row) => row.name)).toEqual([
    'Old Landline',
    'Old Words',
  ]);
});

test('only the desk reads the list', async () => {
  const patient = await quickUser(server);
  const res = await get(server, LIST, patient.auth);
  expect(res).toMatchObject({ status: 403, body: FORBIDDEN });
  expect((await get(server, LIST)).status).toBe(401);
});

test('asked for again, the conversion records its place after each batch, and two instances finish it once', async () => {
  await server.app.jobs.maintenance.stop();
  await sql`UPDATE users SET phone = '0803 123 4567', phone_unusable = NULL WHERE name = 'Old National'`.execute(
    server.db,
  );
  await sql`UPDATE doctors SET phone_number = '0201 280 1234'`.execute(server.db);
  await requestTask(server.db, PHONE_CONVERSION_TASK);
  const tasks = [phoneConversionTask('NG')];
  expect(await runMaintenanceBatch(server.db, tasks)).toBe(true);
  const part = await server.db
    .selectFrom('maintenance_tasks')
    .select(['cursor', 'finished_at'])
    .where('task', '=', PHONE_CONVERSION_TASK)
    .executeTakeFirstOrThrow();
  expect(part).toEqual({ cursor: expect.any(String), finished_at: null });
  expect((await get(server, '/readyz')).body.maintenance).toEqual([
    { task: PHONE_CONVERSION_TASK, done: expect.any(Number) },
  ]);

  // another instance on PostgreSQL; embedded PGlite has one connection
  const second = server.target.url ? await openDatabase(server.target) : undefined;
  try {
    const drain = async (db: typeof server.db) => {
      while (await runMaintenanceBatch(db, tasks));
    };
    await Promise.all([drain(server.db), drain(second?.db ?? server.db)]);
    // the other may have stopped while this one held the last batch
    await drain(server.db);
  } finally {
    await second?.close();
  }
  expect((await get(server, '/readyz')).body.maintenance).toEqual([]);
  expect(await stored()).toEqual(CONVERTED);
});
