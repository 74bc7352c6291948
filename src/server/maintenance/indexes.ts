/**
 * Indexes built in the background (issue 28): a migration must stay schema-only at any size, and
 * building an index over a million appointments takes seconds to minutes, so indexes added after
 * the first release are declared here and built by the maintenance runner (CREATE INDEX
 * CONCURRENTLY on PostgreSQL, once across instances; rebuilt if a build was killed half-way).
 * A query must stay correct, if slower, until its index exists.
 */
export interface BackgroundIndex {
  /** the index's name, unique in the schema */
  name: string;
  /** what follows ON: the table and its columns, e.g. `appointments (doctor_id, created_at DESC)` */
  on: string;
  /** a partial index's condition, without WHERE */
  where?: string;
}

/** In the order they are built. Add new ones at the end; never change one that has shipped (add another). */
export const BACKGROUND_INDEXES: readonly BackgroundIndex[] = [];
