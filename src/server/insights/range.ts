import { addDays } from '../../shared/clinicDays';
import type { Bucket } from '../../shared/schemas/insights';

/** A stretch of clinic dates, both ends included, 'YYYY-MM-DD'. */
export interface DateRange {
  from: string;
  to: string;
}

/** Which rollup rows cover part of a range: whole months from 'm' rows, the days around them from 'd'. */
export interface RollupPart {
  grain: 'd' | 'm';
  from: string;
  to: string;
}

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
export const daysIn = (range: DateRange) => dayNumber(range.to) - dayNumber(range.from) + 1;

const monthStart = (iso: string) => `${iso.slice(0, 7)}-01`;
const nextMonthStart = (iso: string) => {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

/** The period of the same length just before. */
export function previousRange(range: DateRange): DateRange {
  const length = daysIn(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/**
 * The range as rollup parts: each calendar month wholly inside it read from its one month row, the
 * days before the first and after the last such month from day rows. A two-year range reads about
 * 24 month rows and at most 60 day rows per doctor, not 730.
 */
export function rollupParts(range: DateRange): RollupPart[] {
  const firstWhole = range.from === monthStart(range.from) ? range.from : nextMonthStart(range.from);
  const afterLastWhole = monthStart(addDays(range.to, 1));
  if (firstWhole >= afterLastWhole) return [{ grain: 'd', ...range }];
  const parts: RollupPart[] = [];
  if (range.from < firstWhole) parts.push({ grain: 'd', from: range.from, to: addDays(firstWhole, -1) });
  parts.push({ grain: 'm', from: firstWhole, to: addDays(afterLastWhole, -1) });
  if (afterLastWhole <= range.to) parts.push({ grain: 'd', from: afterLastWhole, to: range.to });
  return parts;
}

/** The first day of the bucket holding `date`: weeks start on Monday (ISO). */
export function bucketStart(date: string, bucket: Bucket): string {
  if (bucket === 'day') return date;
  if (bucket === 'month') return monthStart(date);
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** Every bucket touching the range, in order, by its first day (the first may start before `from`). */
export function bucketsOf(range: DateRange, bucket: Bucket): string[] {
  const out: string[] = [];
  for (let at = bucketStart(range.from, bucket); at <= range.to;) {
    out.push(at);
    at = bucket === 'day' ? addDays(at, 1) : bucket === 'week' ? addDays(at, 7) : nextMonthStart(at);
  }
  return out;
}

/** The last day of the bucket starting at `start`. */
export function bucketEnd(start: string, bucket: Bucket): string {
  if (bucket === 'day') return start;
  if (bucket === 'week') return addDays(start, 6);
  return addDays(nextMonthStart(start), -1);
}

/** Every date of the range, in order. */
export function datesOf(range: DateRange): string[] {
  const out: string[] = [];
  for (let at = range.from; at <= range.to; at = addDays(at, 1)) out.push(at);
  return out;
}
