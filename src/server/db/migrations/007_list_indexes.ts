import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Paged lists (issue 12): search by any part of a name goes through trigram indexes (pg_trgm, on
 * PGlite and PostgreSQL alike), and every sort and filter a list offers has an index, so a page costs
 * the same at a million appointments as at ten thousand.
 *
 * The extension lives in `public` and is named with its schema: test files each work in their own
 * schema and drop it afterwards, which must not take the extension with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await installTrigram(db);
  await runStatements(
    db,
    `
    CREATE INDEX users_name_trgm ON users USING gin (name public.gin_trgm_ops);
    CREATE INDEX users_email_trgm ON users USING gin (email public.gin_trgm_ops);
    CREATE INDEX users_created ON users (created_at DESC, id);
    CREATE INDEX users_name ON users (name, id);
    CREATE INDEX doctors_name_trgm ON doctors
      USING gin ((first_name || ' ' || last_name) public.gin_trgm_ops);
    CREATE INDEX doctors_created ON doctors (created_at DESC, id);
    CREATE INDEX appointments_created ON appointments (created_at DESC, id);
    CREATE INDEX appointments_status_created ON appointments (status, created_at DESC, id);
    CREATE INDEX appointments_doctor_created ON appointments (doctor_id, created_at DESC, id);
    CREATE INDEX appointments_clinic_date ON appointments ((coalesce(schedule_date, date)), id);
    CREATE INDEX appointments_schedule_date ON appointments (schedule_date, id);
    CREATE INDEX appointments_follow_up_date ON appointments (follow_up_date, id);
    CREATE INDEX appointments_approved_at ON appointments (approved_at, id);
    CREATE INDEX appointments_approved_by ON appointments (approved_by_name, id);
    CREATE INDEX reviews_created ON reviews (created_at DESC, id);
    CREATE INDEX reviews_user ON reviews (user_id)
  `,
  );
}

/** CREATE EXTENSION once per database; two schemas migrating at once may race, so a loser re-checks. */
async function installTrigram(db: Kysely<unknown>): Promise<void> {
  const installed = async () =>
    (await sql`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`.execute(db)).rows.length > 0;
  if (await installed()) return;
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`.execute(db);
  } catch (err) {
    if (!(await installed())) throw err;
  }
}
