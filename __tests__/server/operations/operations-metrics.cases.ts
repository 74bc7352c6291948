import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { startSecondInstance, startTestServer, type TestServer } from '../../helpers/server-app';
import { scrape, sampleValue } from '../../helpers/scenarios/metrics-text';
import { openEventStream } from '../../helpers/peers/event-stream';
import { eventually } from '../../helpers/eventually';
import { BOOK, TODAY, book, quickDoctor, quickUser } from '../../helpers/appointment-fixtures';
import { post } from '../../helpers/server-calls';
import { addDays } from '../../../src/shared/clinicDays';

const TOKEN = 'metrics-token-for-tests';
let server: TestServer;
let guarded: Awaited<ReturnType<typeof startSecondInstance>>;

// opening a database takes long on a busy machine
beforeAll(async () => {
  // no reminder scan during the test: reminders written here stay due
  server = await startTestServer({ env: { REMINDER_SCAN_SECONDS: '86400' } });
  guarded = await startSecondInstance(server, { METRICS_TOKEN: TOKEN, REMINDER_SCAN_SECONDS: '86400' });
}, 120_000);
afterAll(async () => {
  await guarded.close();
  await server.close();
});

test('every family is there in the Prometheus text format, with a request counted by its route pattern', async () => {
  const doctor = await quickDoctor(server);
  const read = await server.app.inject({ method: 'GET', url: `/api/reviews/doctor/${doctor.doctor.id}` });
  expect(read.statusCode).toBe(200);

  const families = await scrape(server.app);
  const names = families.map((f) => f.name);
  for (const name of [
    'clinicbook_http_requests_total',
    'clinicbook_http_request_duration_seconds',
    'clinicbook_db_pool_in_use',
    'clinicbook_db_pool_waiting',
    'clinicbook_mail_outbox_pending',
    'clinicbook_mail_outbox_oldest_age_seconds',
    'clinicbook_reminders_due',
    'clinicbook_reminders_overdue',
    'clinicbook_live_connections',
    'clinicbook_bookings_refused_full_total',
    'process_cpu_seconds_total',
    'process_resident_memory_bytes',
    'nodejs_eventloop_lag_seconds',
  ]) {
    expect(names).toContain(name);
  }
  const route = { method: 'GET', route: '/api/reviews/doctor/:doctorId', status: '200' };
  expect(sampleValue(families, 'clinicbook_http_requests_total', route)).toBe(1);
  expect(families.find((f) => f.name === 'clinicbook_http_request_duration_seconds')?.type).toBe('HISTOGRAM');

  const text = (await server.app.inject({ method: 'GET', url: '/metrics' })).body;
  // the parser keeps a histogram's buckets but not its labels: its count is read from the text
  expect(text).toContain(
    'clinicbook_http_request_duration_seconds_count{method="GET",route="/api/reviews/doctor/:doctorId",status="200"} 1\n',
  );
  // the id the caller sent is nowhere: labels hold patterns only
  expect(text).not.toContain(doctor.doctor.id);
  // an unknown path does not become a series of its own
  await server.app.inject({ method: 'GET', url: '/api/no/such/thing-0803' });
  expect((await server.app.inject({ method: 'GET', url: '/metrics' })).body).not.toContain('thing-0803');
  expect(
    sampleValue(await scrape(server.app), 'clinicbook_http_requests_total', {
      route: 'unmatched',
      status: '404',
    }),
  ).toBeGreaterThanOrEqual(1);
});

test('a booking refused because the date is full is counted; a booking made is not', async () => {
  const doctor = await quickDoctor(server, { totalSlots: 1 });
  const [first, second] = [await quickUser(server), await quickUser(server)];
  const date = addDays(TODAY, 2);
  const before = sampleValue(await scrape(server.app), 'clinicbook_bookings_refused_full_total') ?? 0;
  await book(server, first, doctor, date);
  expect(sampleValue(await scrape(server.app), 'clinicbook_bookings_refused_full_total')).toBe(before);

  const refused = await post(server, BOOK, { doctorId: doctor.doctor.id, date, time: '11:00' }, second.auth);
  expect(refused.status).toBe(409);
  expect(refused.body.message).toMatch(/^No slots left on /);
  expect(sampleValue(await scrape(server.app), 'clinicbook_bookings_refused_full_total')).toBe(before + 1);
});

