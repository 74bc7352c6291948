import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { startSecondInstance, startTestServer, type TestServer } from '../../helpers/server-app';
import { openEventStream } from '../../helpers/peers/event-stream';
import {
  TODAY,
  book,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';
import { notify } from '../../../src/server/notifications/notifications';
import type { Text } from '../../../src/server/i18n';

/** A notice's words as a message of its own (the wording does not matter here). */
const said = (words: string): Text => ({ id: 'notices.test.said', defaultMessage: words });

const STREAM = '/api/user/notifications-stream';
const QUIET_MS = 400;

let server: TestServer;
let baseUrl: string;
let doctor: QuickDoctor;
let patient: QuickUser;
let bystander: QuickUser;
let second: Awaited<ReturnType<typeof secondInstance>>;

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function secondInstance() {
  const instance = await startSecondInstance(server);
  await instance.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...instance, baseUrl: urlOf(instance.app) };
}

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = urlOf(server.app);
  doctor = await quickDoctor(server, { totalSlots: 20 });
  patient = await quickUser(server, { name: 'Chidi Okafor' });
  bystander = await quickUser(server, { name: 'Ngozi Obi' });
  second = await secondInstance();
});
afterAll(async () => {
  await second.close();
  await server.close();
});

test('a booking reaches the doctor’s open stream; another user’s stream receives nothing', async () => {
  const doctorStream = await openEventStream(`${baseUrl}${STREAM}`, doctor.auth);
  const otherStream = await openEventStream(`${baseUrl}${STREAM}`, bystander.auth);
  expect(doctorStream.status).toBe(200);
  expect(doctorStream.contentType).toMatch(/^text\/event-stream/);
  await Promise.all([doctorStream.waitFor('ready'), otherStream.waitFor('ready')]);

  await book(server, patient, doctor, addDays(TODAY, 1));
  await doctorStream.waitFor('notification');
  await pause(QUIET_MS);
  expect(otherStream.count('notification')).toBe(0);
  doctorStream.close();
  otherStream.close();
});

test('the stream needs the bearer header: none, or a token in the URL, is refused', async () => {
  expect((await openEventStream(`${baseUrl}${STREAM}`, {})).status).toBe(401);
  const token = doctor.auth.authorization.replace('Bearer ', '');
  expect((await openEventStream(`${baseUrl}${STREAM}?token=${token}`, {})).status).toBe(401);
});

test('a change that rolls back announces nothing; the next one that commits does', async () => {
  const stream = await openEventStream(`${baseUrl}${STREAM}`, bystander.auth);
  await stream.waitFor('ready');
  await server.db
    .transaction()
    .execute(async (tx) => {
      await notify(tx, [bystander.user.id], said('never sent'));
      throw new Error('roll back');
    })
    .catch(() => undefined);
  await pause(QUIET_MS);
  expect(stream.count('notification')).toBe(0);
  await notify(server.db, [bystander.user.id], said('sent'));
  await stream.waitFor('notification');
  stream.close();
});

test('a booking made through one instance reaches a browser connected to another', async () => {
  const onSecond = await openEventStream(`${second.baseUrl}${STREAM}`, doctor.auth);
  await onSecond.waitFor('ready');
  await book(server, patient, doctor, addDays(TODAY, 2));
  await onSecond.waitFor('notification');
  onSecond.close();
});

test('every open tab of the user hears it', async () => {
  const tabs = await Promise.all([1, 2, 3].map(() => openEventStream(`${baseUrl}${STREAM}`, patient.auth)));
  await Promise.all(tabs.map((t) => t.waitFor('ready')));
  await notify(server.db, [patient.user.id], said('Your appointment with Dr. Ngozi Eze has been approved'));
  await Promise.all(tabs.map((t) => t.waitFor('notification')));
  tabs.forEach((t) => t.close());
});

const onPostgres = (globalThis as { TEST_DATABASE?: string }).TEST_DATABASE === 'postgres';

(onPostgres ? test : test.skip)(
  'a LISTEN connection that drops listens again and has every open stream re-read what it may have missed',
  async () => {
    const stream = await openEventStream(`${baseUrl}${STREAM}`, bystander.auth);
    await stream.waitFor('ready');
    const { rows } = await sql<{ ended: boolean }>`
      SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
      WHERE query LIKE 'LISTEN %' AND query LIKE '%clinicbook_live_' || current_schema() || '%'`.execute(
      server.db,
    );
    expect(rows.length).toBeGreaterThan(0);
    // nobody wrote anything for this user: the event is the listener's "you may have missed something"
    await stream.waitFor('notification', 1, 10_000);
    stream.close();

    // and it hears new notifications again
    const after = await openEventStream(`${baseUrl}${STREAM}`, bystander.auth);
    await after.waitFor('ready');
    await notify(server.db, [bystander.user.id], said('After the reconnect'), '/');
    await after.waitFor('notification', 1, 10_000);
    after.close();
  },
);

test('a change that commits with a notification ends cached reads before the woken browser re-reads', async () => {
  const listed = async () => {
    const res = await fetch(`${baseUrl}/api/user/get-all-approved-doctors`, { headers: patient.auth });
    const body = (await res.json()) as { data: Array<{ _id: string; feePerConsultation: number }> };
    return body.data.find((d) => d._id === doctor.doctor.id)?.feePerConsultation;
  };
  const fee = await listed(); // now cached
  expect(fee).toBeDefined();
  const stream = await openEventStream(`${baseUrl}${STREAM}`, patient.auth);
  await stream.waitFor('ready');

  // written beside the API, so only the notification can tell the cache
  await server.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('doctors')
      .set({ fee_per_consultation: Number(fee) + 111 })
      .where('id', '=', doctor.doctor.id)
      .execute();
    await notify(tx, [patient.user.id], said('Fees have changed'), '/');
  });
  await stream.waitFor('notification');
  expect(await listed()).toBe(Number(fee) + 111);
  stream.close();
});
