import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import {
  TODAY,
  book,
  dmy,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';
import type { InsightsSummary } from '../../../src/shared/answers/insights';
import { requestTask, runMaintenanceBatch } from '../../../src/server/maintenance/runner';
import { foldInsights, insightsRebuildTask, movedVisitsTask } from '../../../src/server/insights';
import { REBUILD_TASK } from '../../../src/server/insights/rebuild';
import { MOVED_VISITS_TASK } from '../../../src/server/db/migrations/030-039/036_moved_visits';
import { rollupMismatches } from '../../helpers/scenarios/insights-rollups';

/**
 * Visits moved to a leave's substitute are counted apart from the cancelled: by the rollups'
 * triggers as the offer is accepted, by the rebuild from scratch, and for offers accepted before
 * the count existed, by the background task that marks them.
 */
let server: TestServer;
let admin: QuickUser;
let away: QuickDoctor;
let cover: QuickDoctor;
let kept: QuickUser;
let declined: QuickUser;
const DATE = addDays(TODAY, 3);
const TASKS = [movedVisitsTask, insightsRebuildTask];

beforeAll(async () => {
  server = await startTestServer();
  // the test runs the background tasks itself, one batch at a time
  await server.app.jobs.maintenance.stop();
  admin = await quickUser(server, { flags: { is_admin: true } });
  away = await quickDoctor(server, { firstName: 'Away' });
  cover = await quickDoctor(server, { firstName: 'Cover' });
  [kept, declined] = await Promise.all([quickUser(server), quickUser(server)]);
  await book(server, kept, away, DATE, '10:00');
  await book(server, declined, away, DATE, '10:30');
  const leave = await post(
    server,
    '/api/doctor/record-leave',
    {
      doctorId: away.doctor.id,
      from: dmy(DATE),
      to: dmy(DATE),
      reason: 'Conference',
      substituteDoctorId: cover.doctor.id,
    },
    admin.auth,
  );
  expect(leave.body.data).toMatchObject({ offered: 2, cancelled: 0 });
});
afterAll(() => server.close());

/** The one-click key of a patient's offer, from the link in their mail. */
async function offerKey(patient: QuickUser): Promise<string> {
  const mail = await server.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('user_id', '=', patient.user.id)
    .where('kind', '=', 'clinic-closed')
    .executeTakeFirstOrThrow();
  return /\/leave-offer\/([A-Za-z0-9_-]{32})/.exec(mail.text_body)![1]!;
}

const figuresOf = async (doctor?: QuickDoctor) => {
  const params = new URLSearchParams({
    from: DATE,
    to: DATE,
    ...(doctor ? { doctorId: doctor.doctor.id } : {}),
  });
  const res = await get(server, `/api/insights/summary?${params}`, admin.auth);
  expect(res.status).toBe(200);
  const { booked, cancelled, moved, cancellationRate } = res.body.data as InsightsSummary;
  return { booked, cancelled, moved, cancellationRate };
};

/** What the insights page shows for the leave's date: the doctor away, the substitute, the clinic. */
const everyFigure = async () => ({
  away: await figuresOf(away),
  cover: await figuresOf(cover),
  clinic: await figuresOf(),
});

const EXPECTED = {
  // the kept visit is moved, the declined one cancelled
  away: { booked: 2, cancelled: 1, moved: 1, cancellationRate: 0.5 },
  // the substitute's new request is a booking of their own
  cover: { booked: 1, cancelled: 0, moved: 0, cancellationRate: 0 },
  clinic: { booked: 3, cancelled: 1, moved: 1, cancellationRate: 1 / 3 },
};

const drain = async () => {
  while (await runMaintenanceBatch(server.db, TASKS));
};

test('before any answer both visits count as cancelled', async () => {
  expect(await figuresOf(away)).toEqual({ booked: 2, cancelled: 2, moved: 0, cancellationRate: 1 });
});

test('the accepted offer counts as moved, not cancelled; the one rebooked instead stays cancelled', async () => {
  expect((await post(server, '/api/leave-offer/accept', { key: await offerKey(kept) })).status).toBe(200);
  const visit = await server.db
    .selectFrom('appointments')
    .select('id')
    .where('user_id', '=', declined.user.id)
    .executeTakeFirstOrThrow();
  const rebooked = await post(
    server,
    '/api/bookAppointment/rebook',
    { appointmentId: visit.id },
    declined.auth,
  );
  expect(rebooked.status).toBe(201);
  const rebookDate = (rebooked.body.data as { date: string }).date;
  expect(await everyFigure()).toEqual(EXPECTED);
  // the rebooked visit is a booking of its own day; the cancellation notice leaves the moved visit out
  const notice = await get(
    server,
    `/api/insights/breakdown?by=cancel-notice&from=${DATE}&to=${DATE}&doctorId=${away.doctor.id}`,
    admin.auth,
  );
  const rows = notice.body.data as Array<{ value: number }>;
  expect(rows.reduce((sum, row) => sum + row.value, 0)).toBe(1);
  const series = await get(
    server,
    `/api/insights/series?metrics=cancelled,moved&bucket=day&from=${DATE}&to=${rebookDate}&doctorId=${away.doctor.id}`,
    admin.auth,
  );
  expect((series.body.data as Array<Record<string, unknown>>)[0]).toEqual({
    bucket: DATE,
    cancelled: 1,
    moved: 1,
  });
  expect(await rollupMismatches(server.db)).toEqual([]);
});

test('the rebuild from scratch gives the figures the triggers gave', async () => {
  await foldInsights(server.db);
  expect(await everyFigure()).toEqual(EXPECTED);
  // nothing kept: every figure below comes from the rebuild alone
  await sql`DELETE FROM insight_days`.execute(server.db);
  await sql`DELETE FROM insight_hours`.execute(server.db);
  await requestTask(server.db, REBUILD_TASK);
  await drain();
  expect(await everyFigure()).toEqual(EXPECTED);
  expect(await rollupMismatches(server.db)).toEqual([]);
});

test('an offer accepted before moved visits were counted is marked by the background task', async () => {
  // as a database upgraded with an accepted offer finds it: the visit unmarked, counted cancelled
  await sql`UPDATE appointments SET moved_at = NULL WHERE user_id = ${kept.user.id}::uuid`.execute(server.db);
  expect(await figuresOf(away)).toEqual({ booked: 2, cancelled: 2, moved: 0, cancellationRate: 1 });
  await requestTask(server.db, MOVED_VISITS_TASK);
  await drain();
  const task = await server.db
    .selectFrom('maintenance_tasks')
    .select(['done', 'finished_at'])
    .where('task', '=', MOVED_VISITS_TASK)
    .executeTakeFirstOrThrow();
  expect(task.done).toBe(1);
  expect(task.finished_at).not.toBeNull();
  expect(await everyFigure()).toEqual(EXPECTED);
  expect(await rollupMismatches(server.db)).toEqual([]);
});
