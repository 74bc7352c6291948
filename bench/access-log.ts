import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { openDatabase } from '../src/server/db/connect';
import { buildApp } from '../src/server/app';
import { readConfig } from '../src/server/config';
import { createMailer } from '../src/server/mail/mailer';
import { hashPassword } from '../src/server/accounts/passwords';
import { freshSchema } from '../__tests__/helpers/server-process';
import {
  ADMIN_EMAIL,
  BENCH_PASSWORD,
  insertAdmin,
  insertAppointments,
  insertDoctors,
  insertPatients,
} from './bulk-data';
import { JWT_SECRET, TIME_ZONE, signedIn, today, type Row } from './setup';

/** Reads of each kind per measurement, one after another on one kept-alive connection. */
const READS = 300;
/** What the log may add to a read (the median, where a shared machine's noise is least). */
const MAX_OVERHEAD = 0.05;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

function timedGet(agent: http.Agent, url: URL, token: string): Promise<number> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${url.pathname} answered ${res.statusCode}`));
          else resolve(Number(process.hrtime.bigint() - started) / 1e6);
        });
      })
      .on('error', reject);
  });
}

interface Read {
  name: string;
  url: (i: number) => string;
}

/**
 * The bench's server without the log: each reading route's handler runs as it is, then its note of
 * the patients shown is emptied, so the answer leaves with no record-access INSERT.
 */
function forgetReads(route: RouteOptions) {
  if (!(route.config as { patientData?: string } | undefined)?.patientData) return;
  const handler = route.handler;
  route.handler = async function read(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const answer: unknown = await handler.call(this, request, reply);
    request.accessed = { patientIds: [] };
    return answer;
  };
}

/** The server as production builds it, on the bench's schema, with the log or `withoutLog`. */
async function serve(databaseUrl: string, withoutLog: boolean) {
  const database = await openDatabase({ url: databaseUrl });
  // the outbox's files (the background jobs' mails) go to a folder of the bench's own, not ./data
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-access-log-'));
  const config = {
    ...readConfig({ SEED: 'none', JWT_SECRET, CLINIC_TIMEZONE: TIME_ZONE }),
    databaseUrl,
    dataDir,
  };
  const app = await buildApp({
    config,
    db: database.db,
    mailer: createMailer({ from: config.mailFrom, dataDir: config.dataDir }),
    onRoute: withoutLog ? forgetReads : undefined,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    address,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function measure(address: string, token: string, read: Read) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    // warm the plans and the buffer cache first
    for (let i = 0; i < 20; i += 1) await timedGet(agent, new URL(read.url(i), address), token);
    const times: number[] = [];
    for (let i = 0; i < READS; i += 1)
      times.push(await timedGet(agent, new URL(read.url(i), address), token));
    return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
  } finally {
    agent.destroy();
  }
}

/** One data set: `visits` appointments over a tenth as many patients, on a fresh PostgreSQL schema. */
async function rowsAt(databaseUrl: string, visits: number): Promise<Row[]> {
  const schema = await freshSchema(databaseUrl);
  const loading = await openDatabase({ url: schema.url });
  const started = Date.now();
  const patients = Math.max(1_000, visits / 10);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await insertAdmin(loading.db, passwordHash);
  await insertPatients(loading.db, 1, patients, passwordHash);
  await insertDoctors(loading.db, 40, 40, passwordHash);
  await insertAppointments(loading.db, visits, today());
  await sql`VACUUM ANALYZE`.execute(loading.db);
  const loaded = Date.now() - started;
  const admin = await loading.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', ADMIN_EMAIL)
    .executeTakeFirstOrThrow();
  const ids = (
    await loading.db
      .selectFrom('users')
      .select('id')
      .where('email', 'like', 'patient%@bench.local')
      .orderBy('email')
      .limit(READS)
      .execute()
  ).map((row) => row.id);
  const token = await signedIn(loading.db, admin);
  await loading.close();
  const reads: Read[] = [
    {
      name: 'a patient’s record at the desk (1 entry)',
      url: (i) => `/api/desk/patient?patientId=${ids[i % ids.length]}`,
    },
    {
      name: 'a page of 10 visits, all appointments (≤ 10 entries)',
      url: (i) => `/api/admin/get-all-appointments?page=${1 + (i % 50)}`,
    },
  ];
  const rows: Row[] = [
    {
      name: `Access log: ${visits.toLocaleString('en')} visits, ${patients.toLocaleString('en')} patients loaded on PostgreSQL`,
      value: `in ${(loaded / 1000).toFixed(1)} s`,
      target: '—',
      pass: null,
    },
  ];
  try {
    for (const read of reads) {
      const figures: Record<'with' | 'without', { p50: number; p95: number }> = {} as never;
      // alternate so neither side always runs on a warmer machine
      for (const side of ['without', 'with', 'without', 'with'] as const) {
        const server = await serve(schema.url, side === 'without');
        try {
          const measured = await measure(server.address, token, read);
          const previous = figures[side];
          figures[side] = previous
            ? { p50: Math.min(previous.p50, measured.p50), p95: Math.min(previous.p95, measured.p95) }
            : measured;
        } finally {
          await server.close();
        }
      }
      const overhead = figures.with.p50 / figures.without.p50 - 1;
      rows.push({
        name: `Access log at ${visits.toLocaleString('en')} visits: ${read.name}, p50 / p95 without → with the log`,
        value: `${figures.without.p50.toFixed(1)} / ${figures.without.p95.toFixed(1)} ms → ${figures.with.p50.toFixed(1)} / ${figures.with.p95.toFixed(1)} ms (${(overhead * 100).toFixed(1)} % at p50)`,
        target: `≤ +${MAX_OVERHEAD * 100} %`,
        pass: overhead <= MAX_OVERHEAD,
      });
    }
  } finally {
    await schema.drop();
  }
  return rows;
}

/**
 * Who opened my record: what writing the log adds to a read. The same reads (a patient's record at
 * the desk, a page of everyone's visits) against the same data, on a server with the log and on
 * one whose routes had their `patientData` declarations taken away as they were registered, at
 * 10,000 and 100,000 visits (ACCESS_LOG_VISITS overrides, e.g. 1000000).
 */
export async function accessLogRows(databaseUrl: string): Promise<Row[]> {
  const sizes = (process.env.ACCESS_LOG_VISITS ?? '10000,100000').split(',').map(Number);
  const rows: Row[] = [];
  for (const visits of sizes) rows.push(...(await rowsAt(databaseUrl, visits)));
  return rows;
}
