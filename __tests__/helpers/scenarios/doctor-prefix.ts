import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema';
import { CLINIC_WIDE } from '../../../src/server/db/migrations/010-019/017_insights';

/**
 * The doctors' running totals (migration 037) that differ from the sums of the doctors' folded month rows
 * before each month, counted from scratch; and doctors with month rows but no running totals.
 * Empty when every one is right.
 */
export async function prefixMismatches(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ key: string }>`
    WITH months AS (
      SELECT doctor_id, day, sum(booked) AS booked, sum(no_show) AS no_show, sum(wait_minutes) AS wait_minutes
      FROM insight_days WHERE grain = 'm' AND facet = '' AND folded AND doctor_id <> ${CLINIC_WIDE}::uuid
      GROUP BY doctor_id, day HAVING sum(booked) <> 0 OR sum(no_show) <> 0 OR sum(wait_minutes) <> 0),
    wrong AS (
      SELECT p.doctor_id || ' ' || p.month AS key FROM insight_doctor_prefix p
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(m.booked), 0) AS booked, coalesce(sum(m.no_show), 0) AS no_show,
               coalesce(sum(m.wait_minutes), 0) AS wait_minutes
        FROM months m WHERE m.doctor_id = p.doctor_id AND m.day < p.month) AS c
      WHERE p.booked <> c.booked OR p.no_show <> c.no_show OR abs(p.wait_minutes - c.wait_minutes) > 1e-6),
    missing AS (
      SELECT DISTINCT m.doctor_id || ' has no running totals' AS key FROM months m
      WHERE NOT EXISTS (SELECT 1 FROM insight_doctor_prefix p WHERE p.doctor_id = m.doctor_id AND p.last))
    SELECT key FROM wrong UNION ALL SELECT key FROM missing`.execute(db);
  return rows.map((row) => row.key);
}
