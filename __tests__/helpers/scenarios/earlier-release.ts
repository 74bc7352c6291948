import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { migrateTo } from '../../../src/server/db/migrate';

/** A database as an earlier release left it: its schema up to `migration`, then its data. */
export interface EarlierRelease {
  migration: string;
  fill: (db: Kysely<unknown>) => Promise<void>;
}

/**
 * Builds an earlier release's database: in the PostgreSQL schema given, or else in a new in-memory
 * PGlite, answered as the data-folder tarball today's server then opens (and migrates).
 */
export async function earlierRelease(
  release: EarlierRelease,
  postgres?: { url: string; schema: string },
): Promise<Blob | undefined> {
  if (postgres) {
    const pool = new pg.Pool({
      connectionString: postgres.url,
      options: `-c search_path=${postgres.schema}`,
    });
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    try {
      await migrateTo(db, release.migration);
      await release.fill(db);
    } finally {
      await db.destroy();
    }
    return undefined;
  }
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrateTo(db, release.migration);
    await release.fill(db);
    return await pglite.dumpDataDir('none');
  } finally {
    await db.destroy();
  }
}

/** How long a test may take to start on an earlier release and fill it: slow on PGlite when CI is busy. */
export const UPGRADE_START_MS = 240_000;
