import { sql } from 'kysely';
import { addDays } from '../../shared/clinicDays';
import { CLINIC_WIDE } from '../db/migrations/010-019/017_insights';
import { BatchSize, requestTask, type MaintenanceTask } from '../maintenance/runner';
import { DOCTOR_PREFIX_TASK } from '../db/migrations/030-039/037_doctor_prefix';
import { daysIn } from './range';
import { FOLD_LOCK } from './fold';

export const REBUILD_TASK = 'insights-rebuild';

/** Where a rebuild stands: the clinic dates it covers, and the next day (then month) to count. */
interface RebuildCursor {
  lo: string;
  hi: string;
  phase: 'days' | 'months';
  next: string;
}

/** Days per batch: a day of a big hospital is a few thousand visits. */
const days = new BatchSize(7, 1, 120);
/** Counting the days takes the first nine tenths of the work, summing them into months the rest. */
const DAYS_SHARE = 0.9;

const monthOf = (iso: string) => `${iso.slice(0, 7)}-01`;
const addMonths = (iso: string, n: number) => {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  const index = year * 12 + month - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
};
const monthsIn = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7)) +
  1;
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * The clinic dates a rebuild must cover: every date with an appointment, a visit, a waitlist join or
 * a rollup row, each end read from an index.
 */
async function bounds(tx: Parameters<MaintenanceTask['runBatch']>[0]) {
  const { rows } = await sql<{ lo: string | null; hi: string | null }>`
    SELECT to_char(least(
             (SELECT min(coalesce(schedule_date, date)) FROM appointments),
             (SELECT min(clinic_date) FROM clinic_visits),
             (SELECT min(date) FROM waitlist_joins),
             (SELECT min(day) FROM insight_days WHERE grain = 'd' AND doctor_id <> ${CLINIC_WIDE}::uuid)), 'YYYY-MM-DD') AS lo,
           to_char(greatest(
             (SELECT max(coalesce(schedule_date, date)) FROM appointments),
             (SELECT max(clinic_date) FROM clinic_visits),
             (SELECT max(date) FROM waitlist_joins),
             (SELECT max(day) FROM insight_days WHERE grain = 'd' AND doctor_id <> ${CLINIC_WIDE}::uuid)), 'YYYY-MM-DD') AS hi`.execute(
    tx,
  );
  const { lo, hi } = rows[0] ?? { lo: null, hi: null };
  return lo && hi ? { lo, hi } : null;
}

function progress(at: RebuildCursor): number {
  if (at.phase === 'days')
    return (DAYS_SHARE * (daysIn({ from: at.lo, to: at.next }) - 1)) / daysIn({ from: at.lo, to: at.hi });
  const months = monthsIn(monthOf(at.lo), monthOf(at.hi));
  return DAYS_SHARE + ((1 - DAYS_SHARE) * (monthsIn(monthOf(at.lo), at.next) - 1)) / months;
}

/**
 * Counts every insights rollup again from scratch (the clinic's time zone changed, or the rollups
 * came with an upgrade over existing history), a few days per batch through insights_rebuild_days,
 * then a month per batch through insights_rebuild_months (migration 018). Bookings go on meanwhile:
 * each batch reads and replaces its rows at one snapshot, and the triggers' rows for later changes
 * add to them. The fold takes the same lock as a batch, so the two never interleave.
 */
export const insightsRebuildTask: MaintenanceTask = {
  name: REBUILD_TASK,
  async runBatch(tx, cursor) {
    // the fold (fold.ts) replaces rows this batch may be counting: wait for one in progress
    await sql`SELECT pg_advisory_xact_lock(${FOLD_LOCK})`.execute(tx);
    let at: RebuildCursor;
    if (cursor === null) {
      const range = await bounds(tx);
      if (!range) return { cursor: null, done: 1, finished: true };
      at = { ...range, phase: 'days', next: range.lo };
    } else {
      at = JSON.parse(cursor) as RebuildCursor;
    }
    if (at.phase === 'days') {
      const next = await days.measure(async (span) => {
        const to = earlier(addDays(at.next, span - 1), at.hi);
        await sql`SELECT insights_rebuild_days(${at.next}::date, ${to}::date)`.execute(tx);
        return addDays(to, 1);
      });
      at = next > at.hi ? { ...at, phase: 'months', next: monthOf(at.lo) } : { ...at, next };
    } else {
      await sql`SELECT insights_rebuild_months(${at.next}::date, ${at.next}::date)`.execute(tx);
      const next = addMonths(at.next, 1);
      if (next > monthOf(at.hi)) {
        // the month rows are new: the doctors' running totals (migration 037) are counted from them again
        await requestTask(tx, DOCTOR_PREFIX_TASK);
        return { cursor: null, done: 1, finished: true };
      }
      at = { ...at, next };
    }
    return { cursor: JSON.stringify(at), done: progress(at), finished: false };
  },
};
