import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startServerProcess } from '../../helpers/server-process';
import { DEMO_PASSWORD } from '../../../src/server/seed/demo-data';
import { nextClinicDate, addDays, formatDisplayDate } from '../../../src/shared/clinicDays';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../../src/shared/clinicTime';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import type { Doctor } from '../../../src/shared/types';

/**
 * `npm run backup` while bookings pour in, `npm run restore` into an empty target, and the app
 * started there. Project "server": the embedded database in a data folder, backed up through the
 * running server; project "server-pg": PostgreSQL databases of their own on TEST_DATABASE_URL.
 */
const ROOT = path.resolve(__dirname, '../../..');
const onPostgres = (globalThis as { TEST_DATABASE?: string }).TEST_DATABASE === 'postgres';
const BURST = 50;
const BACKUP_AFTER = 15;
type Server = Awaited<ReturnType<typeof startServerProcess>>;

async function call<T>(base: string, url: string, token?: string, body?: object) {
  const res = await fetch(`${base}/api${url}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body && JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data?: T; total?: number; message?: string } };
}
const signIn = async (base: string, email: string) =>
  (await call<string>(base, '/user/login', undefined, { email, password: DEMO_PASSWORD })).body
    .data as string;

/** `npm run <script> -- <file>` with the target's environment; its exit code and output. */
function npmRun(script: 'backup' | 'restore', file: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('npm', ['run', '-s', script, '--', file], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Two empty targets: PostgreSQL databases made here, or two data folders. */
async function emptyTargets() {
  if (!onPostgres) {
    const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'backup-data-')));
    return {
      envs: dirs.map((DATA_DIR) => ({ DATA_DIR, DATABASE_URL: '' })),
      drop: async () => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })),
    };
  }
  const admin = process.env.TEST_DATABASE_URL as string;
  const names = ['src', 'dst'].map((side) => `backup_${randomBytes(4).toString('hex')}_${side}`);
  const run = async (statements: string[]) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    for (const statement of statements) await client.query(statement);
    await client.end();
  };
  await run(names.map((name) => `CREATE DATABASE ${name}`));
  const urlOf = (name: string) => Object.assign(new URL(admin), { pathname: `/${name}` }).toString();
  return {
    envs: names.map((name) => ({ DATABASE_URL: urlOf(name) })),
    drop: () => run(names.map((name) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/** Ten patients with each doctor on the next clinic days, never the same patient, doctor and date twice. */
async function bookingPlan(base: string) {
  const patients = await Promise.all(
    Array.from({ length: 10 }, (_, i) => signIn(base, `patient${i + 1}@clinicbook.local`)),
  );
  const doctors = (await call<Doctor[]>(base, '/user/get-all-approved-doctors', patients[0])).body.data ?? [];
  const plan: Array<{ token: string; body: object }> = [];
  for (const doctor of doctors) {
    let from = addDays(clinicToday(DEFAULT_CLINIC_TIMEZONE), 35); // clear of the demo appointments
    for (let n = 0; n < 4; n++) {
      const date = nextClinicDate(doctor.clinicDay, from, 60);
      if (!date) break;
      from = addDays(date, 1);
      // no more patients than the doctor has places on a date
      patients.slice(0, doctor.totalSlots).forEach((token, i) => {
        const [h, m] = doctor.appointmentTime[0].split(':').map(Number);
        const time = `${String(h).padStart(2, '0')}:${String(m + (i % 4) * 10).padStart(2, '0')}`;
        plan.push({ token, body: { doctorId: doctor._id, date: formatDisplayDate(date), time } });
      });
    }
  }
  return plan;
}

/**
 * Books without pause, a few at a time, and starts the backup once BACKUP_AFTER bookings were
 * acknowledged; booking goes on until the backup has ended and at least BURST were sent.
 */
async function backupDuringBurst(server: Server, file: string, env: Record<string, string>) {
  const plan = await bookingPlan(server.baseUrl);
  const acknowledged: string[] = [];
  let backup: ReturnType<typeof npmRun> | undefined;
  let acknowledgedBeforeBackup = 0;
  let backupDone = false;
  let next = 0;
  const worker = async () => {
    while (next < plan.length && (next < BURST || !backupDone)) {
      const { token, body } = plan[next++];
      const res = await call<Appointment>(server.baseUrl, '/bookAppointment/book-appointment', token, body);
      expect(res.status).toBe(201);
      acknowledged.push((res.body.data as Appointment)._id);
      if (acknowledged.length >= BACKUP_AFTER && !backup) {
        acknowledgedBeforeBackup = acknowledged.length;
        backup = npmRun('backup', file, env).finally(() => (backupDone = true));
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const result = await (backup as ReturnType<typeof npmRun>);
  expect(result).toMatchObject({ code: 0, output: expect.stringContaining(`Backed up the`) });
  expect(acknowledged.length).toBeGreaterThanOrEqual(BURST);
  return acknowledged.slice(0, acknowledgedBeforeBackup);
}

test('a backup taken during a burst of bookings restores into an empty target, with every booking acknowledged before it began', async () => {
  const targets = await emptyTargets();
  const [sourceEnv, targetEnv] = targets.envs;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'backup-file-')), 'clinic.backup');
  const servers: Server[] = [];
  try {
    const source = await startServerProcess({ ...sourceEnv, SEED: 'demo', LOG_LEVEL: 'warn' });
    servers.push(source);
    const beforeBackup = await backupDuringBurst(source, file, sourceEnv);
    expect(beforeBackup.length).toBeGreaterThanOrEqual(BACKUP_AFTER);

    expect(await npmRun('restore', file, targetEnv)).toMatchObject({ code: 0 });
    const again = await npmRun('restore', file, targetEnv);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(onPostgres ? /is not empty/ : /already holds a database/);

    const restored = await startServerProcess({ ...targetEnv, SEED: 'none', LOG_LEVEL: 'warn' });
    servers.push(restored);
    const admin = await signIn(restored.baseUrl, 'admin@clinicbook.local');
    const ids = new Set<string>();
    for (let page = 1; ; page++) {
      const { body } = await call<Appointment[]>(
        restored.baseUrl,
        `/admin/get-all-appointments?page=${page}&pageSize=100`,
        admin,
      );
      (body.data ?? []).forEach((a) => ids.add(a._id));
      if (!body.data?.length || ids.size >= (body.total ?? 0)) break;
    }
    expect(beforeBackup.filter((id) => !ids.has(id))).toEqual([]);

    // the restored app takes new work: a booking, and the patient's own list shows it
    const { token, body } = (await bookingPlan(restored.baseUrl)).at(-1) as { token: string; body: object };
    const booked = await call<Appointment>(
      restored.baseUrl,
      '/bookAppointment/book-appointment',
      token,
      body,
    );
    expect(booked.status).toBe(201);
    const mine = await call<Appointment[]>(
      restored.baseUrl,
      '/user/get-appointments-by-user-id?pageSize=100',
      token,
    );
    expect(mine.body.data?.map((a) => a._id)).toContain(booked.body.data?._id);
  } finally {
    for (const server of servers) await server.stop();
    await targets.drop();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}, 240_000);
