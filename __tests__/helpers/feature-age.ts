import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';

/**
 * Back-dates when this database ran `migration`, as on a database that has had the feature it
 * brought since `since` (rules that must not judge what came before a feature read that moment).
 */
export async function featureRunningSince(db: Kysely<Database>, migration: string, since: Date) {
  await sql`UPDATE kysely_migration SET timestamp = ${since.toISOString()} WHERE name = ${migration}`.execute(
    db,
  );
}
