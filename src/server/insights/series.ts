import type { Db } from '../db/connect';
import { bucketFor, type SeriesMetric, type SeriesRow } from '../../shared/schemas/insights';
import type { Bucket } from '../../shared/insightsRange';
import { columnsOf, metricOf } from './figures';
import { offeredPlaces } from './offered';
import { bucketEnd, bucketsOf } from './range';
import { EMPTY_SUMS, readDays, type Grouping } from './rollups';
import type { InsightsScope } from './scope';

/**
 * GET /api/insights/series: metrics per bucket from one read of the rollups, every bucket of the
 * range present (zeros included; rates and averages null where nothing was counted). Waitlist
 * entries never promoted are known only once a bucket has ended.
 */
export async function insightsSeries(
  db: Db,
  scope: InsightsScope,
  query: { metrics: readonly SeriesMetric[]; bucket?: Bucket },
  today: string,
): Promise<SeriesRow[]> {
  const { metrics } = query;
  const bucket = query.bucket ?? bucketFor(scope.range.from, scope.range.to);
  const grouping: Grouping = { by: 'bucket', bucket };
  const columns = [...new Set(metrics.flatMap(columnsOf))];
  const [sums, offered] = await Promise.all([
    readDays(db, scope, grouping, columns),
    metrics.includes('utilisation') ? offeredPlaces(db, scope, grouping) : new Map<string, number>(),
  ]);
  return bucketsOf(scope.range, bucket).map((start) => {
    const row: SeriesRow = { bucket: start };
    for (const metric of metrics) {
      row[metric] =
        metric === 'waitlistNeverPromoted' && bucketEnd(start, bucket) >= today
          ? null
          : metricOf(metric, sums.get(start) ?? EMPTY_SUMS, offered.get(start) ?? 0);
    }
    return row;
  });
}
