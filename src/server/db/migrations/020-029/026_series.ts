import type { Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * Courses of visits: a course is a row of its own, and each of its visits an ordinary
 * appointment naming it and its place in it. Schema only: the appointments' two new columns are
 * nullable without a default (no rewrite, no back-fill), the foreign key is added NOT VALID (no scan
 * of the existing rows, which are all NULL), and the index on series_id is built in the background
 * (src/server/maintenance/indexes.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE series (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      doctor_id uuid NOT NULL REFERENCES doctors(id) ON DELETE CASCADE,
      size integer NOT NULL CHECK (size BETWEEN 1 AND 12),
      every text,
      booked_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    ALTER TABLE appointments ADD COLUMN series_id uuid, ADD COLUMN series_index integer;
    ALTER TABLE appointments ADD CONSTRAINT appointments_series_fk
      FOREIGN KEY (series_id) REFERENCES series(id) ON DELETE SET NULL NOT VALID
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP INDEX IF EXISTS appointments_series;
    ALTER TABLE appointments DROP CONSTRAINT IF EXISTS appointments_series_fk;
    ALTER TABLE appointments DROP COLUMN IF EXISTS series_index, DROP COLUMN IF EXISTS series_id;
    DROP TABLE IF EXISTS series
  `,
  );
}
