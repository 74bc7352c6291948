import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get } from '../../helpers/server-calls';
import { quickDoctor, quickUser, type QuickDoctor, type QuickUser } from '../../helpers/appointment-fixtures';
import { foldInsights } from '../../../src/server/insights/fold';
import { doctorPrefixTask, DOCTOR_PREFIX_TASK } from '../../../src/server/insights/doctor-prefix';
import { requestTask, runMaintenanceBatch, unfinishedTasks } from '../../../src/server/maintenance/runner';
import type { AppointmentStatus } from '../../../src/server/db/schema';
import { prefixMismatches } from '../../helpers/scenarios/doctor-prefix';

/**
 * The doctors' figures a page at a time (the breakdown by doctor and the ranking), read from each
 * doctor's running totals (migration 037): every page, in every order and by every figure, holds
 * exactly the figures counted from the visits themselves, over a range with part-months at both
 * ends; with changes not folded yet; and while the totals are filled in the background and after.
 */
let server: TestServer;
let admin: QuickUser;
let patients: QuickUser[];
const doctors: QuickDoctor[] = [];
const RANGE = { from: '2025-11-10', to: '2026-02-20' };
const NAMES = ['Ada', 'Bola', 'Chidi', 'Dayo', 'Emeka', 'Funmi', 'Gozie', 'Hauwa', 'Ife', 'Jide', 'Kemi'];
/** dates in and out of the range: before it, in its first part-month, in the whole months, in its last part-month, after */
const DATES = [
  '2025-10-20',
  '2025-11-05',
  '2025-11-12',
  '2025-11-30',
  '2025-12-15',
  '2026-01-02',
  '2026-01-31',
  '2026-02-03',
  '2026-02-20',
  '2026-02-21',
  '2026-03-10',
];
const STATUSES: AppointmentStatus[] = [
  'completed',
  'no-show',
  'cancelled',
  'approved',
  'follow-up',
  'pending',
  'rejected',
];

const FIGURES = ['booked', 'completed', 'cancelled', 'noShows', 'noShowRate', 'due', 'waitMinutes'] as const;
type Figure = (typeof FIGURES)[number];
interface Row {
  key: string;
  label: string;
  value: number | null;
}

