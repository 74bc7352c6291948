import { sql } from 'kysely';
import { matchesAnyClinicDay } from '../../../src/shared/clinicDays';
import { clinicToday, clinicWallClock, DEFAULT_CLINIC_TIMEZONE } from '../../../src/shared/clinicTime';
import { SEEDED_CLINIC_DAYS } from '../../../src/shared/schemas/reference';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  seedEmptyDatabase,
  type DemoAccount,
} from '../../../src/server/seed/demo-data';
import { DEMO_BOARD_KEY, demoBoardPath } from '../../../src/server/seed/clinic-day';
import { DAY_PLAN, DEPENDANT, ETIM, HOLDER, YUSUF, dayClock } from '../../../src/server/seed/clinic-day-plan';
import { daySheet } from '../../../src/server/today/day-sheet';
import { myQueue } from '../../../src/server/today/my-queue';
import { displayDoctors, nowServing } from '../../../src/server/today/displays';
import { markMissedVisits } from '../../../src/server/today/no-show';
import { policyOf } from '../../../src/server/appointments/policy';
import { readConfig } from '../../../src/server/config';
import { toE164 } from '../../../src/server/phones/phone-numbers';
import { VISIT_STATES } from '../../../src/shared/vocabulary';
import type { DaySheetRow, MyQueueEntry, NowServing } from '../../../src/shared/answers/clinicDay';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { bearer, get, login, post } from '../../helpers/server-calls';

let server: TestServer;
let created: DemoAccount[];
/** when the demo started, on the clinic's clock */
let started: { today: string; time: string };

const ZONE = DEFAULT_CLINIC_TIMEZONE;
const clinicTime = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
const ON_DUTY = ['Abubakar Yusuf', 'Emmanuel Etim'];
/** A time of day as the board writes an expected call. */
const HHMM = expect.stringMatching(/^\d\d:\d\d$/);

const sheetOf = async (db: TestServer['db'], date: string) =>
  (await daySheet(db, { date, search: undefined, page: 1, pageSize: 100 }, 'NG')).data;

/** The doctors whose visits of the day are in every visit state. */
const doctorsInEveryState = (rows: readonly DaySheetRow[]) =>
  [...new Set(rows.map((r) => r.doctorName))]
    .filter((name) =>
      VISIT_STATES.every((s) => rows.some((r) => r.doctorName === name && r.visitState === s)),
    )
    .sort();

const userByEmail = (email: string) =>
  server.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

const signIn = async (email: string) =>
  bearer((await login(server, email, DEMO_PASSWORD)).body.data as string);

