import { startTestServer, type TestServer } from '../../helpers/server-app';
import { registerSmartClient } from '../../helpers/peers/smart-client';
import { quickDoctor, quickUser, TODAY } from '../../helpers/appointment-fixtures';
import { buildBackgroundIndexes, everyPage, fhirGet, orderedId } from '../../helpers/scenarios/fhir-pages';
import { planAtScale, planNodes, statementsOf } from '../../helpers/scenarios/statement-plans';
import { addDays } from '../../../src/shared/clinicDays';
import type { AppointmentStatus } from '../../../src/server/db/schema';

/**
 * FHIR Appointment?status= filters in the database: a status whose matches lie beyond the first
 * page of ids answers full pages (it once answered empty pages until the seventh), a due visit takes
 * its FHIR status from its clinic day (checked-in, arrived, fulfilled, noshow) and every search walks
 * an index, never a table whole.
 */
let server: TestServer;
let token: string;
let doctorId: string;
const day = addDays(TODAY, -10);

/** The rows made, by their FHIR status: ids are ordered so the rarer statuses come after the commoner. */
const EXPECTED: Record<string, string[]> = {};
const expect_ = (status: string, id: string) => (EXPECTED[status] ??= []).push(id);

beforeAll(async () => {
  server = await startTestServer();
  const doctor = await quickDoctor(server, { firstName: 'Status' });
  doctorId = doctor.doctor.id;
  const patient = await quickUser(server, { name: 'Status Patient' });
  const rows: Array<{ n: number; status: AppointmentStatus; visit?: string; fhir: string }> = [
    ...Array.from({ length: 40 }, (_, i) => ({ n: 1 + i, status: 'completed' as const, fhir: 'fulfilled' })),
    ...Array.from({ length: 12 }, (_, i) => ({ n: 101 + i, status: 'no-show' as const, fhir: 'noshow' })),
    // due visits whose clinic day says otherwise than booked
    ...[201, 202, 203, 204, 205].map((n) => ({
      n,
      status: 'approved' as const,
      visit: 'no-show',
      fhir: 'noshow',
    })),
    ...[301, 302, 303].map((n) => ({ n, status: 'approved' as const, visit: 'arrived', fhir: 'checked-in' })),
    { n: 351, status: 'approved', visit: 'in-consultation', fhir: 'arrived' },
    ...[401, 402, 403, 404].map((n) => ({ n, status: 'approved' as const, fhir: 'booked' })),
    ...[501, 502].map((n) => ({ n, status: 'follow-up' as const, visit: 'seen', fhir: 'fulfilled' })),
    ...[601, 602, 603].map((n) => ({ n, status: 'pending' as const, fhir: 'pending' })),
    ...[701, 702].map((n) => ({ n, status: 'cancelled' as const, fhir: 'cancelled' })),
  ];
  // a follow-up seen on its first day: its visit now is on the follow-up date, not yet come (booked)
  rows.push({ n: 503, status: 'follow-up', visit: 'seen-before', fhir: 'booked' });
  await server.db
    .insertInto('appointments')
    .values(
      rows.map((r) => ({
        id: orderedId(r.n),
        user_id: patient.user.id,
        doctor_id: doctorId,
        date: day,
        time: '10:00',
        status: r.status,
        schedule_date: r.status === 'pending' ? null : day,
        follow_up_date: r.status === 'follow-up' ? addDays(day, 14) : null,
      })),
    )
    .execute();
  const visits = rows.filter((r) => r.visit);
  await server.db
    .insertInto('clinic_visits')
    .values(
      visits.map((r) => ({
        appointment_id: orderedId(r.n),
        // a follow-up's visit is on its follow-up date; the one seen before, on its first day
        clinic_date: r.status === 'follow-up' && r.visit !== 'seen-before' ? addDays(day, 14) : day,
        doctor_id: doctorId,
        state: (r.visit === 'seen-before' ? 'seen' : r.visit) as 'seen',
      })),
    )
    .execute();
  for (const r of rows) expect_(r.fhir, orderedId(r.n));
  const system = await registerSmartClient(server, { scopes: ['system/*.rs'] });
  token = await system.token();
});
afterAll(() => server.close());

