import { sql } from 'kysely';
import { matchesAnyClinicDay } from '../../src/shared/clinicDays';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/clinicTime';
import { SEEDED_CLINIC_DAYS } from '../../src/shared/schemas/reference';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  seedEmptyDatabase,
  type DemoAccount,
} from '../../src/server/seed/demo-data';
import { startTestServer, type TestServer } from '../helpers/server-app';
import { bearer, get, login, post } from '../helpers/server-calls';

let server: TestServer;
let created: DemoAccount[];

const userByEmail = (email: string) =>
  server.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

const signIn = async (email: string) =>
  bearer((await login(server, email, DEMO_PASSWORD)).body.data as string);

describe('the demo data set on a fresh database', () => {
  // each describe closes its database before the next opens one: on PostgreSQL the migrator looks for
  // its own tables in every schema, so a second live test schema would be taken as migrated already
  beforeAll(async () => {
    server = await startTestServer();
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
    expect(rows.length).toBeGreaterThanOrEqual(50);
    expect(rows.length).toBeLessThanOrEqual(70);
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['pending', 'approved', 'rejected', 'follow-up', 'completed', 'cancelled']),
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

  test('a full date with a waitlist and a closed clinic day ahead (issue 14)', async () => {
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
    expect(stats.activePatients).toBe(10);
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
