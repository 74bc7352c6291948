import { startTestServer, type TestServer } from '../../helpers/server-app';
import { registerSmartClient } from '../../helpers/peers/smart-client';
import { quickDoctor, quickUser, TODAY } from '../../helpers/appointment-fixtures';
import { everyPage, fhirGet, orderedId } from '../../helpers/scenarios/fhir-pages';
import { addDays } from '../../../src/shared/clinicDays';

/**
 * FHIR Appointment?date= and ?_lastUpdated= at the edges of the clinic's days (Africa/Lagos, UTC+1):
 * a date is the clinic's date, an instant is placed on the clinic's clock, and `_lastUpdated` compares
 * with the span a value names (a date: the clinic's whole day; an instant: to its last digit). Pages
 * of a range follow the walk's order with no row twice and none left out.
 */
let server: TestServer;
let token: string;
let doctorId: string;
const D = addDays(TODAY, 5);
/** by name: the id of each visit, and its day */
const visits: Record<string, string> = {};
const changes: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ env: { CLINIC_TIMEZONE: 'Africa/Lagos' } });
  const doctor = await quickDoctor(server, { firstName: 'Dates' });
  const other = await quickDoctor(server, { firstName: 'Changes' });
  doctorId = doctor.doctor.id;
  const patient = await quickUser(server, { name: 'Dates Patient' });
  const base = { user_id: patient.user.id, doctor_id: doctorId, time: '10:00' };
  const rows = {
    before: { date: addDays(D, -1), status: 'pending' as const },
    approved: { date: addDays(D, -3), status: 'approved' as const, schedule_date: D },
    // a follow-up is due on its follow-up date, whatever its first date was
    followUp: {
      date: addDays(D, -20),
      status: 'follow-up' as const,
      schedule_date: addDays(D, -20),
      follow_up_date: D,
    },
    after: { date: addDays(D, 1), status: 'approved' as const, schedule_date: addDays(D, 1) },
    pending: { date: D, status: 'pending' as const },
  };
  Object.keys(rows).forEach((name, i) => (visits[name] = orderedId(1001 + i)));
  await server.db
    .insertInto('appointments')
    .values(Object.entries(rows).map(([name, row]) => ({ ...base, ...row, id: visits[name] })))
    .execute();
  // changes either side of the clinic's midnights of 10 March 2025 (23:00 UTC the day before)
  const updated = {
    lastOf9th: '2025-03-09T22:59:59.999Z',
    firstOf10th: '2025-03-09T23:00:00.000Z',
    lastOf10th: '2025-03-10T22:59:59.999Z',
    sameInstant: '2025-03-10T22:59:59.999Z',
    firstOf11th: '2025-03-10T23:00:00.000Z',
  };
  let n = 2000;
  for (const name of Object.keys(updated)) changes[name] = orderedId((n += 1));
  await server.db
    .insertInto('appointments')
    .values(
      Object.entries(updated).map(([name, at]) => ({
        ...base,
        id: changes[name],
        doctor_id: other.doctor.id,
        date: '2025-03-01',
        status: 'completed' as const,
        schedule_date: '2025-03-01',
        updated_at: new Date(at),
      })),
    )
    .execute();
  const system = await registerSmartClient(server, { scopes: ['system/*.rs'] });
  token = await system.token();
});
afterAll(() => server.close());

const found = async (query: string) =>
  (await everyPage(server, token, `/Appointment?${query}`)).flat().map((r) => r.id);
const named = (names: string[], table: Record<string, string>) => names.map((name) => table[name]).sort();

