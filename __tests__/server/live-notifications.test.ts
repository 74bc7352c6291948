import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { startTestServer, type TestServer } from '../helpers/server-app';
import { openEventStream } from '../helpers/event-stream';
import {
  TODAY,
  book,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../helpers/appointment-fixtures';
import { addDays } from '../../src/shared/clinicDays';
import { buildApp } from '../../src/server/app';
import { openDatabase, type OpenDatabase } from '../../src/server/db/connect';
import { readConfig } from '../../src/server/config';
import { createMailer } from '../../src/server/services/mailer';
import { notify } from '../../src/server/services/notifications';

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

/**
 * Another server instance on the same data, as a second process behind a load balancer would be:
 * on PostgreSQL its own pool and LISTEN connection; embedded PGlite lives in one process, so there
 * the second instance shares the handle.
 */
async function secondInstance() {
  const database: Pick<OpenDatabase, 'db' | 'listen' | 'close'> = server.target.url
    ? await openDatabase(server.target)
    : { db: server.db, listen: server.listen, close: async () => undefined };
  const config = readConfig({ SEED: 'none' });
  const mailer = createMailer({ smtpUrl: server.smtp.url, from: config.mailFrom, dataDir: config.dataDir });
  const app = await buildApp({ config, db: database.db, listen: database.listen, mailer });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, baseUrl: urlOf(app) };
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
  await second.app.close();
  await second.database.close();
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
      await notify(tx, [bystander.user.id], 'never sent');
      throw new Error('roll back');
    })
    .catch(() => undefined);
  await pause(QUIET_MS);
  expect(stream.count('notification')).toBe(0);
  await notify(server.db, [bystander.user.id], 'sent');
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
  await notify(server.db, [patient.user.id], 'Your appointment with Dr. Ngozi Eze has been approved');
  await Promise.all(tabs.map((t) => t.waitFor('notification')));
  tabs.forEach((t) => t.close());
});
