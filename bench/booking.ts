import http from 'node:http';
import { sql } from 'kysely';
import { openDatabase } from '../src/server/db/connect';
import { hashPassword } from '../src/server/accounts/passwords';
import { addDays } from '../src/shared/clinicDays';
import { freshSchema, startServerProcess } from '../__tests__/helpers/server-process';
import { BENCH_PASSWORD, insertDoctors, insertPatients } from './bulk-data';
import { benchServerEnv, today, signedIn, type Row } from './setup';

const PATIENTS = 3_000;
const DATES = 30;
const SLOTS = 80;
const IN_FLIGHT = 50;

/**
 * POSTs JSON on a kept-alive connection and resolves to the status once the body is read. Plain
 * node:http rather than fetch: the bench shares the machine's cores with the server it measures, and
 * fetch spends several times the CPU per request.
 */
function postJson(agent: http.Agent, url: URL, token: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Runs `jobs` with at most `limit` of them in flight at once. */
async function pool(jobs: Array<() => Promise<void>>, limit: number) {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]();
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/**
 * 3,000 patients book one doctor over 30 dates of 80 slots (demand 100 a date), 50 requests in
 * flight, through the real server on PostgreSQL: bookings/s, and no date past its slots.
 */
export async function bookingRows(databaseUrl: string): Promise<Row[]> {
  const schema = await freshSchema(databaseUrl);
  const database = await openDatabase({ url: schema.url });
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    const hash = await hashPassword(BENCH_PASSWORD);
    await insertPatients(database.db, 1, PATIENTS, hash);
    await insertDoctors(database.db, 1, SLOTS, hash);
    const doctor = await database.db.selectFrom('doctors').select('id').executeTakeFirstOrThrow();
    const patients = await database.db
      .selectFrom('users')
      .selectAll()
      .where('is_doctor', '=', false)
      .execute();
    server = await startServerProcess({ ...benchServerEnv(), DATABASE_URL: schema.url });
    const url = new URL('/api/bookAppointment/book-appointment', server.baseUrl);
    const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

    const outcomes = new Map<number, number>();
    const first = today();
    // tokens and bodies are made before the clock starts: the figure is the server's, not the bench's
    const requests = await Promise.all(
      patients.map(async (patient, i) => ({
        token: await signedIn(database.db, patient),
        body: JSON.stringify({ doctorId: doctor.id, date: addDays(first, 1 + (i % DATES)), time: '10:00' }),
      })),
    );
    const jobs = requests.map(({ token, body }) => async () => {
      const status = await postJson(agent, url, token, body);
      outcomes.set(status, (outcomes.get(status) ?? 0) + 1);
    });
    const started = performance.now();
    await pool(jobs, IN_FLIGHT);
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();

    const perDate = await sql<{ n: string }>`
      SELECT count(*) AS n FROM appointments GROUP BY coalesce(schedule_date, date)`.execute(database.db);
    const overbooked = perDate.rows.filter((r) => Number(r.n) > SLOTS).length;
    const booked = outcomes.get(201) ?? 0;
    const refused = outcomes.get(409) ?? 0;
    const other = patients.length - booked - refused;
    const stored = perDate.rows.reduce((sum, r) => sum + Number(r.n), 0);
    return [
      {
        name: `Booking on PostgreSQL (${patients.length} patients, ${IN_FLIGHT} in flight)`,
        value:
          `${(patients.length / seconds).toFixed(0)} requests/s, ${(booked / seconds).toFixed(0)} bookings/s ` +
          `(${booked} booked, ${refused} full${other ? `, ${other} other` : ''})`,
        target: '≥ 500 bookings/s',
        pass: booked / seconds >= 500 && other === 0,
      },
      {
        name: `Overbooking (${DATES} dates × ${SLOTS} slots)`,
        value: `${overbooked} dates over their slots; ${stored} stored of ${DATES * SLOTS} slots`,
        target: '0, every slot filled',
        pass: overbooked === 0 && stored === DATES * SLOTS,
      },
    ];
  } finally {
    await server?.stop();
    await database.close();
    await schema.drop();
  }
}
