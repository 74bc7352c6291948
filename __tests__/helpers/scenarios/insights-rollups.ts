import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema';

/** Rollup keys whose sums differ from the same sums counted from scratch (none when all is well). */
export async function rollupMismatches(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ key: string }>`
    WITH kept AS (
      SELECT grain, day, doctor_id, facet, ${sql.raw(sumsOf(DAY))} FROM insight_days GROUP BY grain, day, doctor_id, facet),
    counted AS (SELECT * FROM insight_days_expected),
    days AS (
      SELECT coalesce(k.grain, c.grain) || ' ' || coalesce(k.day, c.day) || ' ' || coalesce(k.doctor_id, c.doctor_id) || ' ' || coalesce(k.facet, c.facet) AS key
      FROM kept k FULL JOIN counted c USING (grain, day, doctor_id, facet)
      WHERE ${sql.raw(DAY.map((col) => `abs(coalesce(k.${col}, 0) - coalesce(c.${col}, 0)) > 1e-6`).join(' OR '))}),
    kept_hours AS (
      SELECT grain, day, doctor_id, facet, isodow, hour, ${sql.raw(sumsOf(HOUR))}
      FROM insight_hours GROUP BY grain, day, doctor_id, facet, isodow, hour),
    hours AS (
      SELECT 'hour ' || coalesce(k.day, c.day) || ' ' || coalesce(k.hour, c.hour) AS key
      FROM kept_hours k FULL JOIN insight_hours_expected c USING (grain, day, doctor_id, facet, isodow, hour)
      WHERE ${sql.raw(HOUR.map((col) => `abs(coalesce(k.${col}, 0) - coalesce(c.${col}, 0)) > 1e-6`).join(' OR '))})
    SELECT key FROM days UNION ALL SELECT key FROM hours`.execute(db);
  return rows.map((row) => row.key);
}
const DAY = [
  'booked',
  'pending',
  'approved',
  'follow_up',
  'completed',
  'cancelled',
  'rejected',
  'no_show',
  'lead_hours',
  'new_patients',
  'promoted',
  'joined',
  'wait_n',
  'wait_minutes',
  'consult_n',
  'consult_minutes',
  'cancel_after',
  'cancel_under_2h',
  'cancel_2_24h',
  'cancel_1_3d',
  'cancel_3_7d',
  'cancel_7d_plus',
  'moved',
];
const HOUR = ['due', 'wait_n', 'wait_minutes'];
const sumsOf = (columns: string[]) => columns.map((col) => `sum(${col}) AS ${col}`).join(', ');
