import { sql, type Kysely } from 'kysely';
import { SEEDED_CLINIC_DAYS } from '../../../../shared/schemas/reference';

/**
 * Every database, demo or not, holds the clinic-day names doctors choose from. Names added to
 * SEEDED_CLINIC_DAYS later need a migration of their own: this one has run on existing databases.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = SEEDED_CLINIC_DAYS.map((name) => sql`(${name})`);
  await sql`INSERT INTO clinic_days (name) VALUES ${sql.join(rows)} ON CONFLICT DO NOTHING`.execute(db);
}