describe('the demo data set on a fresh database', () => {
  // each describe closes its database before the next opens one: on PostgreSQL the migrator looks for
  // its own tables in every schema, so a second live test schema would be taken as migrated already
  beforeAll(async () => {
    server = await startTestServer();
    const now = new Date();
    started = { today: clinicToday(ZONE, now), time: clinicTime(now) };
    created = await seedEmptyDatabase(server.db, { demo: true });
  });
  afterAll(() => server.close());

  test('the accounts printed at start-up include six doctors, the applicant and the registered doctor', () => {
    expect(created).toEqual(DEMO_ACCOUNTS.map(({ role, name, email }) => ({ role, name, email })));
    const doctors = created.filter((a) => a.role === 'Doctor').map((a) => a.email);
    expect(doctors).toEqual([1, 2, 3, 4, 5, 6].map((n) => `doctor${n}@clinicbook.local`));
    expect(
      created
        .filter((a) => a.role === 'Reg Doctor')
        .map((a) => a.email)
        .sort(),
    ).toEqual(['applicant@clinicbook.local', 'regdoctor@clinicbook.local']);
  });

  test('every demo number is a Nigerian mobile stored in E.164; a family member may have none', async () => {
    const rows = await server.db.selectFrom('users').select(['phone', 'phone_unusable']).execute();
    expect(rows.length).toBeGreaterThan(DEMO_ACCOUNTS.length);
    for (const { phone, phone_unusable } of rows) {
      expect({ phone, phone_unusable }).toEqual({ phone: toE164(phone, 'NG') ?? '', phone_unusable: false });
    }
    const doctors = await server.db.selectFrom('doctors').select('phone_number').execute();
    expect(doctors).toHaveLength(7);
    for (const { phone_number } of doctors) expect(phone_number).toBe(toE164(phone_number, 'NG'));
  });

  test('six approved doctors, each a doctor account, with varied clinic days and hours', async () => {
    const rows = await server.db
      .selectFrom('doctors')
      .innerJoin('users', 'users.id', 'doctors.user_id')
      .select(['users.email', 'users.is_doctor', 'users.reg_doctor', 'doctors.status', 'doctors.clinic_days'])
      .select(['doctors.appointment_start', 'doctors.fee_per_consultation', 'doctors.gender'])
      .where('doctors.status', '=', 'approved')
      .orderBy('users.email')
      .execute();
    expect(rows.map((r) => r.email)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `doctor${n}@clinicbook.local`));
    for (const row of rows) {
      expect(row).toMatchObject({ is_doctor: true, reg_doctor: false });
      expect(row.fee_per_consultation).toBeGreaterThanOrEqual(5000);
      expect(row.fee_per_consultation).toBeLessThanOrEqual(25000);
      for (const day of row.clinic_days) expect(SEEDED_CLINIC_DAYS).toContain(day);
    }
    expect(new Set(rows.map((r) => r.clinic_days.join('|'))).size).toBe(6);
    expect(new Set(rows.map((r) => r.appointment_start)).size).toBeGreaterThan(2);
    expect(new Set(rows.map((r) => r.gender))).toEqual(new Set(['female', 'male']));
  });

  test('one pending applicant, a registered doctor; the other registered doctor has no profile', async () => {
    const applicant = await userByEmail('applicant@clinicbook.local');
    expect(applicant).toMatchObject({ reg_doctor: true, is_doctor: false, is_verified: true });
    const pending = await server.db
      .selectFrom('doctors')
      .select(['user_id'])
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toEqual([{ user_id: applicant.id }]);

    const staff = await signIn('staff@clinicbook.local');
    const registered = await get(server, '/api/admin/get-registered-doctors', staff);
    expect((registered.body.data as Array<{ email: string }>).map((p) => p.email)).toEqual([
      'regdoctor@clinicbook.local',
    ]);
  });

  test('reference lists: the full clinic-day set, services, locations, specialities, slots 5/10/20/30', async () => {
    const clinicDays = await get(server, '/api/user/get-all-clinic-day');
    expect((clinicDays.body.clinicDays as Array<{ name: string }>).map((d) => d.name).sort()).toEqual(
      [...SEEDED_CLINIC_DAYS].sort(),
    );
    const patient = await signIn('patient1@clinicbook.local');
    const slots = await get(server, '/api/Appointmentslot/get-all-totalSlots', patient);
    expect((slots.body.data as Array<{ totalSlots: number }>).map((s) => s.totalSlots)).toEqual([
      5, 10, 20, 30,
    ]);
    const services = await get(server, '/api/user/get-all-services', patient);
    expect((services.body.data as Array<{ service: string }>).map((s) => s.service)).toEqual(
      expect.arrayContaining(['General Practice', 'Paediatrics', 'Cardiology', 'Dentistry']),
    );
    const locations = await get(server, '/api/user/get-all-location', patient);
    expect((locations.body.data as Array<{ location: string }>).map((l) => l.location)).toContain('Ikeja');
    const specialities = await get(server, '/api/user/get-all-speciality', patient);
    expect((specialities.body.data as unknown[]).length).toBeGreaterThanOrEqual(4);

    const approved = await get(server, '/api/user/get-all-approved-doctors', patient);
    expect(approved.body.data).toHaveLength(6);
  });

  test('a demo doctor signs in with the demo password and reads their profile', async () => {
    const doctor = await userByEmail('doctor3@clinicbook.local');
    const res = await post(
      server,
      '/api/doctor/get-doctor-info-by-user-id',
      { userId: doctor.id },
      await signIn(doctor.email),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      userId: doctor.id,
      status: 'approved',
      email: 'doctor3@clinicbook.local',
    });
  });

  test('the admin has notifications about applications', async () => {
    const admin = await userByEmail('admin@clinicbook.local');
    const notes = await server.db
      .selectFrom('notifications')
      .select(['message', 'on_click_path'])
      .where('user_id', '=', admin.id)
      .execute();
    expect(notes).toContainEqual({
      message: 'Halima Abdullahi has applied for a doctor account',
      on_click_path: '/admin/doctorslist',
    });
    expect(notes.length).toBeGreaterThanOrEqual(2);
  });

  test('about sixty appointments in every status around today, each on a clinic day of its doctor', async () => {
    const rows = await server.db
      .selectFrom('appointments as a')
      .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
      .select([
        'a.status',
        'a.time',
        'a.approved_by_name',
        'd.clinic_days',
        'd.appointment_start',
        'd.appointment_end',
      ])
      .select(sql<string>`to_char(coalesce(a.schedule_date, a.date), 'YYYY-MM-DD')`.as('clinic_date'))
      .select(sql<string | null>`to_char(a.follow_up_date, 'YYYY-MM-DD')`.as('follow_up'))
      .execute();
    // about sixty around today and the fourteen of today's clinic day
    expect(rows.length).toBeGreaterThanOrEqual(50 + DAY_PLAN.length);
    expect(rows.length).toBeLessThanOrEqual(70 + DAY_PLAN.length);
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['pending', 'approved', 'rejected', 'follow-up', 'completed', 'cancelled', 'no-show']),
    );
    for (const row of rows) {
      expect(matchesAnyClinicDay(row.clinic_days, row.clinic_date)).toBe(true);
      expect(row.time >= row.appointment_start && row.time < row.appointment_end).toBe(true);
      expect(row.approved_by_name === null).toBe(row.status === 'pending');
      expect(row.follow_up !== null).toBe(row.status === 'follow-up');
    }
    const today = clinicToday(DEFAULT_CLINIC_TIMEZONE);
    expect(rows.some((r) => r.clinic_date < today)).toBe(true);
    expect(rows.some((r) => r.clinic_date > today)).toBe(true);
  });

  test('a full date with a waitlist and a closed clinic day ahead', async () => {
    const queue = await server.db
      .selectFrom('waitlist_entries as w')
      .innerJoin('doctors as d', 'd.id', 'w.doctor_id')
      .select(['w.doctor_id', 'd.total_slots', sql<string>`to_char(w.date, 'YYYY-MM-DD')`.as('date')])
      .execute();
    expect(queue.length).toBe(2);
    const taken = await server.db
      .selectFrom('appointments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('doctor_id', '=', queue[0].doctor_id)
      .where('status', 'in', ['pending', 'approved', 'follow-up', 'completed'])
      .where(sql<boolean>`coalesce(schedule_date, date) = ${queue[0].date}::date`)
      .executeTakeFirstOrThrow();
    expect(Number(taken.n)).toBe(queue[0].total_slots);
    const closings = await server.db
      .selectFrom('closed_clinic_days')
      .select(['reason', 'closed_by_name'])
      .execute();
    expect(closings).toEqual([
      { reason: 'Medical conference', closed_by_name: expect.any(String) as unknown },
    ]);
  });

  test('demo dashboards have content: the admin sees every count above zero', async () => {
    const res = await get(server, '/api/admin/dashboard-stats', await signIn('admin@clinicbook.local'));
    const stats = res.body.data as Record<string, number>;
    for (const key of [
      'pendingApprovals',
      'approvedAppointments',
      'completedAppointments',
      'followupAppointments',
    ]) {
      expect(stats[key]).toBeGreaterThan(0);
    }
    expect(stats.totalDoctors).toBe(6);
    // ten patients and the family member seen today
    expect(stats.activePatients).toBe(11);
  });

  test('reviews of completed visits in every status; approved ones give doctors a rating', async () => {
    const reviews = await server.db
      .selectFrom('reviews as r')
      .innerJoin('appointments as a', 'a.id', 'r.appointment_id')
      .select(['r.status', 'a.status as visit', 'r.user_id', 'a.user_id as patient'])
      .execute();
    expect(new Set(reviews.map((r) => r.status))).toEqual(new Set(['approved', 'hold', 'rejected']));
    for (const r of reviews) {
      expect(['completed', 'follow-up']).toContain(r.visit);
      expect(r.user_id).toBe(r.patient);
    }
    const doctors = (
      await get(server, '/api/user/get-all-approved-doctors', await signIn('patient1@clinicbook.local'))
    ).body.data as Array<{ _id: string }>;
    const ratings = await Promise.all(
      doctors.map(async (d) => (await get(server, `/api/reviews/doctor/${d._id}`)).body.rating),
    );
    expect(ratings.some((r) => typeof r === 'number')).toBe(true);
  });

  test('today at the front desk: two doctors with a visit in every state, queue numbers, visits later on', async () => {
    const res = await get(server, '/api/desk/day?pageSize=100', await signIn('staff@clinicbook.local'));
    const rows = res.body.data as DaySheetRow[];
    expect(doctorsInEveryState(rows)).toEqual(ON_DUTY);
    // each doctor's numbers carry the letter given at their first check-in of the day: Dr. Etim's came first
    for (const row of rows.filter((r) => ['arrived', 'in-consultation', 'seen'].includes(r.visitState))) {
      expect(row.queueNumber).toMatch(row.doctorName === 'Emmanuel Etim' ? /^A-\d{3}$/ : /^B-\d{3}$/);
    }
    expect(rows.filter((r) => r.visitState === 'in-consultation')).toHaveLength(2);
    // the ones to come are after the start (bar a start in the day's last minutes, squeezed to 23:58)
    const later = rows.filter((r) => r.visitState === 'expected' && r.time > started.time);
    if (started.time < '23:50') expect(later.length).toBeGreaterThanOrEqual(3);
    // one has waited past the desk's 45-minute alert, unless the demo started before 02:29: in the day's
    // first three hours the plan's 55-minute wait is squeezed (seed/clinic-day-plan.ts dayClock)
    const waited = rows
      .filter((r) => r.visitState === 'arrived')
      .map((r) => (Date.now() - Date.parse(r.arrivedAt!)) / 60_000);
    if (started.time > '02:29') expect(Math.max(...waited)).toBeGreaterThan(45);
  });

  test('each on-duty doctor’s Today shows their own day in every state', async () => {
    for (const [email, name] of [
      [YUSUF, 'Abubakar Yusuf'],
      [ETIM, 'Emmanuel Etim'],
    ]) {
      const res = await get(server, '/api/desk/day?pageSize=100', await signIn(email));
      const rows = res.body.data as DaySheetRow[];
      expect(new Set(rows.map((r) => r.doctorName))).toEqual(new Set([name]));
      expect(doctorsInEveryState(rows)).toEqual([name]);
    }
  });

  test('the board printed at start shows both doctors: the number in consultation and the next ones, each doctor’s letter its own', async () => {
    expect(await demoBoardPath(server.db)).toBe(`/board?key=${DEMO_BOARD_KEY}`);
    const res = await get(server, '/api/board/now-serving', { 'x-display-key': DEMO_BOARD_KEY });
    expect(res.status).toBe(200);
    expect((res.body.data as NowServing[]).map(({ doctorId: _, ...line }) => line)).toEqual([
      {
        doctorName: 'Emmanuel Etim',
        nowServing: 'A-003',
        next: ['A-004', 'A-005'],
        nextExpectedAt: [HHMM, HHMM],
      },
      {
        doctorName: 'Abubakar Yusuf',
        nowServing: 'B-002',
        next: ['B-003', 'B-004'],
        nextExpectedAt: [HHMM, HHMM],
      },
    ]);
  });

  test('my queue on the holder’s home: their family member is next, they follow, and a visit later', async () => {
    const res = await get(server, '/api/user/my-queue', await signIn(HOLDER));
    const entries = (res.body.data as MyQueueEntry[]).map(({ appointmentId: _, ...e }) => e);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          patientName: DEPENDANT.name,
          doctorName: 'Abubakar Yusuf',
          visitState: 'arrived',
          queueNumber: 'B-003',
          ahead: 0,
        }),
        expect.objectContaining({ patientName: 'Ibrahim Sani', visitState: 'arrived', ahead: 1 }),
        expect.objectContaining({ doctorName: 'Emmanuel Etim', visitState: 'expected', ahead: 2 }),
      ]),
    );
  });

  test('today’s insights count the day: visits seen and missed, waits and consultations', async () => {
    const res = await get(
      server,
      `/api/insights/summary?from=${started.today}&to=${started.today}`,
      await signIn('admin@clinicbook.local'),
    );
    expect(res.status).toBe(200);
    const day = res.body.data as Record<string, number | null>;
    expect(day.completed).toBeGreaterThanOrEqual(3);
    expect(day.noShows).toBeGreaterThanOrEqual(2);
    if (started.time > '03:01') {
      expect(day.avgWaitMinutes).toBeGreaterThan(5);
      expect(day.avgConsultMinutes).toBeGreaterThan(5);
    }
  });

  test('the desk and the doctor carry on from the demo’s day: the next number, the longest wait called once the visit in the room is finished', async () => {
    const staff = await signIn('staff@clinicbook.local');
    const rows = (await get(server, '/api/desk/day?pageSize=100', staff)).body.data as DaySheetRow[];
    const ofEtim = rows.filter((r) => r.doctorName === 'Emmanuel Etim');
    const coming = ofEtim.find((r) => r.visitState === 'expected')!;
    const inRoom = ofEtim.find((r) => r.visitState === 'in-consultation')!;
    const checkedIn = await post(server, '/api/desk/check-in', { appointmentId: coming._id }, staff);
    expect(checkedIn.body).toMatchObject({ success: true, data: { queueNumber: 'A-006' } });
    const doctor = await signIn(ETIM);
    const refused = await post(server, '/api/desk/call-next', { doctorId: coming.doctorId }, doctor);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'A-003 is still with the doctor. Finish that visit before calling the next patient.',
    );
    const called = await post(
      server,
      '/api/desk/call-next',
      { doctorId: coming.doctorId, finishFirst: inRoom._id },
      doctor,
    );
    expect(called.body).toMatchObject({ success: true, data: { queueNumber: 'A-004' } });
  });

  test('seeding again changes nothing: the database is no longer empty', async () => {
    const count = async () =>
      (
        await server.db
          .selectFrom('doctors')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    expect(await seedEmptyDatabase(server.db, { demo: true })).toEqual([]);
    expect(await count()).toBe(before);
  });
});

