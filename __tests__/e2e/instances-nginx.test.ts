import fs from 'node:fs';
import pg from 'pg';
import { freshSchema, startServerProcess } from '../helpers/server-process';
import { NGINX, startNginx } from '../helpers/peers/nginx-proxy';
import { startTcpRelay } from '../helpers/peers/tcp-relay';
import { holdLiveChannel } from '../helpers/peers/live-channel';
import { apiCall, apiToken, bookThroughKill } from '../helpers/scenarios/booking-burst';
import { eventually } from '../helpers/eventually';

const PATIENTS = 4; // each holds a live channel and books
type Server = Awaited<ReturnType<typeof startServerProcess>>;
type Cleanup = Array<() => Promise<void> | void>;

const statusOf = (url: string) => fetch(url).then((res) => res.status);
const addressOf = (server: Server) => new URL(server.baseUrl).host;

/** Two instances on a fresh schema, B through a relay it can lose its database by, and nginx before them. */
async function startCluster(databaseUrl: URL, cleanup: Cleanup) {
  const schema = await freshSchema(databaseUrl.toString());
  cleanup.push(schema.drop);
  const relay = await startTcpRelay({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
  cleanup.unshift(relay.stop);
  const viaRelay = new URL(schema.url);
  viaRelay.host = `127.0.0.1:${relay.port}`;
  const env = { SEED: 'demo', AUTH_RATE_PER_MINUTE: '100000' };
  // both at once, as a deployment starts them: migrations and demo data agree through locks
  const started = await Promise.allSettled([
    startServerProcess({ ...env, DATABASE_URL: schema.url }),
    startServerProcess({ ...env, DATABASE_URL: viaRelay.toString() }),
  ]);
  for (const s of started) if (s.status === 'fulfilled') cleanup.unshift(() => s.value.stop());
  const [a, b] = started.map((s) => {
    if (s.status === 'rejected') throw s.reason;
    return s.value;
  });
  const proxy = await startNginx([a, b].map((server) => Number(new URL(server.baseUrl).port)));
  cleanup.unshift(proxy.stop);
  await eventually(
    async () => (await statusOf(`${proxy.baseUrl}/readyz`)) === 200,
    'the proxy is ready',
    10_000,
  );
  return { schemaUrl: schema.url, relay, a, b, proxy };
}

/** B loses its database: its /readyz answers 503, and nginx moves on to A and leaves B out until it is back. */
async function unreadyInstanceIsSkipped({ relay, a, b, proxy }: Awaited<ReturnType<typeof startCluster>>) {
  await relay.cut();
  await eventually(async () => (await statusOf(`${b.baseUrl}/readyz`)) === 503, 'B reports unready', 10_000);
  const seen = proxy.accessLog().length;
  for (let i = 0; i < 6; i++) expect(await statusOf(`${proxy.baseUrl}/readyz`)).toBe(200);
  expect(proxy.accessLog().slice(seen)).toContain(
    `GET /readyz 200 upstreams=[${addressOf(b)}, ${addressOf(a)}] statuses=[503, 200]`,
  );
  expect(
    proxy
      .accessLog()
      .slice(seen)
      .filter((line) => line.includes(addressOf(b))),
  ).toHaveLength(1);

  await relay.restore();
  await eventually(async () => (await statusOf(`${b.baseUrl}/readyz`)) === 200, 'B reports ready', 10_000);
  const mark = proxy.accessLog().length;
  await eventually(
    async () => {
      await statusOf(`${proxy.baseUrl}/readyz`);
      return proxy
        .accessLog()
        .slice(mark)
        .some((line) => line.endsWith(`[${addressOf(b)}] statuses=[200]`));
    },
    'the proxy sends to B again',
    10_000,
  );
}

async function countInDatabase(schemaUrl: string, ids: string[]): Promise<number> {
  const client = new pg.Client({ connectionString: schemaUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM appointments WHERE id = ANY($1)', [
      ids,
    ]);
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

const why = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set: several instances need a shared PostgreSQL'
  : !fs.existsSync(NGINX)
    ? `${NGINX} is missing: install Debian's nginx`
    : '';
const runs = why ? test.skip : test;
if (why) console.warn(`instances-nginx: the several-instances test is skipped: ${why}`);

runs(
  `two instances behind nginx: an unready one is skipped, kill -9 loses nothing${why && ` (skipped: ${why})`}`,
  async () => {
    const cleanup: Cleanup = [];
    try {
      const cluster = await startCluster(new URL(process.env.TEST_DATABASE_URL as string), cleanup);
      const { proxy, b } = cluster;
      await unreadyInstanceIsSkipped(cluster);

      // tokens signed on either instance work on both: the signing key lives in the database
      const staff = apiToken(proxy.baseUrl, 'staff@clinicbook.local');
      const patients = await Promise.all(
        Array.from({ length: PATIENTS }, (_, i) =>
          apiToken(proxy.baseUrl, `patient${i + 1}@clinicbook.local`),
        ),
      );
      // opened one by one, round robin puts half of the channels on each instance
      const channels = [];
      for (const token of patients) {
        const channel = holdLiveChannel(`${proxy.baseUrl}/api/user/notifications-stream`, token);
        cleanup.unshift(channel.close);
        await channel.until((s) => s.readies === 1, 'first connection');
        channels.push(channel);
      }

      const { acknowledged, sentAfterKill, killed } = await bookThroughKill(proxy.baseUrl, patients, () =>
        b.stop('SIGKILL'),
      );
      expect(killed).toBe(true);
      // every booking sent after the kill succeeded, through the survivor
      expect(sentAfterKill.length).toBeGreaterThanOrEqual(5);
      expect(sentAfterKill.filter((status) => status !== 201)).toEqual([]);
      // no acknowledged booking is lost
      const ids = acknowledged.map((a) => a.appointment._id);
      expect(await countInDatabase(cluster.schemaUrl, ids)).toBe(ids.length);

      // the channels B held reconnected through the proxy; every channel hears the next notification
      expect(channels.filter((c) => c.state.drops > 0).length).toBeGreaterThanOrEqual(1);
      for (const channel of channels) await channel.until((s) => s.readies > s.drops, 'reconnection');
      for (const [i, channel] of channels.entries()) {
        const before = channel.state.notifications;
        const visit = acknowledged.find((a) => a.patient === i)?.appointment;
        if (!visit) throw new Error(`patient${i + 1} has no acknowledged booking to approve`);
        const approval = await apiCall(proxy.baseUrl, '/doctor/change-appointment-status', {
          token: await staff,
          body: {
            appointmentId: visit._id,
            status: 'approved',
            comment: 'See you then',
            schedule_date: visit.date,
          },
        });
        expect([approval.status, approval.reply.message]).toEqual([200, 'Appointment approved']);
        await channel.until((s) => s.notifications > before, 'the approval notification');
      }
    } finally {
      for (const step of cleanup)
        await Promise.resolve()
          .then(step)
          .catch((err: unknown) => console.error(err));
    }
  },
);
