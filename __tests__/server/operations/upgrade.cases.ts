import { UPGRADE_START_MS } from '../../helpers/scenarios/earlier-release';
import { sql, type Kysely } from 'kysely';
import { startSecondInstance, startTestServer, type TestServer } from '../../helpers/server-app';
import { get } from '../../helpers/server-calls';
import { quickUser, TODAY, type QuickUser } from '../../helpers/appointment-fixtures';
import { rollupMismatches } from '../../helpers/scenarios/insights-rollups';
import { requestTask, runMaintenanceBatch } from '../../../src/server/maintenance/runner';
import { firstFlagsTask } from '../../../src/server/insights/first-flags';
import { insightsRebuildTask, REBUILD_TASK } from '../../../src/server/insights/rebuild';
import { doctorPrefixTask } from '../../../src/server/insights/doctor-prefix';
import { prefixMismatches } from '../../helpers/scenarios/doctor-prefix';
import { openDatabase } from '../../../src/server/db/connect';
import { addDays } from '../../../src/shared/clinicDays';

/**
 * Today's server started on the database of the release before insights (schema up to
 * migration 016) holding two years of history. It is healthy at once, counts the history in the
 * background while /readyz reports how far it is and the insights calls say they are not ready,
 * judges none of the old visits, and ends with every rollup equal to a count from scratch.
 */
const TASKS = [firstFlagsTask, insightsRebuildTask, doctorPrefixTask];
const STATUSES = ['pending', 'approved', 'completed', 'cancelled', 'rejected', 'follow-up'];

/** The release before migration 017: 3 doctors, 40 patients, 600 visits over two years and the next month. */
async function fillRelease016(db: Kysely<unknown>) {
  await sql`
    INSERT INTO users (name, email, phone, password_hash, is_verified, is_doctor)
    SELECT 'Doctor ' || n, 'doctor' || n || '@upgrade.test', '+23480300000' || n, 'x', true, true
    FROM generate_series(1, 3) AS n`.execute(db);
  await sql`
    INSERT INTO users (name, email, phone, password_hash, is_verified)
    SELECT 'Patient ' || n, 'patient' || n || '@upgrade.test', '+2348031' || lpad(n::text, 6, '0'), 'x', true
    FROM generate_series(1, 40) AS n`.execute(db);
  await sql`
    INSERT INTO doctors (user_id, first_name, last_name, email, phone_number, location, service, specialization,
      experience, fee_per_consultation, appointment_start, appointment_end, total_slots, clinic_days, status)
    SELECT id, 'Doc', name, email, phone, CASE WHEN name = 'Doctor 1' THEN 'Ikeja' ELSE 'Lekki' END,
      CASE WHEN name = 'Doctor 3' THEN 'Dental' ELSE 'General' END, 'General practice', 5, 5000, '08:00', '17:00',
      50, ARRAY['Everyday'], 'approved'
    FROM users WHERE is_doctor`.execute(db);
  // visit n: a patient, a doctor and a clinic date from two years back to a month ahead
  await sql`
    INSERT INTO appointments (user_id, doctor_id, date, time, status, schedule_date, follow_up_date, created_at,
      cancelled_at)
    SELECT p.id, d.id, v.day, lpad((8 + n % 9)::text, 2, '0') || ':' || CASE WHEN n % 2 = 0 THEN '00' ELSE '30' END,
      v.status, CASE WHEN v.status = 'pending' THEN NULL ELSE v.day END,
      CASE WHEN v.status = 'follow-up' THEN v.day + 14 END,
      v.day - (n % 20) - 1 + time '10:00',
      CASE WHEN v.status = 'cancelled' THEN v.day - (n % 5) + time '06:00' END
    FROM generate_series(1, 600) AS n
    CROSS JOIN LATERAL (SELECT ${TODAY}::date - 730 + (n * 797 / 600) AS day,
      (${sql.raw(`ARRAY[${STATUSES.map((st) => `'${st}'`).join(', ')}]`)})[1 + n % 6] AS status) AS v
    JOIN LATERAL (SELECT id FROM users WHERE email = 'patient' || (1 + n % 40) || '@upgrade.test') AS p ON true
    JOIN LATERAL (SELECT doctors.id FROM doctors JOIN users u ON u.id = doctors.user_id
                  WHERE u.name = 'Doctor ' || (1 + n % 3)) AS d ON true`.execute(db);
  // the clinic day's waits for some past visits
  await sql`
    INSERT INTO clinic_visits (appointment_id, clinic_date, doctor_id, state, queue_number, arrived_at, called_at,
      finished_at)
    SELECT a.id, a.schedule_date, a.doctor_id, 'seen', 1, a.schedule_date + time '09:00',
      a.schedule_date + time '09:20', a.schedule_date + time '09:35'
    FROM appointments a WHERE a.status = 'completed' AND a.schedule_date < ${TODAY}::date`.execute(db);
  // an approved visit of yesterday that nobody recorded: the release had no check-in
  await sql`
    UPDATE appointments SET status = 'approved', schedule_date = ${TODAY}::date - 1, date = ${TODAY}::date - 1
    WHERE id = (SELECT id FROM appointments ORDER BY id LIMIT 1)`.execute(db);
  await sql`
    INSERT INTO waitlist_entries (user_id, doctor_id, date, time)
    SELECT u.id, d.id, ${TODAY}::date + 10, '10:00'
    FROM users u CROSS JOIN doctors d WHERE u.email IN ('patient1@upgrade.test', 'patient2@upgrade.test')`.execute(
    db,
  );
}

let server: TestServer;
let admin: QuickUser;

