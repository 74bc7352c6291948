import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema';

/**
 * Moves this database's migration history back so that `migration` ran at `since`, as on a database
 * that has had the feature it brought since then (rules that must not judge what came before a
 * feature read that moment). Every migration moves by the same amount: Kysely checks their order.
 */
export async function featureRunningSince(db: Kysely<Database>, migration: string, since: Date) {
  const { rows } = await sql<{ name: string; timestamp: string }>`
    SELECT name, timestamp FROM kysely_migration`.execute(db);
  const ran = rows.find((row) => row.name === migration);
  if (!ran) throw new Error(`${migration} has not run`);
  const shift = since.getTime() - new Date(ran.timestamp).getTime();
  for (const row of rows) {
    const moved = new Date(new Date(row.timestamp).getTime() + shift).toISOString();
    await sql`UPDATE kysely_migration SET timestamp = ${moved} WHERE name = ${row.name}`.execute(db);
  }
}
