import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import { eventually } from '../../helpers/eventually';
import {
  CANCEL,
  STATUS,
  TODAY,
  book,
  dmy,
  notesOf,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';
import { WEBHOOK_EVENTS } from '../../../src/shared/webhooks';
import { acceptedUrl } from '../../../src/server/webhooks/webhooks';
import { WEBHOOK_EVENTS_BY_TRIGGER } from '../../../src/server/appointments/effects/webhook-events';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/peers/webhook-receiver';

/** Signed webhooks (Standard Webhooks 1.0), verified by a real receiver with the reference library. */
let server: TestServer;
let receiver: WebhookReceiver;
let admin: QuickUser;
let staff: QuickUser;
let patient: QuickUser;
let doctor: QuickDoctor;
let webhookId: string;

beforeAll(async () => {
  server = await startTestServer({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  receiver = await startWebhookReceiver();
  admin = await quickUser(server, { name: 'Admin Hooks', flags: { is_admin: true } });
  staff = await quickUser(server, { name: 'Desk Hooks', flags: { is_staff: true } });
  patient = await quickUser(server, { name: 'Amaka Obi' });
  doctor = await quickDoctor(server, { start: '00:00', end: '23:59', totalSlots: 100 });
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

const adminPost = (url: string, body: object) => post(server, url, body, admin.auth);
const deliveries = () =>
  server.db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId);
/** Waits for the sender, kicking it (a retry's wait is moved to now by the tests, not waited out). */
const sent = (check: () => boolean | Promise<boolean>, what: string) =>
  eventually(async () => {
    server.app.jobs.webhooks.kick();
    return check();
  }, what);
const dueNow = () =>
  server.db
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: sql<Date>`now()` })
    .where('state', '=', 'queued')
    .execute();

/** An approved visit today straight in the database, as any path could write it. */
async function visitToday() {
  const row = await server.db
    .insertInto('appointments')
    .values({
      user_id: patient.user.id,
      doctor_id: doctor.doctor.id,
      date: TODAY,
      time: '09:00',
      status: 'approved',
      schedule_date: TODAY,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

test('an admin registers an endpoint and sees its secret once', async () => {
  const res = await adminPost('/api/admin/create-webhook', {
    url: receiver.url,
    events: [...WEBHOOK_EVENTS],
  });
  expect(res.status).toBe(201);
  const data = res.body.data as { webhookId: string; secret: string };
  expect(data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
  webhookId = data.webhookId;
  receiver.state.secrets = [data.secret];
  const list = await get(server, '/api/admin/webhooks', admin.auth);
  expect(list.body.data).toEqual([
    expect.objectContaining({ id: webhookId, url: receiver.url, enabled: true }),
  ]);
  expect(JSON.stringify(list.body)).not.toContain(data.secret);
});

test('booking, approval, check-in, call and cancellation each arrive signed, with the FHIR Appointment', async () => {
  const id = await book(server, patient, doctor, addDays(TODAY, 1));
  await sent(() => receiver.accepted(id).includes('appointment.booked'), 'booked');
  const approve = {
    appointmentId: id,
    status: 'approved',
    comment: 'Ok',
    schedule_date: dmy(addDays(TODAY, 1)),
  };
  expect((await post(server, STATUS, approve, doctor.auth)).status).toBe(200);
  expect(
    (await post(server, CANCEL, { appointmentId: id, reason: 'Feeling better' }, patient.auth)).status,
  ).toBe(200);
  await sent(() => receiver.accepted(id).length === 3, 'approved and cancelled');
  expect(receiver.accepted(id)).toEqual([
    'appointment.booked',
    'appointment.approved',
    'appointment.cancelled',
  ]);
  const last = receiver.received.at(-1)!;
  expect(last.body.data).toMatchObject({ resourceType: 'Appointment', id, status: 'cancelled' });
  expect(last.headers['webhook-id']).toMatch(/^msg_/);

  const today = await visitToday();
  expect((await post(server, '/api/desk/check-in', { appointmentId: today }, staff.auth)).status).toBe(200);
  expect((await post(server, '/api/desk/call-next', { doctorId: doctor.doctor.id }, staff.auth)).status).toBe(
    200,
  );
  await sent(() => receiver.accepted(today).length === 4, 'checked in and called');
  expect(receiver.accepted(today)).toEqual([
    'appointment.booked',
    'appointment.approved',
    'visit.checked-in',
    'visit.called',
  ]);
  expect(receiver.refused).toEqual([]);
});

test('a failed delivery is retried on the schedule with the same id and bytes, and logged', async () => {
  receiver.state.answer = 500;
  const id = await visitToday();
  const failedOnce = async () =>
    (await deliveries().where('appointment_id', '=', id).execute()).every(
      (d) => d.attempts >= 1 && d.last_status === 500,
    );
  await sent(failedOnce, 'first failures');
  const [first] = await deliveries()
    .where('appointment_id', '=', id)
    .where('event', '=', 'appointment.booked')
    .execute();
  const wait = (first!.next_attempt_at.getTime() - Date.now()) / 1000;
  expect(wait).toBeGreaterThan(2);
  expect(wait).toBeLessThanOrEqual(5);
  await dueNow();
  // the second failure waits 5 minutes
  const secondWait = async () =>
    (await deliveries().where('id', '=', first!.id).executeTakeFirstOrThrow()).next_attempt_at.getTime() -
      Date.now() >
    290_000;
  await sent(secondWait, 'second try, then a wait of 5 minutes');

  receiver.state.answer = 204;
  await dueNow();
  await sent(() => receiver.accepted(id).includes('appointment.booked'), 'delivered after recovery');
  const tries = receiver.received.filter((r) => r.id === `msg_${first!.id}`);
  expect(tries.map((t) => t.answered)).toEqual([500, 500, 204]);
  expect(new Set(tries.map((t) => t.raw)).size).toBe(1);

  const log = await get(
    server,
    `/api/admin/webhook-deliveries?webhookId=${webhookId}&pageSize=50`,
    admin.auth,
  );
  const row = (log.body.data as { rows: { id: string; state: string; attempts: number }[] }).rows.find(
    (r) => r.id === first!.id,
  );
  expect(row).toMatchObject({ state: 'delivered', attempts: 3 });
  const page = await get(
    server,
    `/api/admin/webhook-deliveries?webhookId=${webhookId}&pageSize=1&page=2`,
    admin.auth,
  );
  expect(page.body.data).toMatchObject({ rows: [expect.any(Object)] });

  expect((await adminPost('/api/admin/resend-webhook-delivery', { deliveryId: first!.id })).status).toBe(200);
  await sent(() => receiver.received.filter((r) => r.id === `msg_${first!.id}`).length === 4, 'resent');
  expect(receiver.received.filter((r) => r.id === `msg_${first!.id}`).at(-1)!.raw).toBe(tries[0]!.raw);
});

test('after a rotation both secrets sign every delivery', async () => {
  const res = await adminPost('/api/admin/rotate-webhook-secret', { webhookId });
  const { secret } = res.body.data as { secret: string };
  expect(secret).not.toBe(receiver.state.secrets[0]);
  receiver.state.secrets = [...receiver.state.secrets, secret];
  const id = await visitToday();
  await sent(() => receiver.accepted(id).length === 2, 'signed with both');
  expect(receiver.received.at(-1)!.headers['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/);
  receiver.state.secrets = [secret];
  expect(receiver.refused).toEqual([]);
});

test('a disabled endpoint gets nothing; 410 Gone and five failing days turn it off and tell the admins', async () => {
  expect((await adminPost('/api/admin/disable-webhook', { webhookId })).status).toBe(200);
  const quiet = await visitToday();
  expect(await deliveries().where('appointment_id', '=', quiet).execute()).toEqual([]);
  expect((await adminPost('/api/admin/enable-webhook', { webhookId })).status).toBe(200);

  receiver.state.answer = 410;
  await visitToday();
  const off = async () =>
    !(await server.db.selectFrom('webhooks').select('enabled').executeTakeFirstOrThrow()).enabled;
  await sent(off, 'turned off by 410');
  expect((await get(server, '/api/admin/webhooks', admin.auth)).body.data).toEqual([
    expect.objectContaining({ enabled: false, disabledReason: 'gone' }),
  ]);
  expect((await notesOf(server, admin.user.id)).at(-1)!.message).toBe(
    `The webhook to ${receiver.url} was turned off: its endpoint answered 410 Gone`,
  );

  receiver.state.answer = 500;
  await adminPost('/api/admin/enable-webhook', { webhookId });
  await server.db
    .updateTable('webhooks')
    .set({ failing_since: sql<Date>`now() - interval '5 days 1 hour'` })
    .execute();
  await visitToday();
  await sent(off, 'turned off after five days');
  expect((await notesOf(server, admin.user.id)).at(-1)!.message).toContain('after failing for 5 days');
});

test('addresses: link-local always refused, private ones without the setting, other schemes never', async () => {
  const refused = async (url: string) =>
    (await adminPost('/api/admin/create-webhook', { url, events: ['visit.called'] })).body;
  expect(await refused('http://169.254.169.254/latest/meta-data')).toMatchObject({
    success: false,
    message: 'This address is link-local (169.254.169.254); webhooks are never sent there',
  });
  expect((await refused('http://[fe80::1]/x')).message).toContain('link-local');
  expect((await refused('ftp://example.com/x')).message).toBe(
    'Please enter a web address starting with https:// or http://',
  );
  expect(await acceptedUrl(receiver.url, true)).toBe(receiver.url);
  await expect(acceptedUrl('http://10.1.2.3/hooks', false)).rejects.toThrow(
    'This address is on a private or local network (10.1.2.3); webhooks may only be sent to public addresses',
  );
  await expect(acceptedUrl('http://[::ffff:127.0.0.1]/hooks', false)).rejects.toThrow('private or local');
  expect(await acceptedUrl('http://10.1.2.3/hooks', true)).toBe('http://10.1.2.3/hooks');
});

test('only admins may call the webhook routes, and deleting removes the endpoint', async () => {
  for (const who of [patient, staff, doctor]) {
    expect((await get(server, '/api/admin/webhooks', who.auth)).status).toBe(403);
    expect((await post(server, '/api/admin/delete-webhook', { webhookId }, who.auth)).status).toBe(403);
  }
  expect(
    (await post(server, '/api/admin/create-webhook', { url: receiver.url, events: ['visit.called'] })).status,
  ).toBe(401);
  expect((await adminPost('/api/admin/delete-webhook', { webhookId })).status).toBe(200);
  expect((await get(server, '/api/admin/webhooks', admin.auth)).body.data).toEqual([]);
  expect((await adminPost('/api/admin/delete-webhook', { webhookId })).status).toBe(404);
});

test('each webhook trigger writes the events WEBHOOK_EVENTS_BY_TRIGGER names for it, and no other', async () => {
  const { rows } = await sql<{ trigger: string; source: string }>`
    SELECT t.tgname AS trigger, p.prosrc AS source
    FROM pg_trigger AS t
    JOIN pg_proc AS p ON p.oid = t.tgfoid
    JOIN pg_class AS c ON c.oid = t.tgrelid
    WHERE c.relnamespace = current_schema()::regnamespace AND right(t.tgname, 8) = '_webhook'`.execute(
    server.db,
  );
  const written = Object.fromEntries(
    rows.map((row) => [row.trigger, WEBHOOK_EVENTS.filter((event) => row.source.includes(`'${event}'`))]),
  );
  const named = Object.fromEntries(
    Object.entries(WEBHOOK_EVENTS_BY_TRIGGER).map(([trigger, events]) => [
      trigger,
      WEBHOOK_EVENTS.filter((event) => event in events),
    ]),
  );
  expect(written).toEqual(named);
});
