/**
 * The insights' date-range rules, kept apart from the zod schemas (schemas/insights.ts) so that the
 * insights page, which only needs these, does not download zod.
 */

/** from and to may be at most this many days apart (three years) */
export const INSIGHTS_MAX_RANGE_DAYS = 3 * 366;
/** the default range: the last 90 days, today included */
export const INSIGHTS_DEFAULT_DAYS = 90;

export const BUCKETS = ['day', 'week', 'month'] as const;
export type Bucket = (typeof BUCKETS)[number];

/** What doctors are ranked by, and how many the top and the bottom of a ranking each show. */
export const RANKING_METRICS = ['booked', 'utilisation', 'noShowRate'] as const;
export type RankingMetric = (typeof RANKING_METRICS)[number];
export const RANKING_SIZE = 10;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date. */
export const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** The bucket that keeps a range under about 400 bars: day up to 120 days, week up to 2 years, else month. */
export function bucketFor(from: string, to: string): Bucket {
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days <= 120) return 'day';
  if (days <= 731) return 'week';
  return 'month';
}
