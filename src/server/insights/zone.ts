import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** Any number; instances starting together take turns (pg_advisory_xact_lock). */
const ZONE_LOCK = 760_023;
const ZONE_KEY = 'insights_time_zone';

/**
 * The rollups (migration 017) place visit start times in the clinic's time zone, which the database
 * reads from app_settings. The first start, and the first after CLINIC_TIMEZONE changes, records the
 * zone and counts every rollup again in the same transaction, so no figure mixes two zones.
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
    await sql`SELECT insights_rebuild()`.execute(tx);
    return true;
  });
}
