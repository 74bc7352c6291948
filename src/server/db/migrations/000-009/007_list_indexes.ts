import { sql, type Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * Paged lists: search by any part of a name goes through trigram indexes (pg_trgm, on
 * PGlite and PostgreSQL alike), and every sort and filter a list offers has an index, so a page costs
 * the same at a million appointments as at ten thousand.
 *
 * The extension lives in `public` and is named with its schema: test files each work in their own
 * schema and drop it afterwards, which must not take the extension with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await installTrigram(db);
  await runStatements(db, INDEXES);
}

/**
 * Sort indexes end in id, the lists' tie-break, in the sort's own direction: one index serves a sort
 * both ways. A nullable column sorted with NULLs last both ways needs one index per direction. Sorts
 * by a person's name or service go through that person's table in index order, one person's rows at
 * a time. The doctors table is small; its other sorts (email, fee) are done in memory. The clinic
 * date index carries the columns it is made of, so a date range is counted from the index alone.
 */
const INDEXES = `
    CREATE INDEX users_name_trgm ON users USING gin (name public.gin_trgm_ops);
    CREATE INDEX users_email_trgm ON users USING gin (email public.gin_trgm_ops);
    CREATE INDEX users_patients ON users (created_at, id)
      WHERE NOT is_admin AND NOT is_staff AND NOT is_doctor AND NOT reg_doctor;
    CREATE INDEX users_name ON users (name, id);
    CREATE INDEX users_created ON users (created_at);
    CREATE INDEX users_personnel ON users (created_at) WHERE is_staff OR is_admin;
    CREATE INDEX doctors_name_trgm ON doctors
      USING gin ((first_name || ' ' || last_name) public.gin_trgm_ops);
    CREATE INDEX doctors_created ON doctors (created_at, id);
    CREATE INDEX doctors_name ON doctors (first_name, last_name, id);
    CREATE INDEX doctors_service_name ON doctors (service, first_name, last_name, id);
    CREATE INDEX doctors_clinic_days_name ON doctors (clinic_days, first_name, last_name, id);
    CREATE INDEX appointments_created ON appointments (created_at, id);
    CREATE INDEX appointments_status_created ON appointments (status, created_at, id);
    CREATE INDEX appointments_doctor_created ON appointments (doctor_id, created_at, id);
    CREATE INDEX appointments_clinic_date ON appointments ((coalesce(schedule_date, date)), id)
      INCLUDE (schedule_date, date);
    CREATE INDEX appointments_schedule_date ON appointments (schedule_date, id);
    CREATE INDEX appointments_schedule_date_desc ON appointments (schedule_date DESC NULLS LAST, id DESC);
    CREATE INDEX appointments_follow_up_date ON appointments (follow_up_date, id);
    CREATE INDEX appointments_follow_up_date_desc ON appointments (follow_up_date DESC NULLS LAST, id DESC);
    CREATE INDEX appointments_approved_at ON appointments (approved_at, id);
    CREATE INDEX appointments_approved_at_desc ON appointments (approved_at DESC NULLS LAST, id DESC);
    CREATE INDEX appointments_approved_by ON appointments (approved_by_name, id);
    CREATE INDEX appointments_approved_by_desc ON appointments (approved_by_name DESC NULLS LAST, id DESC);
    CREATE INDEX reviews_created ON reviews (created_at, id);
    CREATE INDEX reviews_rating ON reviews (rating, id);
    CREATE INDEX reviews_status ON reviews (status, created_at, id);
    CREATE INDEX reviews_status_desc ON reviews (status DESC NULLS LAST, created_at DESC, id DESC);
    CREATE INDEX reviews_user ON reviews (user_id)
`;

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