describe.each([
  // 23:30 and 00:20 in Lagos: the evening squeezed into the last half hour, the morning into twenty minutes
  ['late on a Sunday evening', '2030-06-02T22:30:00Z'],
  ['just after midnight on a Saturday', '2030-05-31T23:20:00Z'],
])('the demo started %s', (_when, instant) => {
  const now = new Date(instant);
  const today = clinicToday(ZONE, now);
  let day: TestServer;
  beforeAll(async () => {
    day = await startTestServer();
    await seedEmptyDatabase(day.db, { demo: true, now });
  });
  afterAll(() => day.close());

  test('today’s visits suit their doctors; the past ones are before the start, the rest after it', async () => {
    const sheet = await sheetOf(day.db, today);
    expect(doctorsInEveryState(sheet)).toEqual(ON_DUTY);
    const doctors = await day.db
      .selectFrom('doctors')
      .select(['id', 'clinic_days', 'appointment_start', 'appointment_end'])
      .execute();
    const start = clinicTime(now);
    for (const row of sheet) {
      const doctor = doctors.find((d) => d.id === row.doctorId)!;
      expect(matchesAnyClinicDay(doctor.clinic_days, today)).toBe(true);
      expect(row.time >= doctor.appointment_start && row.time < doctor.appointment_end).toBe(true);
      if (row.visitState === 'expected') expect(row.time > start).toBe(true);
      else expect(row.time <= start).toBe(true);
      for (const stamp of [row.arrivedAt, row.calledAt]) {
        if (stamp) expect(clinicToday(ZONE, new Date(stamp)) === today && new Date(stamp) <= now).toBe(true);
      }
    }
  });

  test('the board and the holder’s queue follow the day; the no-show pass leaves the visits to come alone', async () => {
    const clock = clinicWallClock(ZONE, now);
    const lines = await nowServing(day.db, await displayDoctors(day.db, DEMO_BOARD_KEY), clock);
    expect(lines.map((l) => [l.nowServing, l.next.length])).toEqual([
      ['A-003', 2],
      ['B-002', 2],
    ]);
    const holder = await day.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', HOLDER)
      .executeTakeFirstOrThrow();
    expect(
      (await myQueue(day.db, holder.id, { ...clock, timeZone: ZONE })).map((e) => e.patientName),
    ).toContain(DEPENDANT.name);

    const config = readConfig({ SEED: 'none' });
    await markMissedVisits(day.db, policyOf(config), config.noShowAfterMinutes, now);
    const after = await sheetOf(day.db, today);
    expect(after.filter((r) => r.visitState === 'expected')).toHaveLength(3);
  });
});

