import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { post, put } from '../../helpers/server-calls';
import {
  CANCEL,
  STATUS,
  TODAY,
  book,
  dmy,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { addDays, nextClinicDate } from '../../../src/shared/clinicDays';
import { foldTallies, tallies } from '../../../src/server/dashboard/tallies';

/**
 * The dashboards' tallies (migration 011) against the same numbers counted from scratch, after each
 * kind of change the clinic sees: bookings and decisions through the API, a bulk insert, a block, a
 * role change, a patient and a doctor removed with everything of theirs, and folds, two at once.
 */
let server: TestServer;
let admin: QuickUser;
let doctors: QuickDoctor[];
let patients: QuickUser[];

type Counts = Record<string, number>;
const withoutZeros = (counts: Map<string, number> | Counts) =>
  Object.fromEntries(
    [...(counts instanceof Map ? counts : Object.entries(counts))].filter(([, n]) => n !== 0),
  );

/** What a dashboard would show, counted over every row: clinic-wide (null) or for one doctor. */
async function recount(doctorId: string | null): Promise<Counts> {
  const mine = doctorId === null ? sql`true` : sql`doctor_id = ${doctorId}`;
  const { rows } = await sql<{ name: string; n: string }>`
    SELECT status AS name, count(*) AS n FROM appointments WHERE ${mine} GROUP BY status
    UNION ALL
    SELECT 'patients', count(DISTINCT user_id) FROM appointments WHERE ${mine} AND ${doctorId !== null}
    UNION ALL
    SELECT 'active_patients', count(*) FROM users u
      WHERE ${doctorId === null} AND u.is_verified AND NOT u.is_blocked AND NOT u.is_admin AND NOT u.is_staff
        AND NOT u.is_doctor AND EXISTS (SELECT 1 FROM appointments a WHERE a.user_id = u.id)`.execute(
    server.db,
  );
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}

async function expectTalliesRight() {
  expect(withoutZeros(await tallies(server.db, null))).toEqual(withoutZeros(await recount(null)));
  const present = await server.db.selectFrom('doctors').select('id').execute();
  for (const { id } of present) {
    expect(withoutZeros(await tallies(server.db, id))).toEqual(withoutZeros(await recount(id)));
  }
}

const clinicDay = (days: number) => nextClinicDate(['Everyday'], addDays(TODAY, days)) as string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await quickUser(server, { flags: { is_admin: true } });
  doctors = [
    await quickDoctor(server, { firstName: 'Ada' }),
    await quickDoctor(server, { firstName: 'Obi' }),
  ];
  patients = [];
  for (const name of ['Chidi Okafor', 'Emeka Nwosu', 'Funke Bello', 'Tolu Ade']) {
    patients.push(await quickUser(server, { name }));
  }
});

afterAll(() => server.close());

test('bookings, decisions and cancellations through the API keep every count', async () => {
  await expectTalliesRight();
  const ids = [];
  for (const [i, patient] of patients.entries()) {
    ids.push(await book(server, patient, doctors[i % 2], clinicDay(1 + i)));
  }
  ids.push(await book(server, patients[0], doctors[1], clinicDay(2)));
  await expectTalliesRight();

  const decide = (id: string, doctor: QuickDoctor, status: string, date?: string) =>
    post(
      server,
      STATUS,
      { appointmentId: id, status, comment: 'Seen', schedule_date: date && dmy(date) },
      doctor.auth,
    );
  expect((await decide(ids[0], doctors[0], 'approved', clinicDay(1))).status).toBe(200);
  expect((await decide(ids[1], doctors[1], 'rejected')).status).toBe(200);
  expect(
    (await post(server, CANCEL, { appointmentId: ids[2], reason: 'Travelling' }, patients[2].auth)).status,
  ).toBe(200);
  await expectTalliesRight();
  expect((await tallies(server.db, null)).get('approved')).toBe(1);
});

test('a bulk insert, a block and a role change keep every count', async () => {
  await sql`
    INSERT INTO appointments (user_id, doctor_id, date, time, status, created_at)
    SELECT (${sql.val(patients.map((p) => p.user.id))}::uuid[])[1 + n % 4],
           (${sql.val(doctors.map((d) => d.doctor.id))}::uuid[])[1 + n % 2],
           ${TODAY}::date - n, '09:00',
           (ARRAY['pending', 'approved', 'completed', 'follow-up', 'rejected'])[1 + n % 5],
           now() - n * interval '1 day'
    FROM generate_series(1, 60) AS n`.execute(server.db);
  await expectTalliesRight();

  expect((await put(server, `/api/admin/block-user/${patients[3].user.id}`, admin.auth)).status).toBe(200);
  await server.db
    .updateTable('users')
    .set({ is_staff: true })
    .where('id', '=', patients[2].user.id)
    .execute();
  await expectTalliesRight();
  expect((await tallies(server.db, null)).get('active_patients')).toBe(2);
});

test('a patient and a doctor removed with everything of theirs leave every count right', async () => {
  await server.db.deleteFrom('users').where('id', '=', patients[0].user.id).execute();
  await expectTalliesRight();
  await server.db.deleteFrom('doctors').where('id', '=', doctors[1].doctor.id).execute();
  await expectTalliesRight();
});

test('folding leaves one row per count with the same sums, also when two instances fold at once', async () => {
  const before = withoutZeros(await tallies(server.db, null));
  const results = await Promise.all([foldTallies(server.db), foldTallies(server.db)]);
  expect(Math.max(...results)).toBeGreaterThan(0);
  await expectTalliesRight();
  expect(withoutZeros(await tallies(server.db, null))).toEqual(before);
  const { rows } = await sql<{ keys: string; rows: string }>`
    SELECT count(DISTINCT (doctor_id, name)) AS keys, count(*) AS rows FROM dashboard_tallies`.execute(
    server.db,
  );
  expect(Number(rows[0].rows)).toBe(Number(rows[0].keys));
  expect(await foldTallies(server.db)).toBe(0);
});
