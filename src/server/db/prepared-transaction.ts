import { CompiledQuery, type Kysely } from 'kysely';
import { postgresPoolOf, type Db } from './connect';
import type { Database } from './schema';

/**
 * A statement for a hot path: fixed text with $n parameters, under a name. On PostgreSQL each pooled
 * connection parses and plans it once and then only binds values, which costs the database less
 * than half of what a fresh statement does (Kysely sends every statement unnamed).
 */
export interface PreparedStatement<R> {
  name: string;
  text: string;
  values: unknown[];
  /** Only carries the row type. */
  readonly rowType?: R;
}

export type RunStatement = <R>(statement: PreparedStatement<R>) => Promise<R[]>;

/** Runs the statements as plain ones on a Kysely handle or inside its transaction. */
export const kyselyRunner =
  (tx: Kysely<Database>): RunStatement =>
  async <R>(s: PreparedStatement<R>) => {
    const result = await tx.executeQuery<R>(CompiledQuery.raw(s.text, s.values));
    return [...result.rows];
  };

/**
 * Runs `work` in one transaction, its statements prepared by name on PostgreSQL. On PGlite (one
 * in-process connection, nothing to gain) it is an ordinary Kysely transaction of the same statements.
 * A throw rolls back.
 */
export async function preparedTransaction<T>(db: Db, work: (run: RunStatement) => Promise<T>): Promise<T> {
  const pool = postgresPoolOf(db);
  if (!pool) {
    return db.transaction().execute((tx) => work(kyselyRunner(tx)));
  }
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(async <R>(s: PreparedStatement<R>) => {
      const { rows } = await client.query({ name: s.name, text: s.text, values: s.values });
      return rows as R[];
    });
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch((rollbackErr: Error) => (broken = rollbackErr));
    throw err;
  } finally {
    // a connection that could not roll back is closed rather than reused
    client.release(broken);
  }
}