test('the outbox and reminder gauges count what waits in the database', async () => {
  const doctor = await quickDoctor(server, { totalSlots: 5 });
  const patient = await quickUser(server);
  const [soon, later] = [
    await book(server, patient, doctor, addDays(TODAY, 3)),
    await book(server, patient, doctor, addDays(TODAY, 4)),
  ];
  // a mail held back for an hour, written an hour ago; reminders due a minute and three days ago
  await sql`
    INSERT INTO mail_outbox (to_address, kind, subject, text_body, html_body, next_attempt_at, created_at)
    VALUES ('held@example.com', 'test', 'Held', 'Held', 'Held', now() + interval '1 hour', now() - interval '1 hour')`.execute(
    server.db,
  );
  await sql`
    INSERT INTO appointment_reminders (appointment_id, visit_at, due_at) VALUES
      (${soon}::uuid, now() + interval '1 day', now() - interval '1 minute'),
      (${later}::uuid, now() + interval '2 days', now() - interval '3 days')`.execute(server.db);

  const families = await scrape(server.app);
  expect(sampleValue(families, 'clinicbook_mail_outbox_pending')).toBeGreaterThanOrEqual(1);
  expect(sampleValue(families, 'clinicbook_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(3600);
  // overdue: due for longer than twice the scan interval (two days here)
  expect(sampleValue(families, 'clinicbook_reminders_due')).toBe(2);
  expect(sampleValue(families, 'clinicbook_reminders_overdue')).toBe(1);
  expect(sampleValue(families, 'clinicbook_db_pool_in_use')).toBeGreaterThanOrEqual(0);
  expect(sampleValue(families, 'clinicbook_db_pool_waiting')).toBe(0);
});

test('an open live stream is counted while it is open', async () => {
  const user = await quickUser(server);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  const stream = await openEventStream(`http://127.0.0.1:${port}/api/user/notifications-stream`, user.auth);
  await stream.waitFor('ready');
  expect(sampleValue(await scrape(server.app), 'clinicbook_live_connections')).toBe(1);
  stream.close();
  await eventually(
    async () => sampleValue(await scrape(server.app), 'clinicbook_live_connections') === 0,
    'the closed stream to be uncounted',
  );
});

test('without METRICS_TOKEN only a direct caller on this machine may read /metrics', async () => {
  const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
  expect((await from('127.0.0.1')).statusCode).toBe(200);
  expect((await from('::1')).statusCode).toBe(200);
  const outside = await from('203.0.113.9');
  expect(outside.statusCode).toBe(403);
  expect(outside.json()).toEqual({ success: false, message: 'Metrics answer only on this machine' });
  // a proxy on this machine passing an outside caller on
  expect((await from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
});

test('with METRICS_TOKEN /metrics needs that bearer token, from any address', async () => {
  const ask = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    guarded.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
  const missing = await ask({});
  expect(missing.statusCode).toBe(401);
  expect(missing.json()).toEqual({ success: false, message: 'Metrics need the metrics token' });
  expect((await ask({ authorization: 'Bearer not-the-token' })).statusCode).toBe(401);
  expect((await ask({ authorization: TOKEN })).statusCode).toBe(401);
  expect((await ask({ authorization: `Bearer ${TOKEN}` }, '203.0.113.9')).statusCode).toBe(200);
  expect((await ask({ authorization: `Bearer ${TOKEN}` })).body).toContain('clinicbook_http_requests_total');
  // health answers stay open to the load balancer
  expect(
    (await guarded.app.inject({ method: 'GET', url: '/readyz', remoteAddress: '203.0.113.9' })).statusCode,
  ).toBe(200);
});
