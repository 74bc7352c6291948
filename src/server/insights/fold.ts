import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { HOUR_COLUMNS } from '../db/migrations/010-019/017_insights';
import { INSIGHT_DAY_COLUMNS } from '../db/migrations/030-039/036_moved_visits';
import { FOLDED_DOCTORS, refreshDoctorPrefix } from './doctor-prefix-refresh';

/** Any number; one instance folds at a time (pg_try_advisory_xact_lock). */
export const FOLD_LOCK = 760_017;

const summed = (columns: readonly string[]) => columns.map((column) => `sum(${column})`).join(', ');

/** One table's fold: the keys with rows appended since the last fold, each into one folded row. */
function foldStatement(table: string, key: string[], columns: readonly string[], also = '') {
  const keyList = key.join(', ');
  const sameKey = key.map((column) => `t.${column} = b.${column}`).join(' AND ');
  return sql.raw(`
    WITH busy AS (SELECT DISTINCT ${keyList} FROM ${table} WHERE NOT folded),
    gone AS (DELETE FROM ${table} t USING busy b WHERE ${sameKey} RETURNING t.*),
    folded AS (
      INSERT INTO ${table} (${keyList}, ${columns.join(', ')}, folded)
      SELECT ${keyList}, ${summed(columns)}, true FROM gone GROUP BY ${keyList}
      HAVING ${columns.map((column) => `sum(${column}) <> 0`).join(' OR ')}
      RETURNING 1)
    SELECT (SELECT count(*) FROM busy) AS keys${also}`);
}

/**
 * Folds the insights rollups as the dashboard tallies are folded: the triggers only append, so a
 * booking never waits on another for a counter row; this keeps each key at about one row. Returns
 * the keys folded.
 */
export async function foldInsights(db: Db): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const { rows: lock } = await sql<{
      got: boolean;
    }>`SELECT pg_try_advisory_xact_lock(${FOLD_LOCK}) AS got`.execute(tx);
    if (!lock[0]?.got) return 0;
    const days = await foldStatement(
      'insight_days',
      ['doctor_id', 'facet', 'grain', 'day'],
      INSIGHT_DAY_COLUMNS,
      FOLDED_DOCTORS,
    ).execute(tx);
    // the doctors whose month rows were folded: their running totals (migration 037) follow at once
    await refreshDoctorPrefix(tx, (days.rows[0] as { doctors?: string[] | null } | undefined)?.doctors ?? []);
    const hours = await foldStatement(
      'insight_hours',
      ['doctor_id', 'facet', 'grain', 'day', 'isodow', 'hour'],
      HOUR_COLUMNS,
    ).execute(tx);
    const keys = (result: { rows: unknown[] }) =>
      Number((result.rows[0] as { keys: string } | undefined)?.keys ?? 0);
    return keys(days) + keys(hours);
  });
}
