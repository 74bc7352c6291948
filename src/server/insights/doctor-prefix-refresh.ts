import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { CLINIC_WIDE } from '../db/migrations/010-019/017_insights';

/** Counts the running totals (migration 037) of `doctors` again from their folded month rows. */
export async function refreshDoctorPrefix(db: Db, doctors: readonly string[]): Promise<void> {
  if (doctors.length === 0) return;
  await sql`SELECT insight_doctor_prefix_refresh(${doctors}::uuid[])`.execute(db);
}

/** What the fold of insight_days also answers: the doctors whose month rows it folded (`busy` is its keys). */
export const FOLDED_DOCTORS = `, (SELECT array_agg(DISTINCT doctor_id::text) FROM busy
  WHERE doctor_id <> '${CLINIC_WIDE}' AND facet = '' AND grain = 'm') AS doctors`;