beforeAll(async () => {
  server = await startTestServer({ upgradeFrom: { migration: '016_clinic_day', fill: fillRelease016 } });
  admin = await quickUser(server, { flags: { is_admin: true } });
}, UPGRADE_START_MS);
afterAll(() => server.close());

async function maintenanceDone(): Promise<void> {
  for (let tries = 0; tries < 600; tries += 1) {
    const res = await get(server, '/readyz');
    if ((res.body.maintenance as unknown[]).length === 0) return;
    await server.app.jobs.maintenance.idle();
    await new Promise((resolve) => setImmediate(resolve));
    server.app.jobs.maintenance.kick();
  }
  throw new Error('background maintenance did not finish');
}

test('the upgraded server is healthy at once and ready, and counts the history in the background', async () => {
  expect((await get(server, '/healthz')).status).toBe(200);
  const ready = await get(server, '/readyz');
  expect(ready.status).toBe(200);
  expect(ready.body.status).toBe('ready');
  await maintenanceDone();
  const flags = await sql<{ missing: number; wrong: number }>`
    SELECT count(*) FILTER (WHERE first_in_clinic IS NULL OR first_with_doctor IS NULL)::int AS missing,
      count(*) FILTER (WHERE first_in_clinic IS DISTINCT FROM NOT EXISTS (
        SELECT 1 FROM appointments b WHERE b.user_id = a.user_id AND (b.created_at, b.id) < (a.created_at, a.id))
      )::int AS wrong
    FROM appointments a`.execute(server.db);
  expect(flags.rows[0]).toEqual({ missing: 0, wrong: 0 });
  expect(await rollupMismatches(server.db)).toEqual([]);
  const from = addDays(TODAY, -700);
  const summary = await get(server, `/api/insights/summary?from=${from}&to=${TODAY}`, admin.auth);
  const counted = await sql<{ booked: number; newPatients: number }>`
    SELECT count(*)::int AS booked, count(*) FILTER (WHERE first_in_clinic)::int AS "newPatients"
    FROM appointments WHERE coalesce(schedule_date, date) BETWEEN ${from}::date AND ${TODAY}::date`.execute(
    server.db,
  );
  expect(summary.status).toBe(200);
  expect(summary.body.data).toMatchObject(counted.rows[0]!);
  expect(counted.rows[0]!.newPatients).toBeGreaterThan(0);
});

test('no visit from before the upgrade is judged a no-show, and nobody is mailed about one', async () => {
  await server.app.jobs.noShows.idle();
  server.app.jobs.noShows.kick();
  await server.app.jobs.noShows.idle();
  const { rows } = await sql<{ noShows: number; mails: number }>`
    SELECT (SELECT count(*) FROM appointments WHERE status = 'no-show')::int AS "noShows",
      (SELECT count(*) FROM mail_outbox)::int AS mails`.execute(server.db);
  expect(rows[0]).toEqual({ noShows: 0, mails: 0 });
});

test('while the figures are counted again the insights calls answer 503 with the progress; the count resumes after a stop and ends right though bookings went on', async () => {
  await server.app.jobs.maintenance.stop();
  await requestTask(server.db, REBUILD_TASK);
  const waiting = await get(server, '/api/insights/summary', admin.auth);
  expect(waiting.status).toBe(503);
  expect(waiting.body.message).toMatch(/^The figures are being counted after an update \(0% done\)/);
  expect(waiting.body.preparing).toEqual({ done: 0 });
  expect((await get(server, '/readyz')).body).toEqual({
    status: 'ready',
    maintenance: [{ task: REBUILD_TASK, done: 0 }],
  });

  // a few batches, then the instance stops (as a crash would, between two commits)
  for (let i = 0; i < 3; i += 1) expect(await runMaintenanceBatch(server.db, TASKS)).toBe(true);
  const part = await server.db
    .selectFrom('maintenance_tasks')
    .select(['cursor', 'done'])
    .where('task', '=', REBUILD_TASK)
    .executeTakeFirstOrThrow();
  expect(part.cursor).not.toBeNull();
  expect(part.done).toBeGreaterThan(0);
  expect(part.done).toBeLessThan(1);

  // the clinic goes on meanwhile: visits change on days already counted and days not yet counted
  await sql`UPDATE appointments SET status = 'cancelled', cancelled_at = now()
    WHERE id IN (SELECT id FROM appointments WHERE status = 'pending' ORDER BY date LIMIT 2)`.execute(
    server.db,
  );
  await sql`UPDATE appointments SET status = 'cancelled', cancelled_at = now()
    WHERE id IN (SELECT id FROM appointments WHERE status = 'pending' ORDER BY date DESC LIMIT 2)`.execute(
    server.db,
  );

  // two instances take up the rest at once: each batch is done by one of them
  const second = server.target.url ? await openDatabase(server.target) : undefined;
  try {
    const drain = async (db: typeof server.db) => {
      while (await runMaintenanceBatch(db, TASKS));
    };
    await Promise.all([drain(server.db), drain(second?.db ?? server.db)]);
    // the other may have stopped while this one held the last batch
    await drain(server.db);
  } finally {
    await second?.close();
  }
  expect(await rollupMismatches(server.db)).toEqual([]);
  // the rebuild asked for the doctors' running totals again, and they were counted after it
  expect(await prefixMismatches(server.db)).toEqual([]);
  expect((await get(server, '/readyz')).body.maintenance).toEqual([]);
  expect((await get(server, '/api/insights/summary', admin.auth)).status).toBe(200);
});

test('a second instance started on the upgraded database finds nothing to redo', async () => {
  const other = await startSecondInstance(server);
  try {
    const ready = await other.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ready', maintenance: [] });
  } finally {
    await other.close();
  }
});
