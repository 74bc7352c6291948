import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import {
  ADMIN_COMPLETE,
  CANCEL,
  RESCHEDULE,
  STATUS,
  TODAY,
  book,
  dmy,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { FORBIDDEN } from '../../helpers/doctor-fixtures';
import { clinicInstant } from '../../../src/shared/clinicTime';
import { addDays } from '../../../src/shared/clinicDays';
import { readConfig } from '../../../src/server/config';
import { policyOf } from '../../../src/server/appointments/policy';
import { markMissedVisits } from '../../../src/server/today/no-show';
import { foldInsights } from '../../../src/server/insights/fold';
import { featureRunningSince } from '../../helpers/scenarios/feature-age';
import { rollupMismatches } from '../../helpers/scenarios/insights-rollups';
import type { AppointmentStatus } from '../../../src/server/db/schema';

/**
 * The insights calls over a known history (so many booked, cancelled, missed, waits of
 * known length, visits either side of midnight on the clinic's clock), the rollups against a count
 * from scratch after every kind of change, and who may see what.
 */
let server: TestServer;
let admin: QuickUser;
let staff: QuickUser;
const ZONE = readConfig({ SEED: 'none' }).clinicTimezone;
const at = (date: string, time: string, minutes = 0) =>
  new Date(clinicInstant(date, time, ZONE).getTime() + minutes * 60_000);

beforeAll(async () => {
  server = await startTestServer();
  admin = await quickUser(server, { flags: { is_admin: true } });
  staff = await quickUser(server, { flags: { is_staff: true } });
  // the history below is a clinic's that has had the clinic day for long: its no-show pass judges it
  await featureRunningSince(server.db, '016_clinic_day', new Date('2020-01-01T00:00:00Z'));
});
afterAll(() => server.close());

interface PastVisit {
  doctor: QuickDoctor;
  patient?: QuickUser;
  date: string;
  time: string;
  status: AppointmentStatus;
  /** hours between booking and the visit's start */
  leadHours: number;
  cancelledHoursBefore?: number;
  fromWaitlist?: boolean;
  /** arrival and call, minutes from the visit's start; finish, minutes after the call */
  arrived?: number;
  waited?: number;
  consulted?: number;
}

async function pastVisit(v: PastVisit) {
  const patient = v.patient ?? (await quickUser(server));
  const start = at(v.date, v.time);
  const row = await server.db
    .insertInto('appointments')
    .values({
      user_id: patient.user.id,
      doctor_id: v.doctor.doctor.id,
      date: v.date,
      time: v.time,
      status: v.status,
      schedule_date: v.status === 'pending' ? null : v.date,
      created_at: new Date(start.getTime() - v.leadHours * 3_600_000),
      cancelled_at:
        v.cancelledHoursBefore === undefined
          ? null
          : new Date(start.getTime() - v.cancelledHoursBefore * 3_600_000),
      from_waitlist: v.fromWaitlist ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (v.arrived !== undefined) {
    const arrivedAt = at(v.date, v.time, v.arrived);
    const calledAt = v.waited === undefined ? null : new Date(arrivedAt.getTime() + v.waited * 60_000);
    await server.db
      .insertInto('clinic_visits')
      .values({
        appointment_id: row.id,
        clinic_date: v.date,
        doctor_id: v.doctor.doctor.id,
        state: v.consulted === undefined ? 'in-consultation' : 'seen',
        queue_number: 1,
        arrived_at: arrivedAt,
        called_at: calledAt,
        finished_at:
          calledAt && v.consulted !== undefined ? new Date(calledAt.getTime() + v.consulted * 60_000) : null,
      })
      .execute();
  }
  return { id: row.id, patient };
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const summary = (params: Record<string, string>, who: { auth: Record<string, string> } = admin) =>
  get(server, `/api/insights/summary?${query(params)}`, who.auth);
const series = (params: Record<string, string>, who: { auth: Record<string, string> } = admin) =>
  get(server, `/api/insights/series?${query(params)}`, who.auth);
const breakdown = (params: Record<string, string>, who: { auth: Record<string, string> } = admin) =>
  get(server, `/api/insights/breakdown?${query(params)}`, who.auth);

describe('a known March', () => {
  const MARCH = { from: '2026-03-01', to: '2026-03-31' };
  let ada: QuickDoctor;
  let obi: QuickDoctor;

  beforeAll(async () => {
    ada = await quickDoctor(server, { firstName: 'Ada', totalSlots: 10 });
    obi = await quickDoctor(server, { firstName: 'Obi', clinicDays: ['Monday'], totalSlots: 5 });
    await server.db
      .updateTable('doctors')
      .set({ service: 'Dermatology', location: 'Lekki' })
      .where('id', '=', obi.doctor.id)
      .execute();
    const returning = await quickUser(server);
    // Monday 2 March: seen after a 20-minute wait and a 15-minute consultation; then a no-show of the same patient
    await pastVisit({
      doctor: ada,
      patient: returning,
      date: '2026-03-02',
      time: '09:00',
      status: 'completed',
      leadHours: 73,
      arrived: -10,
      waited: 20,
      consulted: 15,
    });
    await pastVisit({
      doctor: ada,
      patient: returning,
      date: '2026-03-02',
      time: '10:00',
      status: 'no-show',
      leadHours: 24,
    });
    await pastVisit({
      doctor: obi,
      date: '2026-03-02',
      time: '09:00',
      status: 'completed',
      leadHours: 24,
      arrived: -20,
      waited: 40,
      consulted: 20,
    });
    // Tuesday 3 March: a night visit (arrived 00:20 on the clinic's clock, the Monday before in UTC) and a late cancellation
    await pastVisit({
      doctor: ada,
      date: '2026-03-03',
      time: '00:30',
      status: 'completed',
      leadHours: 12,
      arrived: -10,
      waited: 30,
      consulted: 10,
    });
    await pastVisit({
      doctor: ada,
      date: '2026-03-03',
      time: '11:00',
      status: 'cancelled',
      leadHours: 48,
      cancelledHoursBefore: 0.5,
    });
    // Tuesday 10 March: cancelled four days ahead; a place taken from the waitlist
    await pastVisit({
      doctor: ada,
      date: '2026-03-10',
      time: '09:00',
      status: 'cancelled',
      leadHours: 216,
      cancelledHoursBefore: 100,
    });
    await pastVisit({
      doctor: ada,
      date: '2026-03-10',
      time: '09:00',
      status: 'approved',
      leadHours: 24,
      fromWaitlist: true,
    });
    // the last evening of March on the clinic's clock; the first minutes of April are already the next month
    await pastVisit({ doctor: ada, date: '2026-03-31', time: '23:30', status: 'pending', leadHours: 36 });
    await pastVisit({ doctor: ada, date: '2026-04-01', time: '00:30', status: 'pending', leadHours: 5 });
    // February, for the previous period
    await pastVisit({ doctor: ada, date: '2026-02-15', time: '09:00', status: 'completed', leadHours: 24 });
    await server.db
      .insertInto('waitlist_entries')
      .values({ user_id: returning.user.id, doctor_id: ada.doctor.id, date: '2026-03-10', time: '09:00' })
      .execute();
    // a closing of the past, as one made at the time left it (closing a past date is refused now)
    await server.db
      .insertInto('closed_clinic_days')
      .values({ doctor_id: ada.doctor.id, date: '2026-03-15', reason: 'Training', closed_by_name: 'Admin' })
      .execute();
  });

  test('the summary counts each figure of the range and of the period before', async () => {
    const ofAda = await summary({ ...MARCH, doctorId: ada.doctor.id });
    const ofObi = await summary({ ...MARCH, doctorId: obi.doctor.id });
    expect(ofAda.status).toBe(200);
    expect(ofAda.body.data).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-31',
      booked: 7,
      approved: 1,
      completed: 2,
      cancelled: 2,
      rejected: 0,
      noShows: 1,
      noShowRate: 1 / 3,
      cancellationRate: 2 / 7,
      avgWaitMinutes: 25,
      avgConsultMinutes: 12.5,
      // 10 places on each of 31 days but the closed 15th; five visits hold one
      utilisation: 5 / 300,
      newPatients: 6,
      returningPatients: 1,
      waitlistJoined: 1,
      waitlistPromoted: 1,
      previous: { from: '2026-01-29', to: '2026-02-28', booked: 1, completed: 1, noShowRate: 0 },
    });
    expect((ofAda.body.data as { avgLeadDays: number }).avgLeadDays).toBeCloseTo(
      (73 + 24 + 12 + 48 + 216 + 24 + 36) / 7 / 24,
      6,
    );
    expect(ofObi.body.data).toMatchObject({
      booked: 1,
      completed: 1,
      avgWaitMinutes: 40,
      utilisation: 1 / 25,
    });
    // service and location pick their doctors
    expect((await summary({ ...MARCH, service: 'Dermatology' })).body.data).toMatchObject({ booked: 1 });
    expect((await summary({ ...MARCH, location: 'Lekki', service: 'Cardiology' })).body.data).toMatchObject({
      booked: 0,
      noShowRate: null,
      avgWaitMinutes: null,
    });
  });

  test('series have every bucket of the range, by day, week and month', async () => {
    const byDay = await series({ ...MARCH, doctorId: ada.doctor.id, metric: 'booked', bucket: 'day' });
    expect(byDay.body.data).toHaveLength(31);
    const days = Object.fromEntries(
      (byDay.body.data as Array<{ bucket: string; value: number }>).map((p) => [p.bucket, p.value]),
    );
    expect(days).toMatchObject({
      '2026-03-01': 0,
      '2026-03-02': 2,
      '2026-03-03': 2,
      '2026-03-10': 2,
      '2026-03-31': 1,
    });

    const byWeek = await series({ ...MARCH, doctorId: ada.doctor.id, metric: 'cancelled', bucket: 'week' });
    expect(byWeek.body.data).toEqual([
      { bucket: '2026-02-23', value: 0 },
      { bucket: '2026-03-02', value: 1 },
      { bucket: '2026-03-09', value: 1 },
      { bucket: '2026-03-16', value: 0 },
      { bucket: '2026-03-23', value: 0 },
      { bucket: '2026-03-30', value: 0 },
    ]);
    const rates = await series({
      from: '2026-02-01',
      to: '2026-04-30',
      doctorId: ada.doctor.id,
      metric: 'noShowRate',
    });
    expect(rates.body.data).toHaveLength(89);
    const monthly = await series({
      from: '2026-02-01',
      to: '2026-04-30',
      doctorId: ada.doctor.id,
      metric: 'booked',
      bucket: 'month',
    });
    expect(monthly.body.data).toEqual([
      { bucket: '2026-02-01', value: 1 },
      { bucket: '2026-03-01', value: 7 },
      { bucket: '2026-04-01', value: 1 },
    ]);
    const waits = await series({ ...MARCH, doctorId: ada.doctor.id, metric: 'waitMinutes', bucket: 'month' });
    expect(waits.body.data).toEqual([{ bucket: '2026-03-01', value: 25 }]);
    const unmet = await series({
      ...MARCH,
      doctorId: ada.doctor.id,
      metric: 'waitlistNeverPromoted',
      bucket: 'month',
    });
    expect(unmet.body.data).toEqual([{ bucket: '2026-03-01', value: 0 }]);

    // several metrics in one call: each the same as when asked alone
    const metrics = ['booked', 'cancelled', 'noShowRate', 'utilisation', 'waitlistNeverPromoted'];
    const together = await series({
      ...MARCH,
      doctorId: ada.doctor.id,
      metrics: metrics.join(','),
      bucket: 'week',
    });
    for (const metric of metrics) {
      const alone = await series({ ...MARCH, doctorId: ada.doctor.id, metric, bucket: 'week' });
      expect(
        (together.body.data as Array<Record<string, unknown>>).map((row) => ({
          bucket: row.bucket,
          value: row[metric],
        })),
      ).toEqual(alone.body.data);
    }
  });

  test('breakdowns rank doctors and services, fill the weekday × hour grid and the cancellation notice', async () => {
    const pair = [ada.doctor.id, obi.doctor.id];
    const doctors = await breakdown({ ...MARCH, by: 'doctor', metric: 'booked' });
    const mine = (doctors.body.data as Array<{ key: string; label: string; value: number }>).filter((row) =>
      pair.includes(row.key),
    );
    expect(mine).toEqual([
      { key: ada.doctor.id, label: 'Dr. Ada Eze', value: 7 },
      { key: obi.doctor.id, label: 'Dr. Obi Eze', value: 1 },
    ]);
    // the page's ranking: the top and the bottom ten from one call, as the breakdown ranks them
    for (const metric of ['booked', 'noShowRate']) {
      const ranking = await get(
        server,
        `/api/insights/doctor-ranking?${query({ ...MARCH, metric })}`,
        admin.auth,
      );
      const desc = await breakdown({ ...MARCH, by: 'doctor', metric, order: 'desc' });
      const asc = await breakdown({ ...MARCH, by: 'doctor', metric, order: 'asc' });
      expect(ranking.body.data).toEqual({
        top: (desc.body.data as unknown[]).slice(0, 10),
        bottom: (asc.body.data as unknown[]).slice(0, 10),
        total: desc.body.total,
        page: 1,
        pageSize: 10,
      });
    }
    const services = await breakdown({ ...MARCH, by: 'service' });
    expect(services.body.data).toEqual(
      expect.arrayContaining([{ key: 'Dermatology', label: 'Dermatology', value: 1 }]),
    );
    const due = await breakdown({ ...MARCH, doctorId: ada.doctor.id, by: 'weekday-hour', metric: 'due' });
    expect(due.body.data).toEqual([
      { key: '1-09', label: 'Monday 09:00', value: 1 },
      { key: '1-10', label: 'Monday 10:00', value: 1 },
      { key: '2-00', label: 'Tuesday 00:00', value: 1 },
      { key: '2-09', label: 'Tuesday 09:00', value: 1 },
    ]);
    const waits = await breakdown({
      ...MARCH,
      doctorId: ada.doctor.id,
      by: 'weekday-hour',
      metric: 'waitMinutes',
    });
    expect(waits.body.data).toEqual([
      { key: '2-00', label: 'Tuesday 00:00', value: 30 },
      { key: '1-08', label: 'Monday 08:00', value: 20 },
    ]);
    const notice = await breakdown({ ...MARCH, doctorId: ada.doctor.id, by: 'cancel-notice' });
    expect((notice.body.data as Array<{ key: string; value: number }>).map((r) => [r.key, r.value])).toEqual([
      ['after', 0],
      ['under-2h', 1],
      ['2-24h', 0],
      ['1-3d', 0],
      ['3-7d', 1],
      ['7d+', 0],
    ]);
  });
});

describe('who sees what, and bad parameters', () => {
  test('a doctor sees only their own; a patient nothing', async () => {
    const own = await quickDoctor(server, { firstName: 'Own' });
    const other = await quickDoctor(server, { firstName: 'Other' });
    await pastVisit({ doctor: own, date: '2026-05-04', time: '09:00', status: 'completed', leadHours: 24 });
    await pastVisit({ doctor: other, date: '2026-05-04', time: '09:00', status: 'completed', leadHours: 24 });
    const range = { from: '2026-05-01', to: '2026-05-31' };
    expect((await summary(range, own)).body.data).toMatchObject({ booked: 1 });
    const ranked = await breakdown({ ...range, by: 'doctor' }, own);
    expect((ranked.body.data as Array<{ key: string }>).map((row) => row.key)).toEqual([own.doctor.id]);
    expect((await summary({ ...range, doctorId: other.doctor.id }, own)).status).toBe(403);
    const patient = await quickUser(server);
    const ownRanking = await get(server, `/api/insights/doctor-ranking?${query(range)}`, own.auth);
    const ownTop = (ownRanking.body.data as { top: Array<{ key: string }> }).top;
    expect(ownTop.map((row) => row.key)).toEqual([own.doctor.id]);
    for (const path of ['summary', 'series?metric=booked', 'breakdown?by=doctor', 'doctor-ranking']) {
      const res = await get(server, `/api/insights/${path}`, patient.auth);
      expect([res.status, res.body]).toEqual([403, FORBIDDEN]);
    }
  });

  test.each([
    ['summary?from=2026-05-10&to=2026-05-01', 'From must not be after To'],
    ['summary?from=2020-01-01&to=2026-01-01', 'The range may be at most 3 years'],
    ['summary?from=10-05-2026x', 'From must be a date (YYYY-MM-DD)'],
    ['summary?doctorId=nope', 'Doctor id is not valid'],
    ['summary?colour=red', 'Unknown parameter: colour'],
    ['series?metric=happiness', 'Metric must be one of:'],
    ['series?metric=booked&bucket=year', 'Bucket must be one of: day, week, month'],
    ['series?metrics=booked,happiness', 'Metric must be one of:'],
    ['series?metrics=booked,booked', 'Metrics must not repeat'],
    ['series?metric=booked&metrics=booked', 'Give either metric or metrics'],
    ['series', 'Give either metric or metrics'],
    ['doctor-ranking?metric=due', 'Metric must be one of: booked, utilisation, noShowRate'],
    ['breakdown?by=planet', 'By must be one of:'],
    [
      'breakdown?by=weekday-hour&metric=utilisation',
      'By weekday-hour, the metric must be one of: due, waitMinutes',
    ],
  ])('%s → 400 %s', async (path, message) => {
    const res = await get(server, `/api/insights/${path}`, staff.auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });
});

test('the rollups equal a count from scratch after every kind of change', async () => {
  const doctor = await quickDoctor(server, {
    firstName: 'Roll',
    totalSlots: 2,
    start: '00:00',
    end: '23:59',
  });
  const patients = await Promise.all([1, 2, 3, 4].map(() => quickUser(server)));
  const steps: Array<[string, () => Promise<unknown>]> = [];
  const expectStatus = async (status: number, res: Promise<{ status: number; body: unknown }>) => {
    const { status: got, body } = await res;
    if (got !== status) throw new Error(`${got} ${JSON.stringify(body)}`);
  };
  const soon = addDays(TODAY, 2);
  let ids: string[] = [];
  steps.push([
    'book',
    async () => {
      ids = [await book(server, patients[0], doctor, soon), await book(server, patients[1], doctor, soon)];
    },
  ]);
  steps.push([
    'join the waitlist of the full date',
    () =>
      expectStatus(
        201,
        post(
          server,
          '/api/bookAppointment/join-waitlist',
          { doctorId: doctor.doctor.id, date: dmy(soon), time: '11:00' },
          patients[2].auth,
        ),
      ),
  ]);
  steps.push([
    'approve',
    () =>
      expectStatus(
        200,
        post(
          server,
          STATUS,
          { appointmentId: ids[0], status: 'approved', comment: 'Fine', schedule_date: dmy(soon) },
          doctor.auth,
        ),
      ),
  ]);
  steps.push([
    'cancel, which promotes the waiting patient',
    () =>
      expectStatus(200, post(server, CANCEL, { appointmentId: ids[1], reason: 'Travel' }, patients[1].auth)),
  ]);
  steps.push([
    'reschedule',
    () =>
      expectStatus(
        200,
        post(
          server,
          RESCHEDULE,
          { appointmentId: ids[0], date: dmy(addDays(TODAY, 3)), time: '10:30' },
          patients[0].auth,
        ),
      ),
  ]);
  steps.push([
    'reject',
    async () => {
      const id = await book(server, patients[3], doctor, addDays(TODAY, 4));
      await expectStatus(
        200,
        post(server, STATUS, { appointmentId: id, status: 'rejected', comment: 'No' }, doctor.auth),
      );
    },
  ]);
  steps.push([
    'close a day',
    () =>
      expectStatus(
        200,
        post(
          server,
          '/api/admin/close-clinic-day',
          { doctorId: doctor.doctor.id, date: dmy(addDays(TODAY, 3)), reason: 'Training' },
          admin.auth,
        ),
      ),
  ]);
  let today: string[] = [];
  steps.push([
    'two visits due early today',
    async () => {
      const due = patients.slice(0, 2).map((patient) => ({
        user_id: patient.user.id,
        doctor_id: doctor.doctor.id,
        date: TODAY,
        time: '00:05',
        status: 'approved' as const,
        schedule_date: TODAY,
      }));
      today = (await server.db.insertInto('appointments').values(due).returning('id').execute()).map(
        (r) => r.id,
      );
    },
  ]);
  steps.push([
    'check in',
    () => expectStatus(200, post(server, '/api/desk/check-in', { appointmentId: today[0] }, staff.auth)),
  ]);
  steps.push([
    'call',
    () => expectStatus(200, post(server, '/api/desk/call-next', { doctorId: doctor.doctor.id }, staff.auth)),
  ]);
  steps.push([
    'complete',
    () =>
      expectStatus(
        200,
        post(
          server,
          ADMIN_COMPLETE,
          { appointmentId: today[0], comment: 'Well', followUpNeeded: 'no' },
          staff.auth,
        ),
      ),
  ]);
  steps.push([
    'no-show',
    () => expectStatus(200, post(server, '/api/desk/mark-no-show', { appointmentId: today[1] }, staff.auth)),
  ]);
  steps.push([
    'the automatic no-show pass',
    () => markMissedVisits(server.db, policyOf(readConfig({ SEED: 'none' })), 60),
  ]);
  steps.push([
    'the doctor moves to another service and location',
    () =>
      server.db
        .updateTable('doctors')
        .set({ service: 'Neurology', location: 'Yaba' })
        .where('id', '=', doctor.doctor.id)
        .execute(),
  ]);
  steps.push(['fold', () => foldInsights(server.db)]);

  expect(await rollupMismatches(server.db)).toEqual([]);
  for (const [name, step] of steps) {
    await step();
    expect([name, await rollupMismatches(server.db)]).toEqual([name, []]);
  }
  const unfolded = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM insight_days WHERE NOT folded`.execute(server.db);
  expect(unfolded.rows[0]?.n).toBe(0);
});
