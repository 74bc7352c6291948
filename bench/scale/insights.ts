import type { ExplainedGroup } from './explain';
import { pageCalls, type Filters } from '../insights';
import { sequentialP95 } from './server';

/**
 * The insights page's calls over the two years up to today: summary, series, every
 * breakdown and the doctor ranking, each asked ROUNDS times per filter (none, a doctor, a service,
 * a location), one after another.
 */
const ROUNDS = 5;
export const INSIGHTS_LIMIT_MS = 300;
export const INSIGHTS_REQUESTS = ROUNDS * 4;

const queriesOf = (call: ReturnType<typeof pageCalls>[number], filters: Filters[], rounds: number) =>
  filters.flatMap((filter) =>
    Array.from({ length: rounds }, () =>
      new URLSearchParams({ ...call.params, ...filter.params }).toString(),
    ),
  );

/** p95 round trips of each call, keyed by its name. */
export async function insightsFigures(
  baseUrl: string,
  token: string,
  filters: Filters[],
): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  for (const call of pageCalls()) {
    figures[call.name] = await sequentialP95(baseUrl, token, queriesOf(call, filters, ROUNDS), call.path);
  }
  return figures;
}

/** Each call's plans with each filter. */
export function insightsExplainGroups(token: string, filters: Filters[]): ExplainedGroup[] {
  return pageCalls().map((call) => ({
    name: `insights ${call.name}, 2 years, with each filter`,
    calls: filters.map((filter) => ({
      name: `${call.name}, ${filter.label}`,
      path: `${call.path}?${new URLSearchParams({ ...call.params, ...filter.params })}`,
      token,
    })),
  }));
}
