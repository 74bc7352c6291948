import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { clinicToday } from '../../shared/clinicTime';

/** Erased records looked at per run: a run stays short, and the next follows at once while work is left. */
const ACCOUNTS_PER_RUN = 50;

/** The clinic date `years` before `today` ('YYYY-MM-DD'); 29 February falls back to the 28th. */
function yearsBefore(today: string, years: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/**
 * Deletes the visits of erased accounts whose clinic date is more than `retentionYears` before
 * today (with what hangs on them: reviews, clinic days, reminders), a few accounts a run, found
 * through users (records_oldest, id). Each account's oldest kept visit is then read again (null
 * when none is left), so an account is looked at again only when its next visit falls due. Answers
 * whether more accounts may be due (run again at once).
 */
export async function purgeExpiredRecords(
  db: Db,
  options: { now: Date; retentionYears: number; timeZone: string },
): Promise<boolean> {
  const cutoff = yearsBefore(clinicToday(options.timeZone, options.now), options.retentionYears);
  return db.transaction().execute(async (tx) => {
    const due = await tx
      .selectFrom('users')
      .select('id')
      .where('records_oldest', 'is not', null)
      .where('records_oldest', '<', cutoff)
      .orderBy('records_oldest')
      .orderBy('id')
      .limit(ACCOUNTS_PER_RUN)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return false;
    const ids = due.map((row) => row.id);
    await tx
      .deleteFrom('appointments')
      .where('user_id', 'in', ids)
      .where(sql<string>`coalesce(schedule_date, date)`, '<', cutoff)
      .execute();
    await tx
      .updateTable('users')
      .set({
        records_oldest: sql<string | null>`(
          SELECT min(coalesce(a.schedule_date, a.date)) FROM appointments a WHERE a.user_id = users.id)`,
      })
      .where('id', 'in', ids)
      .execute();
    return due.length === ACCOUNTS_PER_RUN;
  });
}
