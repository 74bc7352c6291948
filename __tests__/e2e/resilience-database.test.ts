import { postgresBinDir, startPrivatePostgres } from '../helpers/peers/private-postgres';
import { startServerProcess } from '../helpers/server-process';
import { openEventStream } from '../helpers/peers/event-stream';
import { DEMO_PASSWORD } from '../helpers/e2e';
import { DATABASE_UNAVAILABLE } from '../../src/server/plugins/errors';
import { addDays, formatDisplayDate } from '../../src/shared/clinicDays';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/clinicTime';

type Answer = { status: number; body: { success?: boolean; message?: string; data?: unknown } };

/** One API call; a refused connection reads as status 0. */
async function call(base: string, path: string, token?: string, body?: object): Promise<Answer> {
  try {
    const res = await fetch(`${base}/api${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body && JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  } catch {
    return { status: 0, body: {} };
  }
}

const signIn = async (base: string, email: string) =>
  (await call(base, '/user/login', undefined, { email, password: DEMO_PASSWORD })).body.data as string;

const withPostgres = postgresBinDir() ? test : test.skip;

withPostgres(
  'PostgreSQL stops while the app runs: calls answer 503 with a clear message, and it recovers by itself',
  async () => {
    const database = await startPrivatePostgres();
    const server = await startServerProcess({ DATABASE_URL: database.url, SEED: 'demo' });
    try {
      const admin = await signIn(server.baseUrl, 'admin@clinicbook.local');
      const doctor = await signIn(server.baseUrl, 'doctor6@clinicbook.local');
      const patient = await signIn(server.baseUrl, 'patient4@clinicbook.local');
      expect((await call(server.baseUrl, '/admin/get-all-appointments', admin)).status).toBe(200);
      const stream = await openEventStream(`${server.baseUrl}/api/user/notifications-stream`, {
        authorization: `Bearer ${doctor}`,
      });
      await stream.waitFor('ready');

      database.stop();
      for (const answer of [
        await call(server.baseUrl, '/admin/get-all-appointments', admin),
        await call(server.baseUrl, '/user/login', undefined, {
          email: 'staff@clinicbook.local',
          password: DEMO_PASSWORD,
        }),
        await call(server.baseUrl, '/user/get-all-clinic-day'),
      ]) {
        expect(answer).toEqual({ status: 503, body: { success: false, message: DATABASE_UNAVAILABLE } });
      }

      database.start();
      let recovered: Answer = { status: 0, body: {} };
      for (let attempt = 0; attempt < 40 && recovered.status !== 200; attempt++) {
        recovered = await call(server.baseUrl, '/admin/get-all-appointments', admin);
        if (recovered.status !== 200) await new Promise((r) => setTimeout(r, 250));
      }
      expect(recovered.status).toBe(200);

      // the live channel listens again too: a booking after the outage reaches the doctor's open stream
      const doctors = (await call(server.baseUrl, '/user/get-all-approved-doctors', patient)).body
        .data as Array<{
        _id: string;
        email: string;
      }>;
      const doctorId = doctors.find((d) => d.email === 'doctor6@clinicbook.local')?._id;
      const date = formatDisplayDate(addDays(clinicToday(DEFAULT_CLINIC_TIMEZONE), 4));
      const booked = await call(server.baseUrl, '/bookAppointment/book-appointment', patient, {
        doctorId,
        date,
        time: '16:00',
      });
      expect(booked.status).toBe(201);
      await stream.waitFor('notification', 1, 10_000);
      stream.close();
    } finally {
      await server.stop();
      database.destroy();
    }
  },
);
