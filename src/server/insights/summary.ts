import type { Db } from '../db/connect';
import type { InsightsSummary } from '../../shared/answers/insights';
import { figuresOf } from './figures';
import { offeredPlaces } from './offered';
import { previousRange } from './range';
import { EMPTY_SUMS, readDays } from './rollups';
import type { InsightsScope } from './scope';

const TOTAL = { by: 'total' } as const;

async function figuresFor(db: Db, scope: InsightsScope) {
  const [sums, offered] = await Promise.all([readDays(db, scope, TOTAL), offeredPlaces(db, scope, TOTAL)]);
  return { ...figuresOf(sums.get('') ?? EMPTY_SUMS, offered.get('') ?? 0), ...scope.range };
}

/** GET /api/insights/summary: the range's headline figures and those of the period just before. */
export async function insightsSummary(db: Db, scope: InsightsScope): Promise<InsightsSummary> {
  const [current, previous] = await Promise.all([
    figuresFor(db, scope),
    figuresFor(db, { ...scope, range: previousRange(scope.range) }),
  ]);
  return { ...current, previous };
}
