import type { Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * The `$bulk-publish` files kept as a copy that a background job refreshes, so a request streams
 * stored bytes instead of building 20-odd MB from the doctors' calendars. New tables only:
 * - `published_chunks`: each build's gzip bytes, in pieces read one at a time while a file streams;
 * - `published_files`: which build each file serves now, its ETag and sizes;
 * - `published_refresh`: one row, the lease of the instance that builds (several instances run the
 *   job; one builds at a time, and a build whose lease ran out may not publish).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE published_chunks (
      generation uuid NOT NULL,
      file text NOT NULL,
      seq integer NOT NULL,
      bytes bytea NOT NULL,
      PRIMARY KEY (generation, file, seq)
    );
    CREATE TABLE published_files (
      file text PRIMARY KEY,
      generation uuid NOT NULL,
      etag text NOT NULL,
      chunks integer NOT NULL,
      raw_bytes bigint NOT NULL,
      gzip_bytes bigint NOT NULL,
      built_at timestamptz NOT NULL
    );
    CREATE TABLE published_refresh (
      id integer PRIMARY KEY CHECK (id = 1),
      generation uuid,
      lease_until timestamptz
    );
    INSERT INTO published_refresh (id) VALUES (1)
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE IF EXISTS published_refresh;
    DROP TABLE IF EXISTS published_files;
    DROP TABLE IF EXISTS published_chunks
  `,
  );
}
