import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { migrateToLatest } from './migrate';
import { PostgresListener } from './postgres-listener';

export type Db = Kysely<Database>;

/** The node-postgres pool behind each PostgreSQL Db. */
const postgresPools = new WeakMap<Db, pg.Pool>();

/**
 * The pool behind `db` when it is PostgreSQL; undefined for PGlite. For hot paths whose statements
 * are worth preparing by name, which Kysely does not do (services/prepared-transaction.ts).
 */
export const postgresPoolOf = (db: Db): pg.Pool | undefined => postgresPools.get(db);

export interface DatabaseTarget {
  /** postgres://… for a PostgreSQL server; absent for embedded PGlite. */
  url?: string;
  /** Folder for embedded PGlite; absent (with no url) for an in-memory database. */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests give each file its own). */
  schema?: string;
  /**
   * In-memory PGlite only: a data folder's tarball to start from instead of an empty cluster. Tests
   * open one migrated copy per file, which skips PGlite's initdb and the migrations (about 5 s).
   */
  startFrom?: Blob;
}

/** Subscribes to a PostgreSQL NOTIFY channel; resolves to the unsubscribe call. */
/**
 * LISTEN on a channel until the returned function is called. `onResync` runs when notifications may
 * have been missed (the connection dropped and was re-established).
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onResync?: () => void,
) => Promise<() => Promise<void>>;

export interface OpenDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  listen: Listen;
  close(): Promise<void>;
  /** Embedded PGlite in a data folder: a consistent tarball (gzip) of it, taken between statements. */
  dumpDataDir?: () => Promise<Blob>;
}

/** Opens the database the configuration names and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  const opened = target.url
    ? openPostgres(target.url, target.schema)
    : await openPglite(target.dataDir, target.startFrom);
  await migrateToLatest(opened.db as Kysely<unknown>);
  return opened;
}

function openPostgres(url: string, schema?: string): OpenDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // fail fast while the database is away, so callers get a clear 503 instead of a hang
    connectionTimeoutMillis: 5000,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
  // a connection that drops while checked out (mid-query) emits 'error' on its client, which pg-pool
  // does not catch then: without a listener it would end the process. Its query fails (503) anyway.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  postgresPools.set(db, pool);
  const listeners = new Set<PostgresListener>();
  const listen: Listen = async (channel, onPayload, onResync) => {
    const listener = new PostgresListener(url, channel, onPayload, onResync);
    listeners.add(listener);
    await listener.start();
    return async () => {
      listeners.delete(listener);
      await listener.stop();
    };
  };
  const close = async () => {
    await Promise.all([...listeners].map((l) => l.stop()));
    await db.destroy();
  };
  return { db, kind: 'postgres', listen, close };
}

async function openPglite(dataDir?: string, startFrom?: Blob): Promise<OpenDatabase> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
  }
  // pg_trgm: name search by any part of a name, through an index (migration 007)
  const pglite = await PGlite.create({
    ...(dir ? { dataDir: dir } : { loadDataDir: startFrom }),
    extensions: { pg_trgm },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  // in-process: nothing can be missed, so there is never a resync
  const listen: Listen = async (channel, onPayload) => {
    const unlisten = await pglite.listen(channel, onPayload);
    return () => unlisten();
  };
  const dumpDataDir = dir ? () => pglite.dumpDataDir('gzip') : undefined;
  return { db, kind: 'pglite', listen, close: () => db.destroy(), dumpDataDir };
}