describe('the demo day’s clock', () => {
  test.each(['00:00', '00:20', '06:00', '12:00', '23:00', '23:30', '23:50'])(
    'started at %s, every visit is today, the past ones before the start and the rest after',
    (start) => {
      const [h, m] = start.split(':').map(Number);
      const clock = dayClock(h * 60 + m);
      for (const visit of DAY_PLAN) {
        const time = clock.time(visit.at);
        expect(time >= '00:01' && time <= '23:58').toBe(true);
        if (visit.at < 0) expect(time <= start || start === '00:00').toBe(true);
        else expect(time > start).toBe(true);
        for (const offset of [visit.arrived, visit.called, visit.finished]) {
          if (offset !== undefined) expect(h * 60 + m + clock.shift(offset)).toBeGreaterThanOrEqual(0);
        }
      }
    },
  );
});

describe('without demo data', () => {
  test('only the administrator is created; the clinic days are there all the same', async () => {
    const bare = await startTestServer();
    try {
      const out = await seedEmptyDatabase(bare.db, {
        demo: false,
        admin: { email: 'Boss@Example.com', password: 'Secret#2026' },
      });
      expect(out).toEqual([]);
      const users = await bare.db.selectFrom('users').select(['email', 'is_admin']).execute();
      expect(users).toEqual([{ email: 'boss@example.com', is_admin: true }]);
      expect(await bare.db.selectFrom('doctors').select('id').execute()).toEqual([]);
      expect(await bare.db.selectFrom('slot_options').select('id').execute()).toEqual([]);
      const days = await bare.db.selectFrom('clinic_days').select('name').execute();
      expect(days).toHaveLength(32);
    } finally {
      await bare.close();
    }
  });
});