test.each([
  [`date=${D}`, ['approved', 'followUp', 'pending']],
  // 23:30 UTC the day before is 00:30 at the clinic: the clinic's date D
  [`date=${addDays(D, -1)}T23:30:00Z`, ['approved', 'followUp', 'pending']],
  [`date=ge${D}T00:00:00%2B01:00`, ['approved', 'followUp', 'pending', 'after']],
  [`date=ge${addDays(D, -1)}T23:00:00Z`, ['approved', 'followUp', 'pending', 'after']],
  [`date=lt${D}T00:00:00%2B01:00`, ['before']],
  [`date=le${D}T00:00:00%2B01:00`, ['before']],
  [`date=le${addDays(D, -1)}T23:59:00%2B01:00`, ['before']],
  [`date=lt${D}`, ['before']],
  [`date=gt${D}`, ['after']],
  [`date=ge${D}&date=le${D}`, ['approved', 'followUp', 'pending']],
])('%s: the visits of those clinic dates', async (query, names) => {
  const ids = await found(`${query}&practitioner=Practitioner/${doctorId}`);
  expect(ids.sort()).toEqual(named(names, visits));
  // the same without the doctor: the walk over every doctor's visits by day
  expect((await found(query)).filter((id) => Object.values(visits).includes(id)).sort()).toEqual(
    named(names, visits),
  );
});

test('a range of days is paged by day, then id: every visit once, each page full until the last', async () => {
  for (const also of ['', `&practitioner=${doctorId}`]) {
    const pages = await everyPage(
      server,
      token,
      `/Appointment?date=ge${addDays(D, -1)}&date=le${addDays(D, 1)}&_count=2${also}`,
    );
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat().map((r) => r.id)).toEqual([
      visits.before,
      ...named(['approved', 'followUp', 'pending'], visits),
      visits.after,
    ]);
  }
});

test.each([
  ['_lastUpdated=2025-03-10', ['firstOf10th', 'lastOf10th', 'sameInstant']],
  ['_lastUpdated=eq2025-03-10', ['firstOf10th', 'lastOf10th', 'sameInstant']],
  ['_lastUpdated=ge2025-03-10', ['firstOf10th', 'lastOf10th', 'sameInstant', 'firstOf11th']],
  ['_lastUpdated=gt2025-03-10', ['firstOf11th']],
  ['_lastUpdated=le2025-03-10', ['lastOf9th', 'firstOf10th', 'lastOf10th', 'sameInstant']],
  ['_lastUpdated=lt2025-03-10', ['lastOf9th']],
  // an instant to the second lasts that second: gt is from the next one on
  ['_lastUpdated=gt2025-03-09T23:00:00Z', ['lastOf10th', 'sameInstant', 'firstOf11th']],
  ['_lastUpdated=ge2025-03-10T00:00:00%2B01:00', ['firstOf10th', 'lastOf10th', 'sameInstant', 'firstOf11th']],
  ['_lastUpdated=lt2025-03-09T23:00:00Z', ['lastOf9th']],
  ['_lastUpdated=ge2025-03-10&_lastUpdated=lt2025-03-11', ['firstOf10th', 'lastOf10th', 'sameInstant']],
])('%s: the changes in that span of the clinic clock', async (query, names) => {
  const ids = (await found(query)).filter((id) => Object.values(changes).includes(id));
  expect(ids.sort()).toEqual(named(names, changes));
});

test('_lastUpdated pages in the order of the changes, ties by id, to the microsecond', async () => {
  const pages = await everyPage(
    server,
    token,
    '/Appointment?_lastUpdated=ge2025-03-09&_lastUpdated=lt2025-03-12&_count=1',
  );
  expect(pages.map((p) => p.length)).toEqual([1, 1, 1, 1, 1]);
  // made in the order of their changes; the two of one instant in the order of their ids
  expect(pages.flat().map((r) => r.id)).toEqual(Object.values(changes));
});

test('a cursor from another search, or made up, is a 400 naming _cursor', async () => {
  const { status, body } = await fhirGet(server, token, `/Appointment?date=${D}&_cursor=${visits.before}`);
  expect(status).toBe(400);
  expect(JSON.stringify(body)).toContain('_cursor');
  expect(
    (await fhirGet(server, token, '/Appointment?_lastUpdated=gt2025-01-01&_cursor=2025-01-01_x')).status,
  ).toBe(400);
});
