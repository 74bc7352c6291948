import { sql, type Kysely } from 'kysely';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import { quickUser, type QuickUser } from '../../helpers/appointment-fixtures';
import { addReferenceData, doctorForm, insertDoctor } from '../../helpers/doctor-fixtures';

/**
 * Doctors' numbers: any valid number of the clinic's country (a landline too) is stored in
 * E.164 by the application, the profile's edit and the admin's schedule; anything else is refused and
 * nothing written. On a database from before (migration 022), the numbers already stored are
 * converted in the background; the ones that are not numbers stay as typed.
 */
const NOT_A_NUMBER = 'This is not a valid phone number. Enter it as you would dial it, e.g. 0803 123 4567.';

/** The release before: doctors' numbers as their forms took them. */
async function fillRelease022(db: Kysely<unknown>) {
  await sql`
    INSERT INTO users (name, email, phone, password_hash, is_verified, is_doctor)
    SELECT 'Old Doctor ' || n, 'old-doctor' || n || '@upgrade.test', '+23480300000' || n, 'x', true, true
    FROM generate_series(1, 4) AS n`.execute(db);
  await sql`
    INSERT INTO doctors (user_id, first_name, last_name, email, phone_number, location, service, specialization,
      experience, fee_per_consultation, appointment_start, appointment_end, total_slots, clinic_days, status)
    SELECT id, 'Old', name, email,
      (ARRAY['0803 200 0001', '01 280 1234', 'ask reception', '+2348032000004'])[substr(name, 12)::int],
      'Ikeja', 'General Practice', 'Family Medicine', 5, 5000, '08:00', '17:00', 10, ARRAY['Everyday'], 'approved'
    FROM users WHERE is_doctor`.execute(db);
}

let server: TestServer;
let admin: QuickUser;

beforeAll(async () => {
  server = await startTestServer({ upgradeFrom: { migration: '022_text_messages', fill: fillRelease022 } });
  await addReferenceData(server);
  admin = await quickUser(server, { flags: { is_admin: true } });
});
afterAll(() => server.close());

async function maintenanceDone(): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (((await get(server, '/readyz')).body.maintenance as unknown[]).length === 0) return;
    server.app.jobs.maintenance.kick();
    await server.app.jobs.maintenance.idle();
  }
  throw new Error('background maintenance did not finish');
}

const numberOf = async (userId: string) =>
  (
    await server.db
      .selectFrom('doctors')
      .select('phone_number')
      .where('user_id', '=', userId)
      .executeTakeFirst()
  )?.phone_number;

test('the numbers stored before are converted in the background; one that is not a number stays', async () => {
  await maintenanceDone();
  const rows = await server.db
    .selectFrom('doctors')
    .select(['last_name', 'phone_number'])
    .where('first_name', '=', 'Old')
    .orderBy('last_name')
    .execute();
  expect(rows).toEqual([
    { last_name: 'Old Doctor 1', phone_number: '+2348032000001' },
    // a Lagos landline in the old plan is not a valid number today
    { last_name: 'Old Doctor 2', phone_number: '01 280 1234' },
    { last_name: 'Old Doctor 3', phone_number: 'ask reception' },
    { last_name: 'Old Doctor 4', phone_number: '+2348032000004' },
  ]);
});

/** Each write of a doctor's profile, with a number; the number it stored (undefined: nothing). */
const WRITES: Array<[string, (phoneNumber: string) => Promise<{ status: number; stored?: string }>]> = [
  [
    'an application',
    async (phoneNumber) => {
      const applicant = await quickUser(server);
      const res = await post(
        server,
        '/api/user/apply-appointment-service',
        doctorForm({ phoneNumber }),
        applicant.auth,
      );
      lastBody = res.body;
      return { status: res.status, stored: await numberOf(applicant.user.id) };
    },
  ],
  [
    'the profile’s edit',
    async (phoneNumber) => {
      const doctor = await quickUser(server, { flags: { is_doctor: true } });
      await insertDoctor(server, doctor.user.id, 'approved');
      const body = { ...doctorForm({ phoneNumber }), userId: doctor.user.id };
      const res = await post(server, '/api/doctor/update-doctor-info-by-user-id', body, doctor.auth);
      lastBody = res.body;
      const stored = await numberOf(doctor.user.id);
      return { status: res.status, stored: stored === '+234 803 000 0000' ? undefined : stored };
    },
  ],
  [
    'the admin’s schedule',
    async (phoneNumber) => {
      const registered = await quickUser(server, { flags: { reg_doctor: true } });
      const { clinicDay: _days, ...form } = doctorForm({ phoneNumber });
      const body = { ...form, doctor: registered.user.id, clinicDays: 'Monday' };
      const res = await post(server, '/api/admin/admin-apply-appointment', body, admin.auth);
      lastBody = res.body;
      return { status: res.status, stored: await numberOf(registered.user.id) };
    },
  ],
];
let lastBody: Record<string, unknown>;

describe.each(WRITES)('%s', (_what, write) => {
  test('stores a mobile or a landline in E.164', async () => {
    expect(await write('0803 111 2222')).toEqual({ status: expect.any(Number), stored: '+2348031112222' });
    expect((lastBody.data as { phoneNumber: string }).phoneNumber).toBe('+2348031112222');
    expect(await write('0201 280 1234')).toMatchObject({ stored: '+2342012801234' });
  });

  test('refuses a number that is not one with 400 and writes nothing', async () => {
    expect(await write('0803 123')).toEqual({ status: 400, stored: undefined });
    expect(lastBody).toEqual({
      success: false,
      message: NOT_A_NUMBER,
      errors: { phoneNumber: NOT_A_NUMBER },
    });
    expect(await write('ask reception')).toEqual({ status: 400, stored: undefined });
    expect(lastBody).toMatchObject({ errors: { phoneNumber: 'Please enter a valid phone number' } });
  });
});
