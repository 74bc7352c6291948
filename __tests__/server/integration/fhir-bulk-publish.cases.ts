import { gunzipSync } from 'node:zlib';
import { startSecondInstance, startTestServer, type TestServer } from '../../helpers/server-app';
import { quickDoctor, quickUser, TODAY, type QuickDoctor } from '../../helpers/appointment-fixtures';
import { refreshPublishedFiles } from '../../../src/server/fhir';
import { addDays } from '../../../src/shared/clinicDays';

/**
 * `$bulk-publish` is served from a copy the background job refreshes: an ETag and 304, gzip as
 * stored (plain text for a client without gzip), a booking shown once the copy is refreshed, and two
 * instances refreshing at once publish one build.
 */
const APP_URL = 'https://clinicbook.example';
let server: TestServer;
let doctor: QuickDoctor;
const day = addDays(TODAY, 2);

/** Runs the instance's refresh job now, and waits until it has run. */
async function refresh(on: TestServer = server) {
  on.app.jobs.bulkPublish.kick();
  await on.app.jobs.bulkPublish.idle();
}

const slotFile = (headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: '/fhir/R4/$bulk-publish/Slot.ndjson', headers });

/** The Slot resources of a file's text, by id. */
const slotsOf = (text: string) =>
  new Map(
    text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as fhir4.Slot)
      .map((slot) => [slot.id!, slot]),
  );

beforeAll(async () => {
  server = await startTestServer({ env: { APP_URL } });
  doctor = await quickDoctor(server, { firstName: 'Publish', totalSlots: 3 });
  await refresh();
});
afterAll(() => server.close());

test('a file is sent gzip as stored, with an ETag; the same tag again is a 304 with no body', async () => {
  const reply = await slotFile({ 'accept-encoding': 'gzip, deflate, br' });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-encoding']).toBe('gzip');
  expect(reply.headers['content-type']).toMatch(/^application\/fhir\+ndjson/);
  expect(reply.headers.vary).toMatch(/accept-encoding/i);
  const etag = String(reply.headers.etag);
  expect(etag).toMatch(/^W\/".+"$/);
  const text = gunzipSync(reply.rawPayload).toString('utf8');
  expect(slotsOf(text).get(`${doctor.doctor.id}.${day}`)?.comment).toBe('3 of 3 places free');

  const again = await slotFile({ 'accept-encoding': 'gzip', 'if-none-match': etag });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers.etag).toBe(etag);

  // without gzip: the same text, and the strong form of the same tag
  const plain = await slotFile({ 'accept-encoding': 'identity' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(text);
  expect(plain.headers.etag).toBe(etag.replace(/^W\//, ''));
  expect((await slotFile({ 'if-none-match': etag.replace(/^W\//, '') })).statusCode).toBe(304);
  expect((await slotFile({ 'if-none-match': '"something-else"' })).statusCode).toBe(200);
});

test('a booking shows in the file once the copy is refreshed, under a new ETag', async () => {
  const before = await slotFile({ 'accept-encoding': 'gzip' });
  const patient = await quickUser(server, { name: 'Publish Patient' });
  await server.db
    .insertInto('appointments')
    .values({
      user_id: patient.user.id,
      doctor_id: doctor.doctor.id,
      date: day,
      time: '10:00',
      status: 'approved',
      schedule_date: day,
    })
    .execute();
  // until the refresh, the copy is what it was
  const stale = await slotFile({ 'accept-encoding': 'gzip', 'if-none-match': String(before.headers.etag) });
  expect(stale.statusCode).toBe(304);

  await refresh();
  const after = await slotFile({ 'accept-encoding': 'gzip', 'if-none-match': String(before.headers.etag) });
  expect(after.statusCode).toBe(200);
  expect(after.headers.etag).not.toBe(before.headers.etag);
  const slots = slotsOf(gunzipSync(after.rawPayload).toString('utf8'));
  expect(slots.get(`${doctor.doctor.id}.${day}`)?.comment).toBe('2 of 3 places free');

  const manifest = await server.app.inject({ method: 'GET', url: '/fhir/R4/$bulk-publish' });
  const built = await server.db.selectFrom('published_files').select('built_at').executeTakeFirstOrThrow();
  expect((manifest.json() as { transactionTime: string }).transactionTime).toBe(built.built_at.toISOString());
  const unchanged = await server.app.inject({
    method: 'GET',
    url: '/fhir/R4/$bulk-publish',
    headers: { 'if-none-match': String(manifest.headers.etag) },
  });
  expect(unchanged.statusCode).toBe(304);
});

test('two instances refreshing at once: one builds and publishes, the copy stays whole', async () => {
  const second = await startSecondInstance(server, { APP_URL });
  try {
    // each instance's job refreshes once as it starts: let both finish first
    await Promise.all([server.app.jobs.bulkPublish.idle(), second.app.jobs.bulkPublish.idle()]);
    const env = { appUrl: APP_URL, timeZone: 'Africa/Lagos', today: TODAY };
    const published = await Promise.all([
      refreshPublishedFiles(server.db, env),
      refreshPublishedFiles(server.db, env),
    ]);
    expect(published.filter(Boolean)).toHaveLength(1);
    const generations = await server.db
      .selectFrom('published_files')
      .select('generation')
      .distinct()
      .execute();
    expect(generations).toHaveLength(1);
    // the other instance serves the same bytes under the same tag
    const [one, two] = await Promise.all(
      [server.app, second.app].map((app) =>
        app.inject({
          method: 'GET',
          url: '/fhir/R4/$bulk-publish/Schedule.ndjson',
          headers: { 'accept-encoding': 'gzip' },
        }),
      ),
    );
    expect(one.headers.etag).toBe(two.headers.etag);
    expect(gunzipSync(one.rawPayload).equals(gunzipSync(two.rawPayload))).toBe(true);
    // no build but the one served and the one before it is kept
    const kept = await server.db.selectFrom('published_chunks').select('generation').distinct().execute();
    expect(kept.length).toBeLessThanOrEqual(2);
  } finally {
    await second.close();
  }
});

test('before any copy exists a file is built for the request', async () => {
  await server.db.deleteFrom('published_files').execute();
  const reply = await slotFile();
  expect(reply.statusCode).toBe(200);
  expect(slotsOf(reply.body).get(`${doctor.doctor.id}.${day}`)?.comment).toBe('2 of 3 places free');
  await refresh();
  expect((await slotFile()).headers.etag).toBeDefined();
});