const ids = (pages: Array<Array<{ id: string }>>) => pages.flat().map((r) => r.id);

test.each(['noshow', 'fulfilled', 'booked', 'checked-in', 'arrived', 'pending', 'cancelled'])(
  'status=%s: every match in id order, five a page, each page full until the last',
  async (status) => {
    const pages = await everyPage(server, token, `/Appointment?status=${status}&_count=5`);
    const wanted = EXPECTED[status];
    expect(ids(pages)).toEqual([...wanted].sort());
    expect(pages.flat().every((r) => r.status === status)).toBe(true);
    const sizes = pages.map((p) => p.length);
    expect(sizes.slice(0, -1).every((n) => n === 5)).toBe(true);
    expect(sizes[sizes.length - 1]).toBe(wanted.length - 5 * (pages.length - 1));
  },
);

test('noshow is past the first page of ids, and still its first page is full', async () => {
  const { body } = await fhirGet(server, token, '/Appointment?_count=20');
  expect(body.entry!.some((e) => (e.resource as fhir4.Appointment).status === 'noshow')).toBe(false);
  const pages = await everyPage(server, token, `/Appointment?status=noshow&_count=10`);
  expect(pages.map((p) => p.length)).toEqual([10, 7]);
});

test('several statuses at once, and a status beside a date or a doctor, fill their pages too', async () => {
  const both = await everyPage(server, token, `/Appointment?status=noshow,checked-in&_count=4`);
  expect(ids(both)).toEqual([...EXPECTED.noshow, ...EXPECTED['checked-in']].sort());
  expect(both.slice(0, -1).every((p) => p.length === 4)).toBe(true);
  for (const also of [`date=${day}`, `practitioner=Practitioner/${doctorId}`]) {
    const pages = await everyPage(server, token, `/Appointment?${also}&status=noshow&_count=4`);
    expect(ids(pages)).toEqual([...EXPECTED.noshow].sort());
    expect(pages.map((p) => p.length)).toEqual([4, 4, 4, 4, 1]);
  }
});

test.each([
  ['date', `date=${day}`, /CASE/],
  ['a range of dates', `date=ge${addDays(day, -3)}&date=lt${addDays(day, 3)}`, /CASE/],
  ['patient', 'patient=PATIENT', /user_id/],
  ['practitioner', 'practitioner=DOCTOR', /doctor_id/],
  ['practitioner and dates', `practitioner=DOCTOR&date=ge${day}&date=le${addDays(day, 6)}`, /doctor_id/],
  ['_lastUpdated', '_lastUpdated=gt2026-01-01T00:00:00Z', /updated_at/],
  ['status', 'status=noshow', /status|state/],
  ['status, a page on', `status=pending&_cursor=${orderedId(601)}`, /status/],
])('%s: the search reads appointments through an index on its parameter', async (_name, query, column) => {
  await buildBackgroundIndexes(server);
  const patientId = (await server.db.selectFrom('appointments').select('user_id').executeTakeFirstOrThrow())
    .user_id;
  const url = `/Appointment?${query.replace('PATIENT', patientId).replace('DOCTOR', doctorId)}&_count=5`;
  const sent = await statementsOf(server.db, () => everyPage(server, token, url));
  const searched = sent.filter((s) => /from "(appointments|clinic_visits)"/.test(s.sql));
  expect(searched.length).toBeGreaterThan(0);
  let walked = false;
  for (const statement of searched) {
    const nodes = planNodes(await planAtScale(server.db, statement));
    const big = nodes.filter((n) =>
      ['appointments', 'clinic_visits', 'users'].includes(n['Relation Name'] ?? ''),
    );
    expect(big.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
    if (nodes.some((n) => n['Index Name'] && column.test(n['Index Cond'] ?? ''))) walked = true;
  }
  expect(walked).toBe(true);
});
