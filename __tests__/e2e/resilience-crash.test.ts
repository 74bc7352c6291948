import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshSchema, startServerProcess } from '../helpers/server-process';
import { DEMO_PASSWORD } from '../helpers/e2e';
import { nextClinicDate, addDays, formatDisplayDate } from '../../src/shared/clinicDays';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/clinicTime';
import type { Appointment } from '../../src/shared/schemas/appointments';
import type { Doctor, User } from '../../src/shared/types';

const KILL_AFTER_ACKNOWLEDGED = 40;
const IN_FLIGHT = 12;

async function call<T>(base: string, path: string, token?: string, body?: object) {
  const res = await fetch(`${base}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body && JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data?: T; message?: string } };
}
/** Every row of a paged list, read 100 at a time. */
async function everyRow<T>(base: string, path: string, token: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await call<T[]>(base, `${path}?page=${page}&pageSize=100`, token);
    rows.push(...(body.data ?? []));
    if (!body.data?.length || rows.length >= ((body as { total?: number }).total ?? 0)) return rows;
  }
}

const signIn = async (base: string, email: string) =>
  (await call<string>(base, '/user/login', undefined, { email, password: DEMO_PASSWORD })).body
    .data as string;

/** Bookings for ten patients with every doctor on their next clinic days, none repeating a patient, doctor and date. */
async function bookingPlan(base: string) {
  const patients = await Promise.all(
    Array.from({ length: 10 }, (_, i) => signIn(base, `patient${i + 1}@clinicbook.local`)),
  );
  const doctors = (await call<Doctor[]>(base, '/user/get-all-approved-doctors', patients[0])).body.data ?? [];
  const today = clinicToday(DEFAULT_CLINIC_TIMEZONE);
  const plan: Array<{ token: string; body: object }> = [];
  for (const doctor of doctors) {
    let from = addDays(today, 35); // clear of the demo appointments around today
    for (let n = 0; n < 4; n++) {
      const date = nextClinicDate(doctor.clinicDay, from, 60);
      if (!date) break;
      from = addDays(date, 1);
      patients.forEach((token, i) => {
        const [h, m] = doctor.appointmentTime[0].split(':').map(Number);
        const time = `${String(h).padStart(2, '0')}:${String(m + (i % 4) * 10).padStart(2, '0')}`;
        plan.push({ token, body: { doctorId: doctor._id, date: formatDisplayDate(date), time } });
      });
    }
  }
  return plan;
}

/**
 * Fires the plan with a few requests in flight and kills the server (SIGKILL) once enough bookings
 * were acknowledged; returns the ids the server acknowledged.
 */
async function burstThenKill(server: Awaited<ReturnType<typeof startServerProcess>>) {
  const plan = await bookingPlan(server.baseUrl);
  const acknowledged: string[] = [];
  let next = 0;
  let killed: Promise<void> | null = null;
  const worker = async () => {
    while (next < plan.length && !killed) {
      const { token, body } = plan[next++];
      try {
        const res = await call<Appointment>(server.baseUrl, '/bookAppointment/book-appointment', token, body);
        if (res.status === 201 && res.body.data) acknowledged.push(res.body.data._id);
      } catch {
        // the connection died with the server: this booking was never acknowledged
      }
      if (acknowledged.length >= KILL_AFTER_ACKNOWLEDGED && !killed) killed = server.stop('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await (killed ?? server.stop('SIGKILL'));
  return acknowledged;
}

/** After the restart: every acknowledged booking is there, and each new booking came with its doctor's notification. */
async function expectNothingLostOrHalfWritten(base: string, acknowledged: string[], burstStart: string) {
  const admin = await signIn(base, 'admin@clinicbook.local');
  const all = await everyRow<Appointment>(base, '/admin/get-all-appointments', admin);
  const ids = new Set(all.map((a) => a._id));
  expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);

  const fromBurst = all.filter((a) => a.createdAt >= burstStart);
  expect(fromBurst.length).toBeGreaterThanOrEqual(acknowledged.length);
  const doctorEmails = Array.from({ length: 6 }, (_, i) => `doctor${i + 1}@clinicbook.local`);
  let notes = 0;
  for (const email of doctorEmails) {
    const token = await signIn(base, email);
    const user = (await call<User>(base, '/user/getUser_id', token, { token })).body.data as User;
    notes += user.unseenNotifications.filter(
      (n) => n.createdAt >= burstStart && n.message.startsWith('A new appointment request has been made by'),
    ).length;
  }
  // an appointment without its notification (or the reverse) would be a half-written booking
  expect(notes).toBe(fromBurst.length);
}

async function crashAndRestart(env: Record<string, string>) {
  const first = await startServerProcess({ ...env, SEED: 'demo' });
  const burstStart = new Date().toISOString();
  const acknowledged = await burstThenKill(first);
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
  const second = await startServerProcess({ ...env, SEED: 'demo' });
  try {
    await expectNothingLostOrHalfWritten(second.baseUrl, acknowledged, burstStart);
  } finally {
    await second.stop();
  }
}

test('kill -9 in the middle of a booking burst on the embedded database: nothing acknowledged is lost', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-pglite-'));
  try {
    await crashAndRestart({ DATA_DIR: dataDir });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;
onPostgres(
  'kill -9 in the middle of a booking burst on PostgreSQL: nothing acknowledged is lost',
  async () => {
    const database = await freshSchema(process.env.TEST_DATABASE_URL as string);
    try {
      await crashAndRestart({ DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  },
);
