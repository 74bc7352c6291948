import type { Db } from '../db/connect';
import { bucketFor, type InsightsSeriesQuery, type SeriesPoint } from '../../shared/schemas/insights';
import { columnsOf, metricOf } from './figures';
import { offeredPlaces } from './offered';
import { bucketEnd, bucketsOf } from './range';
import { EMPTY_SUMS, readDays, type Grouping } from './rollups';
import type { InsightsScope } from './scope';

/**
 * GET /api/insights/series: one metric per bucket, every bucket of the range present (zeros
 * included; rates and averages null where nothing was counted). Waitlist entries never promoted are
 * known only once a bucket has ended.
 */
export async function insightsSeries(
  db: Db,
  scope: InsightsScope,
  query: Pick<InsightsSeriesQuery, 'metric' | 'bucket'>,
  today: string,
): Promise<SeriesPoint[]> {
  const bucket = query.bucket ?? bucketFor(scope.range.from, scope.range.to);
  const grouping: Grouping = { by: 'bucket', bucket };
  const [sums, offered] = await Promise.all([
    readDays(db, scope, grouping, columnsOf(query.metric)),
    query.metric === 'utilisation' ? offeredPlaces(db, scope, grouping) : new Map<string, number>(),
  ]);
  return bucketsOf(scope.range, bucket).map((start) => ({
    bucket: start,
    value:
      query.metric === 'waitlistNeverPromoted' && bucketEnd(start, bucket) >= today
        ? null
        : metricOf(query.metric, sums.get(start) ?? EMPTY_SUMS, offered.get(start) ?? 0),
  }));
}
