import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '../../app/api';
import { registerQueryErrorTexts } from '../../app/queryErrors';
import type { Envelope } from '../../../shared/types';
import type { Bucket } from '../../../shared/insightsRange';
import type {
  BreakdownBy,
  BreakdownMetric,
  BreakdownRow,
  InsightsSummary,
  SeriesMetric,
  SeriesPoint,
} from '../../../shared/schemas/insights';

/** What every insights call is filtered by: the range (YYYY-MM-DD, both included) and the filters. */
export interface InsightsFilters {
  from: string;
  to: string;
  doctorId?: string;
  service?: string;
  location?: string;
}

export interface SeriesArgs extends InsightsFilters {
  metrics: readonly SeriesMetric[];
  bucket: Bucket;
}

export interface BreakdownArgs extends InsightsFilters {
  by: BreakdownBy;
  metric: BreakdownMetric;
  order: 'desc' | 'asc';
}

/** One bucket of several series: its first day and each metric's value there. */
export type SeriesRow = { bucket: string } & Partial<Record<SeriesMetric, number | null>>;

/** Query-string pairs; blank values left out. */
const searchParams = (args: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(args)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

/** The series of several metrics side by side, a row per bucket in date order. */
export function mergeSeries(metrics: readonly SeriesMetric[], answers: SeriesPoint[][]): SeriesRow[] {
  const rows = new Map<string, SeriesRow>();
  answers.forEach((points, index) => {
    for (const { bucket, value } of points) {
      const row = rows.get(bucket) ?? { bucket };
      row[metrics[index]] = value;
      rows.set(bucket, row);
    }
  });
  return [...rows.values()].sort((a, b) => a.bucket.localeCompare(b.bucket));
}

/**
 * Issue 23: how the clinic is doing over a range. The server answers one series metric per call; a
 * chart of several metrics asks for them together and is cached as one entry, so it has one loading
 * flag and one error.
 */
export const insightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInsightsSummary: build.query<InsightsSummary, InsightsFilters>({
      query: (filters) => ({ url: '/insights/summary', params: searchParams(filters) }),
      transformResponse: (r: Envelope<InsightsSummary>) => r.data as InsightsSummary,
    }),
    getInsightsSeries: build.query<SeriesRow[], SeriesArgs>({
      async queryFn({ metrics, ...rest }, _api, _extra, baseQuery) {
        const answers = await Promise.all(
          metrics.map((metric) =>
            baseQuery({ url: '/insights/series', params: searchParams({ ...rest, metric }) }),
          ),
        );
        const failed = answers.find((answer) => answer.error);
        if (failed) return { error: failed.error as FetchBaseQueryError };
        const points = answers.map((answer) => (answer.data as Envelope<SeriesPoint[]>).data ?? []);
        return { data: mergeSeries(metrics, points) };
      },
    }),
    getInsightsBreakdown: build.query<BreakdownRow[], BreakdownArgs>({
      query: (args) => ({ url: '/insights/breakdown', params: searchParams(args) }),
      transformResponse: (r: Envelope<BreakdownRow[]>) => r.data ?? [],
    }),
  }),
});

// each card shows its own failure with the server's reason; a toast per chart would repeat it
registerQueryErrorTexts({ getInsightsSummary: null, getInsightsSeries: null, getInsightsBreakdown: null });

export const { useGetInsightsSummaryQuery, useGetInsightsSeriesQuery, useGetInsightsBreakdownQuery } =
  insightsApi;
