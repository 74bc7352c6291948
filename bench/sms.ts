import { sql } from 'kysely';
import { openDatabase, type Db as Database } from '../src/server/db/connect';
import { kyselyRunner } from '../src/server/db/prepared-transaction';
import { queueTexts } from '../src/server/sms/sms-outbox';
import { freshSchema, startServerProcess } from '../__tests__/helpers/server-process';
import { startTestSmsc } from '../__tests__/helpers/peers/test-smsc';
import { benchServerEnv, type Row } from './setup';

/** Texts in one burst, sent as fast as the link allows. */
const BURST = 2000;
/** Texts already sent before the burst: the outbox's history grows with the clinic's age. */
const HISTORY_SIZES = [10_000, 100_000, 1_000_000];
/** A steady trickle at half the default rate, to read the outbox's lag in ordinary use. */
const STEADY_PER_SECOND = 5;
const STEADY_SECONDS = 20;
const TARGET_TEXTS_PER_SECOND = 200;
const TARGET_LAG_P95_MS = 1000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** Texts of the history, written straight into the outbox as delivered, with their parts. */
async function fillHistory(db: Database, rows: number, userId: string) {
  await sql`
    INSERT INTO sms_outbox (user_id, to_number, kind, language, body, state, parts, attempts, submitted_at,
      delivered_at, created_at, next_attempt_at)
    SELECT ${userId}::uuid, '+23480' || lpad((31000000 + i % 900000)::text, 8, '0'), 'approved', 'en',
      'Approved: Dr. Ada Obi, 03-03-2027 at 10:00, Ikeja.', 'delivered', 1, 1,
      now() - make_interval(mins => i), now() - make_interval(mins => i), now() - make_interval(mins => i),
      now() - make_interval(mins => i)
    FROM generate_series(1, ${rows}) AS i`.execute(db);
}

/** Queued as the app queues them, with the wake-up call the senders listen for. */
const queueBenchTexts = (db: Database, count: number, userId: string, from: number) =>
  queueTexts(
    kyselyRunner(db),
    Array.from({ length: count }, (_, i) => ({
      userId,
      toNumber: `+2348031${String(from + i + 1).padStart(6, '0')}`,
      kind: 'reminder',
      appointmentId: null,
      language: 'en',
      body: 'Reminder: Dr. Ada Obi, 03-03-2027 at 10:00, Ikeja. Reply 1 to confirm, 2 to cancel.',
    })),
  );

/** created_at → submitted_at of the texts to numbers from `from` on, in ms. */
async function lags(db: Database, from: number) {
  const { rows } = await sql<{ lag: number }>`
    SELECT extract(epoch FROM submitted_at - created_at)::float8 * 1000 AS lag FROM sms_outbox
    WHERE state <> 'delivered' AND to_number >= ${`+2348031${String(from).padStart(6, '0')}`}`.execute(db);
  return rows.map((r) => r.lag);
}

/**
 * Texts per second from the outbox through a real server process to a local SMSC (the
 * `smpp` package's server) over SMPP, on PostgreSQL, with 10k, 100k and 1M texts already in the
 * outbox's history; and the outbox's lag (queued → submitted) under a steady trickle at the
 * default SMS_RATE_PER_SECOND.
 */
export async function smsRows(databaseUrl: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const history of HISTORY_SIZES) {
    const smsc = await startTestSmsc();
    const schema = await freshSchema(databaseUrl);
    const database = await openDatabase({ url: schema.url });
    let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
    try {
      const user = await database.db
        .insertInto('users')
        .values({ name: 'Bench Patient', email: 'sms-bench@example.com', phone: '+2348031000000' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await fillHistory(database.db, history, user.id);
      await sql`ANALYZE sms_outbox`.execute(database.db);
      const fast = history === HISTORY_SIZES[HISTORY_SIZES.length - 1];
      server = await startServerProcess({
        ...benchServerEnv(),
        DATABASE_URL: schema.url,
        SMS_SMPP_URL: smsc.url,
        // the burst measures the sender and the link; the trickle runs at the default rate
        SMS_RATE_PER_SECOND: fast ? '10' : '10000',
      });
      await smsc.waitForBind();
      if (!fast) {
        const started = Date.now();
        await queueBenchTexts(database.db, BURST, user.id, 0);
        await smsc.waitForTexts(BURST, 120_000);
        const perSecond = BURST / ((Date.now() - started) / 1000);
        rows.push({
          name: `texts per second, outbox to SMSC (${history.toLocaleString('en')} texts of history)`,
          value: `${perSecond.toFixed(0)} /s`,
          target: `≥ ${TARGET_TEXTS_PER_SECOND} /s`,
          pass: perSecond >= TARGET_TEXTS_PER_SECOND,
        });
        continue;
      }
      // the trickle: one text every 200 ms, at SMS_RATE_PER_SECOND 10
      for (let i = 0; i < STEADY_PER_SECOND * STEADY_SECONDS; i += 1) {
        await queueBenchTexts(database.db, 1, user.id, 500_000 + i);
        await new Promise((resolve) => setTimeout(resolve, 1000 / STEADY_PER_SECOND));
      }
      await smsc.waitForTexts(STEADY_PER_SECOND * STEADY_SECONDS, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const lag = await lags(database.db, 500_000);
      const p95 = percentile(lag, 95);
      rows.push({
        name: `outbox lag, queued → submitted, p50 / p95 (${STEADY_PER_SECOND} texts/s at SMS_RATE_PER_SECOND 10, ${history.toLocaleString('en')} of history)`,
        value: `${percentile(lag, 50).toFixed(0)} / ${p95.toFixed(0)} ms`,
        target: `p95 ≤ ${TARGET_LAG_P95_MS} ms`,
        pass: p95 <= TARGET_LAG_P95_MS,
      });
    } finally {
      await server?.stop();
      await database.close();
      await schema.drop();
      await smsc.close();
    }
  }
  return rows;
}
