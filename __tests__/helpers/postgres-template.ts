import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { migrateToLatest } from '../../src/server/db/migrate';
import { migrationsHash } from './pglite-template';

/**
 * Project "server-pg": one migrated PostgreSQL database per set of migrations, that each test file's
 * database is created from (CREATE DATABASE … TEMPLATE copies it in a fraction of a second, where
 * migrating a fresh schema took about 2 s per file). The tables live in schema SCHEMA.
 */
export const SCHEMA = 'clinicbook';
const templateName = () => `clinicbook_template_${migrationsHash()}`;

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `url`. */
function databaseUrl(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

/** jest globalSetup's part for PostgreSQL: makes the migrated template unless it exists. */
export async function makePostgresTemplate(url: string): Promise<void> {
  const name = templateName();
  const exists = await onServer(url, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return found.rowCount === 1;
  });
  if (exists) return;
  // made under a name of its own and renamed when whole, so a run beside this one never copies half
  const partial = `${name}_${process.pid}`;
  await onServer(url, (client) => client.query(`CREATE DATABASE ${partial}`));
  const pool = new pg.Pool({ connectionString: databaseUrl(url, partial), options: `-c search_path=${SCHEMA}` });
  await pool.query(`CREATE SCHEMA ${SCHEMA}`);
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  await migrateToLatest(db);
  await db.destroy();
  await onServer(url, async (client) => {
    await client.query(`ALTER DATABASE ${partial} RENAME TO ${name}`).catch(async (err: Error) => {
      await client.query(`DROP DATABASE ${partial}`);
      if (!/already exists/.test(err.message)) throw err;
    });
  });
}

/** A database of the test file's own, copied from the migrated template; `drop` removes it. */
export async function databaseFromTemplate(url: string) {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await onServer(url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${templateName()}`));
  return {
    url: databaseUrl(url, name),
    schema: SCHEMA,
    drop: () => onServer(url, (client) => client.query(`DROP DATABASE ${name} WITH (FORCE)`)),
  };
}
