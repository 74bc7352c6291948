import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { requestTask, unfinishedTasks } from '../maintenance/runner';
import { FIRST_FLAGS_TASK } from './first-flags';
import { REBUILD_TASK } from './rebuild';

/** Any number; instances starting together take turns (pg_advisory_xact_lock). */
const ZONE_LOCK = 760_023;
const ZONE_KEY = 'insights_time_zone';

/**
 * The rollups (migration 017) place visit start times in the clinic's time zone, which the database
 * reads from app_settings. The first start, and the first after CLINIC_TIMEZONE changes, records the
 * zone and asks the maintenance runner to count every rollup again (insights answer 503 until it
 * has). Nothing here grows with the data: on a database with no visits at all the count is done at
 * once (there is nothing to count); otherwise it runs in the background. Answers whether the zone
 * changed.
 */
export async function keepInsightsZone(db: Db, timeZone: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${ZONE_LOCK})`.execute(tx);
    const kept = await tx
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', ZONE_KEY)
      .executeTakeFirst();
    if (kept?.value === timeZone) return false;
    await tx
      .insertInto('app_settings')
      .values({ key: ZONE_KEY, value: timeZone })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: timeZone }))
      .execute();
    const { rows } = await sql<{ any: boolean }>`
      SELECT EXISTS (SELECT 1 FROM appointments) OR EXISTS (SELECT 1 FROM waitlist_joins) AS any`.execute(tx);
    if (rows[0]?.any) await requestTask(tx, REBUILD_TASK);
    return true;
  });
}

/** The tasks whose work the insights figures wait for. */
const FIGURE_TASKS = new Set([FIRST_FLAGS_TASK, REBUILD_TASK]);

/** Null when the figures are right; else how far the work they wait for has come (0–1). */
export async function insightsPreparing(db: Db): Promise<number | null> {
  const waiting = (await unfinishedTasks(db)).filter(({ task }) => FIGURE_TASKS.has(task));
  if (waiting.length === 0) return null;
  return waiting.reduce((sum, { done }) => sum + done, 0) / waiting.length;
}
