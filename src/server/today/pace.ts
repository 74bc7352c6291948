import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { clinicInstant, clinicToday } from '../../shared/clinicTime';

/** How many of a doctor's past clinic days their pace is measured over. */
const PACE_CLINIC_DAYS = 30;
/** Doctors measured per run; another run follows at once while some are left. */
const BATCH = 50;

/**
 * Each doctor's pace, measured once a clinic day in the background so that an approval reads one
 * stored figure rather than a month of consultations: the median consultation (called → finished)
 * over the doctor's last 30 clinic days with one, before today; none (null) without any, when the
 * doctor's own consultation length stands in. Doctors measured today are skipped, and doctors being
 * measured by another instance too (SKIP LOCKED). Answers whether doctors are left to measure.
 */
export async function measurePaces(db: Db, timeZone: string, now: Date = new Date()): Promise<boolean> {
  const today = clinicToday(timeZone, now);
  const dayBegan = clinicInstant(today, '00:00', timeZone);
  const { rows } = await sql<{ id: string }>`
    WITH picked AS (
      SELECT id FROM doctors WHERE pace_at IS NULL OR pace_at < ${dayBegan}
      ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
    ), measured AS (
      SELECT p.id, (
        SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM v.finished_at - v.called_at) / 60)
        FROM clinic_visits AS v
        WHERE v.doctor_id = p.id AND v.clinic_date < ${today}::date
          AND v.finished_at > v.called_at
          AND v.clinic_date >= (
            SELECT min(days.clinic_date) FROM (
              SELECT DISTINCT clinic_date FROM clinic_visits
              WHERE doctor_id = p.id AND clinic_date < ${today}::date AND finished_at > called_at
              ORDER BY clinic_date DESC LIMIT ${PACE_CLINIC_DAYS}) AS days)
      ) AS median
      FROM picked AS p
    )
    UPDATE doctors AS d SET pace_minutes = m.median, pace_at = ${now}
    FROM measured AS m WHERE d.id = m.id
    RETURNING d.id`.execute(db);
  return rows.length === BATCH;
}
