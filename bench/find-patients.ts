import { sql } from 'kysely';
import { openDatabase } from '../src/server/db/connect';
import { hashPassword } from '../src/server/accounts/passwords';
import { freshSchema, startServerProcess } from '../__tests__/helpers/server-process';
import {
  ADMIN_EMAIL,
  BENCH_PASSWORD,
  insertAdmin,
  insertAppointments,
  insertDoctors,
  insertPatients,
} from './bulk-data';
import { sequentialP95 } from './scale/server';
import { benchServerEnv, today, signedIn, type Row } from './setup';

const PATIENTS = 200_000;
const TARGET_MS = 50;

/**
 * Find or register patient: the desk's search over 200,000 patient records on
 * PostgreSQL through the real server, 50 searches one after another as a desk types them: three or
 * five letters of a surname, the digits of a phone number written with spaces, and a part of an e-mail.
 */
export async function findPatientsRows(databaseUrl: string): Promise<Row[]> {
  const schema = await freshSchema(databaseUrl);
  const database = await openDatabase({ url: schema.url });
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    const started = Date.now();
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    await insertAdmin(database.db, passwordHash);
    await insertPatients(database.db, 1, PATIENTS, passwordHash, 'varied');
    await insertDoctors(database.db, 20, 40, passwordHash);
    await insertAppointments(database.db, 20_000, today());
    // as the scale data set: statistics, and the visibility map autovacuum keeps on a table that grew over time
    await sql`VACUUM ANALYZE`.execute(database.db);
    const loaded = Date.now() - started;
    const admin = await database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    const { rows } = await sql<{ name: string; n: number }>`
      SELECT name, row_number() OVER () AS n FROM users TABLESAMPLE SYSTEM (1) WHERE email LIKE 'patient%' LIMIT 17`.execute(
      database.db,
    );
    const searches = Array.from({ length: 50 }, (_, i) => {
      const kind = i % 3;
      const person = rows[i % rows.length];
      // three letters of a surname match thousands (a desk's first keystrokes), five a few
      if (kind === 0)
        return person.name
          .split(' ')
          .slice(-1)[0]
          .slice(1, i % 2 ? 6 : 4);
      const n = String(1 + ((i * 3989) % PATIENTS)).padStart(7, '0');
      return kind === 1 ? `802 ${n.slice(0, 3)} ${n.slice(3)}` : `patient${n.replace(/^0+/, '')}@`;
    });
    server = await startServerProcess({ ...benchServerEnv(), DATABASE_URL: schema.url });
    const p95 = await sequentialP95(
      server.baseUrl,
      await signedIn(database.db, admin),
      searches.map((search) => new URLSearchParams({ search }).toString()),
      '/api/desk/find-patients',
    );
    return [
      {
        name: `Find patients: 200,000 patient records loaded on PostgreSQL`,
        value: `in ${(loaded / 1000).toFixed(1)} s`,
        target: '—',
        pass: null,
      },
      {
        name: 'Find patients: name part, phone digits or e-mail part, server p95 of 50 (PostgreSQL)',
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
