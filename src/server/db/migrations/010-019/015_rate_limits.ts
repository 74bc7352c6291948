import type { Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * Per-address limits on sign-in and code calls, shared by every instance: one row per
 * client address, bucket and minute, incremented by an upsert. The key starts with the minute so
 * that removing past minutes reads one end of the primary key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE rate_limit_counts (
      minute timestamptz NOT NULL,
      bucket text NOT NULL,
      address text NOT NULL,
      hits integer NOT NULL,
      PRIMARY KEY (minute, bucket, address)
    )
  `,
  );
}
