import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { TODAY, quickDoctor, quickUser, type QuickUser } from '../../helpers/appointment-fixtures';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import { LIST_COUNT_LOOKAHEAD } from '../../../src/shared/schemas/listQuery';
import { pageOf } from '../../helpers/scenarios/list-helpers';

/**
 * Counting stops LIST_COUNT_LOOKAHEAD rows past a page's start: a list of
 * 1,025 appointments says "at least" on its first pages and the exact number near its end. Each
 * appointment has its own patient, "Lookahead 0001" … "Lookahead 1025", so a search for the shared
 * part matches more people than the server hands the database as a list of ids, and a search for
 * one number matches one.
 */
const ALL = '/api/admin/get-all-appointments';
const COUNT = 1025;

let server: TestServer;
let admin: QuickUser;

const list = (query: string) => pageOf<Appointment>(server, `${ALL}?${query}`, admin.auth);
const names = (rows: Appointment[]) => rows.map((a) => a.userInfo.name);
/** Patient n's name; patient n's appointment was made n minutes after the first, so newest first is COUNT down. */
const nameOf = (n: number) => `Lookahead ${String(n).padStart(4, '0')}`;

beforeAll(async () => {
  server = await startTestServer();
  admin = await quickUser(server, { flags: { is_admin: true } });
  const { doctor } = await quickDoctor(server);
  await sql`
    WITH people AS (
      INSERT INTO users (name, email, phone, password_hash, is_verified)
      SELECT 'Lookahead ' || lpad(n::text, 4, '0'), 'lookahead' || n || '@example.com', '+234 800 000 0000',
             'not-a-hash', true
      FROM generate_series(1, ${COUNT}::int) AS n
      RETURNING id, name)
    INSERT INTO appointments (user_id, doctor_id, date, time, status, created_at)
    SELECT id, ${doctor.id}, ${TODAY}::date, '10:00',
           CASE WHEN substr(name, 11)::int % 2 = 0 THEN 'pending' ELSE 'rejected' END,
           timestamptz '2026-01-01 08:00Z' + substr(name, 11)::int * interval '1 minute'
    FROM people`.execute(server.db);
  // a review of each, made in the same order
  await sql`
    INSERT INTO reviews (appointment_id, user_id, doctor_id, rating, comment, created_at)
    SELECT id, user_id, doctor_id, 4, 'Kind', created_at FROM appointments`.execute(server.db);
}, 60_000);

afterAll(() => server.close());

test('the first pages count only so far ahead and say so; the pages near the end are exact', async () => {
  const first = await list('page=1&pageSize=10');
  expect(first).toMatchObject({ total: LIST_COUNT_LOOKAHEAD, totalCapped: true, page: 1, pageSize: 10 });
  expect(names(first.data)).toEqual([1025, 1024, 1023, 1022, 1021, 1020, 1019, 1018, 1017, 1016].map(nameOf));

  // the count starts at the page: page 3 (rows 21–30) knows of at least 1,020
  expect(await list('page=3&pageSize=10')).toMatchObject({
    total: 20 + LIST_COUNT_LOOKAHEAD,
    totalCapped: true,
  });
  // from row 991 on, the count reaches the end
  expect(await list('page=100&pageSize=10')).toMatchObject({ total: COUNT, totalCapped: false });
  const last = await list('page=103&pageSize=10');
  expect(last).toMatchObject({ total: COUNT, totalCapped: false });
  expect(names(last.data)).toEqual([nameOf(5), nameOf(4), nameOf(3), nameOf(2), nameOf(1)]);
  expect(await list('page=104&pageSize=10')).toMatchObject({ data: [], total: COUNT, totalCapped: false });
});

test('a filter under the lookahead is counted exactly', async () => {
  const pending = await list('status=pending&pageSize=100');
  expect(pending).toMatchObject({ total: 512, totalCapped: false });
  expect(pending.data.every((a) => a.status === 'pending')).toBe(true);
});

test('a name part shared by more than a thousand patients pages and counts as one shared by few', async () => {
  const shared = await list('search=LOOKAHEAD&sort=patient&order=asc&page=2&pageSize=5');
  expect(shared).toMatchObject({ total: 5 + LIST_COUNT_LOOKAHEAD, totalCapped: true });
  expect(names(shared.data)).toEqual([6, 7, 8, 9, 10].map(nameOf));

  const sharedNewest = await list('search=lookahead&pageSize=3');
  expect(names(sharedNewest.data)).toEqual([nameOf(1025), nameOf(1024), nameOf(1023)]);

  const one = await list('search=head 0777');
  expect(one).toMatchObject({ total: 1, totalCapped: false });
  expect(names(one.data)).toEqual([nameOf(777)]);

  const few = await list('search=ahead 100&sort=patient&order=desc');
  expect(few).toMatchObject({ total: 10, totalCapped: false });
  expect(names(few.data)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map((k) => nameOf(1000 + k)));

  expect(await list('search=nobody')).toMatchObject({ data: [], total: 0, totalCapped: false });
});

test('Manage Review finds reviews by a name part shared by many patients or by one', async () => {
  const reviews = (query: string) =>
    pageOf<{ userId: { name: string } }>(server, `/api/admin/get-all-reviews?${query}`, admin.auth);
  const shared = await reviews('search=lookahead&pageSize=3');
  expect(shared).toMatchObject({ total: LIST_COUNT_LOOKAHEAD, totalCapped: true });
  expect(shared.data.map((r) => r.userId.name)).toEqual([nameOf(1025), nameOf(1024), nameOf(1023)]);
  const one = await reviews('search=head 0031');
  expect(one).toMatchObject({ total: 1, totalCapped: false });
  expect(one.data.map((r) => r.userId.name)).toEqual([nameOf(31)]);
});

test('a renamed patient is found by the new name at once, and no longer by the old', async () => {
  const renamed = await server.db
    .updateTable('users')
    .set({ name: 'Zebedee Quarshie' })
    .where('email', '=', 'lookahead7@example.com')
    .returning('id')
    .executeTakeFirstOrThrow();
  const found = await list('search=quarsh');
  expect(found).toMatchObject({ total: 1 });
  expect(found.data.map((a) => a.userInfo._id)).toEqual([renamed.id]);
  expect(await list('search=Lookahead 0007')).toMatchObject({ total: 0 });
});
