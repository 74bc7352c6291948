import { sql } from 'kysely';
import { postgresPoolOf, type Db } from '../db/connect';
import { BACKGROUND_INDEXES, type BackgroundIndex } from './indexes';

/** One instance builds at a time, per schema; a session lock, since CONCURRENTLY cannot run in a transaction. */
const INDEX_LOCK = 760_029;

/** The declared indexes this schema lacks, or holds only half-built (a build that was killed). */
export async function missingIndexes(
  db: Db,
  declared: readonly BackgroundIndex[] = BACKGROUND_INDEXES,
): Promise<Array<BackgroundIndex & { invalid: boolean }>> {
  if (declared.length === 0) return [];
  const { rows } = await sql<{ name: string; valid: boolean }>`
    SELECT c.relname AS name, i.indisvalid AS valid
    FROM pg_class c JOIN pg_index i ON i.indexrelid = c.oid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relname = ANY(${declared.map((index) => index.name)}::text[])`.execute(
    db,
  );
  const found = new Map(rows.map((row) => [row.name, row.valid]));
  return declared
    .filter((index) => found.get(index.name) !== true)
    .map((index) => ({ ...index, invalid: found.get(index.name) === false }));
}

const definition = (index: BackgroundIndex, concurrently: boolean) =>
  `CREATE INDEX ${concurrently ? 'CONCURRENTLY ' : ''}IF NOT EXISTS ${index.name} ON ${index.on}` +
  (index.where ? ` WHERE ${index.where}` : '');

/**
 * Builds the first declared index the schema lacks. On PostgreSQL CONCURRENTLY, so writers go on
 * meanwhile, under a session lock so two instances never build at once; a half-built index left by
 * a killed build is dropped and built again. Embedded PGlite has one connection: a plain build.
 * Answers whether one was built (there may be more).
 */
export async function buildNextIndex(db: Db, declared: readonly BackgroundIndex[] = BACKGROUND_INDEXES) {
  const [next] = await missingIndexes(db, declared);
  if (!next) return false;
  const pool = postgresPoolOf(db);
  if (!pool) {
    await sql.raw(definition(next, false)).execute(db);
    return true;
  }
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ got: boolean }>(
      'SELECT pg_try_advisory_lock($1, hashtext(current_schema())) AS got',
      [INDEX_LOCK],
    );
    if (!rows[0]?.got) return false;
    try {
      const [still] = await missingIndexes(db, [next]);
      if (!still) return true;
      if (still.invalid) await client.query(`DROP INDEX CONCURRENTLY IF EXISTS ${next.name}`);
      await client.query(definition(next, true));
      return true;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, hashtext(current_schema()))', [INDEX_LOCK]);
    }
  } finally {
    client.release();
  }
}
