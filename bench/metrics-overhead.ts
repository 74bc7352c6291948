import autocannon from 'autocannon';
import { openDatabase } from '../src/server/db/connect';
import { addDays } from '../src/shared/clinicDays';
import { freshSchema, startServerProcess } from '../__tests__/helpers/server-process';
import { insertBenchData, patientEmail } from './bulk-data';
import { benchServerEnv, today, signedIn, type Row } from './setup';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 8);
/** Small: the row is about the cost of counting each request, not about the size of the data. */
const DATA = { appointments: 2_000, doctors: 60, patients: 500 };
/**
 * Each setting is measured this often, alternately, so a drift in the machine's load hits both; the
 * row is the median of the rounds' on/off ratios (on two cores, with PostgreSQL and the load generator
 * beside the server, one round's ratio wanders by ±15 %).
 */
const ROUNDS = Number(process.env.BENCH_METRICS_ROUNDS ?? 5);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface Load {
  path: string;
  method: 'GET' | 'POST';
  body?: string;
}

async function requestsPerSecond(baseUrl: string, token: string, load: Load): Promise<number> {
  const result = await autocannon({
    url: baseUrl + load.path,
    method: load.method,
    headers: {
      'content-type': 'application/json',
      'accept-encoding': 'gzip',
      authorization: `Bearer ${token}`,
    },
    body: load.body,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  if (result.non2xx + result.errors > 0)
    throw new Error(`${load.path}: ${result.non2xx + result.errors} failed`);
  return result.requests.average;
}

/**
 * The API bench's reads against one server with metrics on (METRICS=on, the default) and one with
 * them off, on the same PostgreSQL data: throughput with metrics must stay within 5 % of without.
 */
export async function metricsOverheadRows(databaseUrl: string): Promise<Row[]> {
  const schema = await freshSchema(databaseUrl);
  try {
    const database = await openDatabase({ url: schema.url });
    await insertBenchData(database.db, DATA, today());
    const patient = await database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', patientEmail(1))
      .executeTakeFirstOrThrow();
    const doctor = await database.db.selectFrom('doctors').select('id').limit(1).executeTakeFirstOrThrow();
    const token = await signedIn(database.db, patient);
    await database.close();
    const loads: Array<[string, Load]> = [
      ['get-all-approved-doctors', { path: '/api/user/get-all-approved-doctors', method: 'GET' }],
      [
        'check-availability',
        {
          path: '/api/bookAppointment/check-availability',
          method: 'POST',
          body: JSON.stringify({ doctorId: doctor.id, date: addDays(today(), 3), time: '10:00' }),
        },
      ],
    ];
    const rates = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const setting of ['off', 'on'] as const) {
        const server = await startServerProcess({
          ...benchServerEnv(),
          DATABASE_URL: schema.url,
          METRICS: setting,
        });
        try {
          for (const [name, load] of loads) {
            const key = `${name} ${setting}`;
            rates.set(key, [...(rates.get(key) ?? []), await requestsPerSecond(server.baseUrl, token, load)]);
          }
        } finally {
          await server.stop();
        }
      }
    }
    return loads.map(([name]) => {
      const off = rates.get(`${name} off`) ?? [];
      const on = rates.get(`${name} on`) ?? [];
      const ratios = on.map((rate, round) => rate / off[round]!);
      const share = median(ratios);
      const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;
      return {
        name: `Metrics overhead on PostgreSQL: ${name}, ${CONNECTIONS} conn, metrics on vs off, median of ${ROUNDS} rounds`,
        value: `${percent(share)} (rounds: ${ratios.map(percent).join(', ')}; ${median(on).toFixed(0)} vs ${median(off).toFixed(0)} req/s)`,
        target: '≥ 95 % of metrics off',
        pass: share >= 0.95,
      };
    });
  } finally {
    await schema.drop();
  }
}
