import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { openDatabase, type Db } from '../src/server/db/connect';
import { createTokens } from '../src/server/plugins/auth';
import type { UserRow } from '../src/server/db/schema';
import { clinicToday } from '../src/shared/clinicTime';
import { freshSchema, startServerProcess } from '../__tests__/helpers/server-process';
import { ADMIN_EMAIL, insertBenchData, patientEmail } from './bulk-data';
import { approvedDoctors, approvedDoctorsQuery } from '../src/server/doctors/doctor-lists';
import { allAppointments, allAppointmentsQuery } from '../src/server/appointments/lists';
import { SerializedBody } from '../src/server/read-cache/body';

/** One line of the printed table; `pass` is null for a figure that has no target. */
export interface Row {
  name: string;
  value: string;
  target: string;
  pass: boolean | null;
}

export const JWT_SECRET = 'bench-secret-not-for-production-0123456789';
/** The servers under test log problems only, as one behind a proxy that keeps the access log would. */
export const BENCH_LOG_LEVEL = 'warn';
export const TIME_ZONE = 'Africa/Lagos';
export const today = () => clinicToday(TIME_ZONE);
const tokens = createTokens(JWT_SECRET);

/** A token for the user as a sign-in makes one: with its own session row, which every token needs. */
export async function signedIn(db: Db, user: UserRow): Promise<string> {
  const session = await db
    .insertInto('user_sessions')
    .values({ user_id: user.id, ip: '127.0.0.1', user_agent: 'ClinicBook bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return tokens.sign(user, { sid: session.id });
}
export const SIZE = { appointments: 10_000, doctors: 300, patients: 5_000 };
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What every server the bench starts is told besides where its data and static files are. */
export const benchServerEnv = () => ({
  SEED: 'none',
  JWT_SECRET,
  LOG_LEVEL: BENCH_LOG_LEVEL,
  CLINIC_TIMEZONE: TIME_ZONE,
});

/** What /readyz answers: ready or not, and the background maintenance still to do. */
interface Readiness {
  status: string;
  maintenance?: Array<{ task: string; done: number }>;
}

/**
 * Waits until the server at `baseUrl` has no background maintenance left (/readyz lists none, or
 * only tasks at done 1): the insights rollups counted, the declared indexes built. As an operator's
 * first start, the bench starts the server on its data and lets it do this work itself. Resolves to
 * the milliseconds waited; rejects after `timeoutMs`, naming what was left.
 */
export async function waitForMaintenance(baseUrl: string, timeoutMs = 30 * 60_000): Promise<number> {
  const started = Date.now();
  let last = 'no answer';
  for (;;) {
    const answer = await fetch(`${baseUrl}/readyz`)
      .then(async (res) => ({ ok: res.ok, body: (await res.json()) as Readiness }))
      .catch(() => undefined);
    if (answer?.ok) {
      const left = (answer.body.maintenance ?? []).filter((task) => task.done < 1);
      if (left.length === 0) return Date.now() - started;
      last = left.map((task) => `${task.task} ${Math.round(task.done * 100)} %`).join(', ');
    }
    if (Date.now() - started > timeoutMs) {
      throw new Error(`background maintenance still not done after ${timeoutMs / 1000} s: ${last}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

let built: string | undefined;

/** BENCH_DIST when it names a build; otherwise a fresh production build in a private folder, made once per run. */
export function productionBuild(): string {
  const given = process.env.BENCH_DIST;
  if (given && fs.existsSync(path.join(given, 'index.html'))) return path.resolve(given);
  if (built) return built;
  const out = path.join(os.tmpdir(), 'clinicbook-bench-dist');
  console.error(`building the app into ${out} …`);
  execFileSync('npx', ['webpack', '--mode', 'production', '--output-path', out], { stdio: 'inherit' });
  built = out;
  return out;
}

/** Where the read server keeps its data: embedded PGlite (the demo's default) or PostgreSQL. */
export type ReadDatabase = { kind: 'pglite' } | { kind: 'postgres'; url: string };

/** The two cached lists, each also served as a static file of the same bytes (see sameBytesFiles). */
export const SAME_BYTES = {
  approvedDoctors: '/same-bytes/approved-doctors.json',
  allAppointments: '/same-bytes/all-appointments.json',
} as const;

/**
 * A copy of the build with each cached list's answer beside it as static files: the JSON and its .br
 * and .gz twins, made by the functions and the serializer the routes use. The static route then sends
 * the very bytes the API sends, so a read can be set beside a file of its own size.
 */
async function sameBytesFiles(db: Db, dist: string): Promise<string> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'clinicbook-bench-static-'));
  fs.cpSync(dist, copy, { recursive: true });
  const answers: Array<[string, () => Promise<unknown>]> = [
    [
      SAME_BYTES.approvedDoctors,
      async () => ({
        success: true,
        ...(await approvedDoctors(db, approvedDoctorsQuery.parse({}), today())),
      }),
    ],
    [
      SAME_BYTES.allAppointments,
      async () => ({ success: true, ...(await allAppointments(db, allAppointmentsQuery.parse({}))) }),
    ],
  ];
  for (const [urlPath, answer] of answers) {
    const file = path.join(copy, urlPath);
    const body = new SerializedBody(await answer());
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body.json);
    fs.writeFileSync(`${file}.br`, await body.encodedAs('br'));
    fs.writeFileSync(`${file}.gz`, await body.encodedAs('gzip'));
  }
  return copy;
}

/**
 * The real server as its own process on a database holding the bench data set, loaded from this
 * process first (PGlite allows one process at a time). Tokens for its admin and first patient.
 */
export async function startReadServer(dist: string, target: ReadDatabase = { kind: 'pglite' }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinicbook-bench-'));
  const schema = target.kind === 'postgres' ? await freshSchema(target.url) : undefined;
  const database = await openDatabase(schema ? { url: schema.url } : { dataDir });
  const started = Date.now();
  await insertBenchData(database.db, SIZE, today());
  const loadMs = Date.now() - started;
  const user = (email: string) =>
    database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  const admin = await user(ADMIN_EMAIL);
  const patient = await user(patientEmail(1));
  const doctor = await database.db.selectFrom('doctors').select('id').limit(1).executeTakeFirstOrThrow();
  const staticDir = await sameBytesFiles(database.db, dist);
  const adminToken = await signedIn(database.db, admin);
  const patientToken = await signedIn(database.db, patient);
  await database.close();
  const server = await startServerProcess({
    ...benchServerEnv(),
    ...(schema ? { DATABASE_URL: schema.url } : { DATA_DIR: dataDir }),
    STATIC_DIR: staticDir,
  });
  return {
    baseUrl: server.baseUrl,
    loadMs,
    adminToken,
    patientToken,
    doctorId: doctor.id,
    async stop() {
      await server.stop();
      await schema?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(staticDir, { recursive: true, force: true });
    },
  };
}

export type ReadServer = Awaited<ReturnType<typeof startReadServer>>;
