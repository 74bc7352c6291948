import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Reader = Kysely<Database>;

/** Any number; one instance folds at a time (pg_try_advisory_xact_lock). */
const FOLD_LOCK = 760_011;

/**
 * The dashboards' counts for one doctor, or clinic-wide (null): each key's sum (migration 011). The
 * rows of a key are its folded total plus the changes appended since the last fold.
 */
export async function tallies(db: Reader, doctorId: string | null): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('dashboard_tallies')
    .select(['name', sql<string>`sum(n)`.as('n')])
    .where((eb) => (doctorId === null ? eb('doctor_id', 'is', null) : eb('doctor_id', '=', doctorId)))
    .groupBy('name')
    .execute();
  return new Map(rows.map((row) => [row.name, Number(row.n)]));
}

/**
 * Folds every key that has more than one row into one row holding its sum (dropping keys that sum
 * to nothing), so reading a count stays a few rows however many changes it saw. The triggers only
 * append, so a fold never blocks a booking; two instances never fold at once. Returns the keys
 * folded.
 */
export async function foldTallies(db: Reader): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const { rows: lock } = await sql<{
      got: boolean;
    }>`SELECT pg_try_advisory_xact_lock(${FOLD_LOCK}) AS got`.execute(tx);
    if (!lock[0]?.got) return 0;
    const { rows } = await sql<{ keys: string }>`
      WITH busy AS (
        SELECT doctor_id, name FROM dashboard_tallies GROUP BY doctor_id, name HAVING count(*) > 1),
      gone AS (
        DELETE FROM dashboard_tallies t USING busy b
        WHERE t.doctor_id IS NOT DISTINCT FROM b.doctor_id AND t.name = b.name
        RETURNING t.doctor_id, t.name, t.n),
      folded AS (
        INSERT INTO dashboard_tallies (doctor_id, name, n)
        SELECT doctor_id, name, sum(n) FROM gone GROUP BY doctor_id, name HAVING sum(n) <> 0
        RETURNING 1)
      SELECT (SELECT count(*) FROM busy) AS keys`.execute(tx);
    return Number(rows[0]?.keys ?? 0);
  });
}