/** A visit on `date` for `doctor`, with a wait of `wait` minutes when given. */
async function visit(doctor: QuickDoctor, date: string, status: AppointmentStatus, wait?: number) {
  const patient = patients[(date.charCodeAt(9) + status.length) % patients.length]!;
  const row = await server.db
    .insertInto('appointments')
    .values({
      user_id: patient.user.id,
      doctor_id: doctor.doctor.id,
      date,
      time: '09:00',
      status,
      schedule_date: status === 'pending' ? null : date,
      created_at: new Date(`${date}T00:00:00Z`),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (wait === undefined) return;
  const arrived = new Date(`${date}T08:00:00Z`);
  await server.db
    .insertInto('clinic_visits')
    .values({
      appointment_id: row.id,
      clinic_date: date,
      doctor_id: doctor.doctor.id,
      state: 'in-consultation',
      queue_number: 1,
      arrived_at: arrived,
      called_at: new Date(arrived.getTime() + wait * 60_000),
    })
    .execute();
}

/** Each figure of each approved doctor, counted from the appointments and clinic visits themselves. */
async function countedFromVisits(): Promise<Map<string, Record<Figure, number | null>>> {
  const { rows } = await sql<{
    id: string;
    booked: number;
    completed: number;
    follow_up: number;
    cancelled: number;
    no_show: number;
    approved: number;
    wait_n: number;
    wait_minutes: number;
  }>`
    SELECT d.id::text AS id,
      count(a.id)::int AS booked,
      count(a.id) FILTER (WHERE a.status = 'completed')::int AS completed,
      count(a.id) FILTER (WHERE a.status = 'follow-up')::int AS follow_up,
      count(a.id) FILTER (WHERE a.status = 'cancelled')::int AS cancelled,
      count(a.id) FILTER (WHERE a.status = 'no-show')::int AS no_show,
      count(a.id) FILTER (WHERE a.status = 'approved')::int AS approved,
      (SELECT count(*) FROM clinic_visits v WHERE v.doctor_id = d.id AND v.called_at IS NOT NULL
         AND v.clinic_date BETWEEN ${RANGE.from} AND ${RANGE.to})::int AS wait_n,
      (SELECT coalesce(sum(extract(epoch FROM v.called_at - v.arrived_at) / 60), 0) FROM clinic_visits v
         WHERE v.doctor_id = d.id AND v.called_at IS NOT NULL
         AND v.clinic_date BETWEEN ${RANGE.from} AND ${RANGE.to})::float8 AS wait_minutes
    FROM doctors d
    LEFT JOIN appointments a ON a.doctor_id = d.id
      AND coalesce(a.schedule_date, a.date) BETWEEN ${RANGE.from} AND ${RANGE.to}
    WHERE d.status = 'approved'
    GROUP BY d.id`.execute(server.db);
  return new Map(
    rows.map((r) => {
      const settled = r.completed + r.follow_up + r.no_show;
      return [
        r.id,
        {
          booked: r.booked,
          completed: r.completed,
          cancelled: r.cancelled,
          noShows: r.no_show,
          noShowRate: settled > 0 ? r.no_show / settled : null,
          due: r.approved + r.follow_up + r.completed + r.no_show,
          waitMinutes: r.wait_n > 0 ? r.wait_minutes / r.wait_n : null,
        },
      ];
    }),
  );
}

/** The order the pages promise: by the figure, doctors without one last, then by name (code points) and id. */
function expectedOrder(
  counted: Map<string, Record<Figure, number | null>>,
  figure: Figure,
  order: 'desc' | 'asc',
) {
  const labelOf = new Map(doctors.map((d) => [d.doctor.id, `Dr. ${d.doctor.first_name} Eze`]));
  const rows: Row[] = [...counted].map(([key, figures]) => ({
    key,
    label: labelOf.get(key)!,
    value: figures[figure],
  }));
  const sign = order === 'desc' ? -1 : 1;
  return rows.sort((a, b) => {
    if (a.value !== b.value) {
      if (a.value === null) return 1;
      if (b.value === null) return -1;
      return sign * (a.value - b.value);
    }
    // names in code-point order, then ids
    if (a.label !== b.label) return a.label < b.label ? -1 : 1;
    return a.key < b.key ? -1 : 1;
  });
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** Every page of the breakdown by doctor, one after another, at `pageSize`. */
async function everyPage(figure: Figure, order: 'desc' | 'asc', pageSize: number) {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const res = await get(
      server,
      `/api/insights/breakdown?${query({ ...RANGE, by: 'doctor', metric: figure, order, page, pageSize })}`,
      admin.auth,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: doctors.length, page, pageSize });
    const data = res.body.data as Row[];
    rows.push(...data);
    if (data.length < pageSize) return rows;
  }
}

const prefixRows = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM insight_doctor_prefix`.execute(server.db)).rows[0]!
    .n;

const close = (rows: Row[]) =>
  rows.map((row) => ({ ...row, value: row.value === null ? null : Number(row.value.toFixed(9)) }));

async function pagesMatchTheVisits() {
  const counted = await countedFromVisits();
  for (const figure of FIGURES) {
    for (const order of ['desc', 'asc'] as const) {
      const expected = expectedOrder(counted, figure, order);
      expect(close(await everyPage(figure, order, 4))).toEqual(close(expected));
    }
  }
  for (const metric of ['booked', 'noShowRate'] as const) {
    const res = await get(
      server,
      `/api/insights/doctor-ranking?${query({ ...RANGE, metric, page: 2, pageSize: 3 })}`,
      admin.auth,
    );
    expect(res.body.data).toEqual({
      top: expectedOrder(counted, metric, 'desc').slice(3, 6),
      bottom: expectedOrder(counted, metric, 'asc').slice(3, 6),
      total: doctors.length,
      page: 2,
      pageSize: 3,
    });
  }
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await quickUser(server, { flags: { is_admin: true } });
  patients = [await quickUser(server), await quickUser(server), await quickUser(server)];
  for (const name of NAMES) doctors.push(await quickDoctor(server, { firstName: name }));
  // each doctor a different share of the dates and statuses; the last doctor has no visits at all
  for (const [i, doctor] of doctors.slice(0, -1).entries()) {
    for (const [j, date] of DATES.entries()) {
      if ((i + j) % 3 === 0) continue;
      const status = STATUSES[(i * 2 + j) % STATUSES.length]!;
      await visit(doctor, date, status, status === 'completed' ? 5 + ((i * 7 + j) % 20) : undefined);
    }
  }
  await foldInsights(server.db);
});
afterAll(() => server.close());

test('every page by every figure, in both orders, holds the figures counted from the visits', async () => {
  // read from the running totals: the fold kept them, nothing waits to fill them
  expect(await prefixRows()).toBeGreaterThan(0);
  expect(await unfinishedTasks(server.db)).toEqual([]);
  await pagesMatchTheVisits();
});

test('changes not folded yet count at once, and still after the fold', async () => {
  await visit(doctors[0]!, '2025-12-20', 'completed', 12);
  await visit(doctors[10]!, '2026-01-15', 'no-show');
  await visit(doctors[3]!, '2025-11-11', 'cancelled');
  await server.db
    .updateTable('appointments')
    .set({ status: 'cancelled' })
    .where('doctor_id', '=', doctors[1]!.doctor.id)
    .where('status', '=', 'completed')
    .execute();
  await pagesMatchTheVisits();
  await foldInsights(server.db);
  expect(await prefixMismatches(server.db)).toEqual([]);
  await pagesMatchTheVisits();
});

test('while the running totals are filled in the background the pages stay right, and after', async () => {
  // the batches are run here, one at a time, rather than by the server's own runner
  await server.app.jobs.maintenance.stop();
  await sql`DELETE FROM insight_doctor_prefix`.execute(server.db);
  await requestTask(server.db, DOCTOR_PREFIX_TASK);
  await visit(doctors[5]!, '2026-01-20', 'completed', 30);
  await pagesMatchTheVisits();
  let batches = 0;
  while ((await unfinishedTasks(server.db)).some(({ task }) => task === DOCTOR_PREFIX_TASK)) {
    expect(await runMaintenanceBatch(server.db, [doctorPrefixTask])).toBe(true);
    batches += 1;
  }
  expect(batches).toBeGreaterThan(0);
  expect(await prefixRows()).toBeGreaterThan(0);
  expect(await prefixMismatches(server.db)).toEqual([]);
  await pagesMatchTheVisits();
});

test('a page past the last is empty, and bad paging is refused', async () => {
  const past = await get(
    server,
    `/api/insights/breakdown?${query({ ...RANGE, by: 'doctor', page: 9, pageSize: 10 })}`,
    admin.auth,
  );
  expect(past.body).toMatchObject({ data: [], total: doctors.length, page: 9, pageSize: 10 });
  for (const [params, message] of [
    ['page=0', 'Page must be a whole number from 1'],
    ['pageSize=101', 'Page size must be a whole number from 1 to 100'],
  ]) {
    const res = await get(server, `/api/insights/breakdown?by=doctor&${params}`, admin.auth);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  }
});
