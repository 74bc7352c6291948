import { openDatabase } from '../src/server/db/connect';
import { freshSchema, startServerProcess } from '../__tests__/helpers/server-process';
import { insertBenchData, patientEmail } from './bulk-data';
import { sequentialP95 } from './scale/server';
import { benchServerEnv, today, signedIn, type Row } from './setup';

const SIZE = { appointments: 100_000, doctors: 2_000, patients: 20_000 };
const TARGET_MS = 300;
const SERVICES = ['General Practice', 'Paediatrics', 'Cardiology', 'Dermatology', 'Dentistry'];
const SORTS = ['nextAvailable', 'rating', 'createdAt'];

/**
 * Find a doctor: the patient home's grid over 2,000 approved doctors (100,000
 * appointments, so each card's next open date has real days to skip), on PostgreSQL through the
 * real server. 50 filter changes one after another, as a patient clicks them: service, gender,
 * a fee ceiling and a sort; their p95.
 */
export async function finderRows(databaseUrl: string): Promise<Row[]> {
  const schema = await freshSchema(databaseUrl);
  const database = await openDatabase({ url: schema.url });
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    await insertBenchData(database.db, SIZE, today());
    const patient = await database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', patientEmail(1))
      .executeTakeFirstOrThrow();
    server = await startServerProcess({ ...benchServerEnv(), DATABASE_URL: schema.url });
    const changes = Array.from({ length: 50 }, (_, i) => {
      const query = new URLSearchParams({
        service: SERVICES[i % SERVICES.length],
        location: 'Ikeja',
        gender: i % 2 === 0 ? 'female' : 'male',
        maxFee: String(6000 + 100 * (i % 30)),
        sort: SORTS[i % SORTS.length],
        order: 'asc',
      });
      return query.toString();
    });
    const p95 = await sequentialP95(
      server.baseUrl,
      await signedIn(database.db, patient),
      changes,
      '/api/user/get-all-approved-doctors',
    );
    return [
      {
        name: 'Find a doctor: a filter change over 2,000 doctors, server p95 of 50 (PostgreSQL)',
        value: `${p95.toFixed(0)} ms`,
        target: `≤ ${TARGET_MS} ms`,
        pass: p95 <= TARGET_MS,
      },
    ];
  } finally {
    await server?.stop();
    await database.close();
    await schema.drop();
  }
}
