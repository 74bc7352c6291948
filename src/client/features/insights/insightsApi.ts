import { api } from '../../lib/api/api';
import { registerQueryErrorTexts } from '../../lib/api/queryErrors';
import type { Envelope } from '../../../shared/types';
import { RANKING_SIZE, type Bucket, type RankingMetric } from '../../../shared/insightsRange';
import type { BreakdownBy, BreakdownMetric, SeriesMetric, SeriesRow } from '../../../shared/schemas/insights';
import type { BreakdownRow, DoctorRanking, InsightsSummary } from '../../../shared/answers/insights';

export type { SeriesRow };

/** What every insights call is filtered by: the range (YYYY-MM-DD, both included) and the filters. */
export interface InsightsFilters {
  from: string;
  to: string;
  doctorId?: string;
  service?: string;
  location?: string;
}

interface SeriesArgs extends InsightsFilters {
  metrics: readonly SeriesMetric[];
  bucket: Bucket;
}

interface RankingArgs extends InsightsFilters {
  metric: RankingMetric;
}

interface BreakdownArgs extends InsightsFilters {
  by: BreakdownBy;
  metric: BreakdownMetric;
  order: 'desc' | 'asc';
}

interface DoctorPageArgs extends InsightsFilters {
  metric: BreakdownMetric;
  order: 'desc' | 'asc';
  page: number;
  pageSize: number;
}

/** A page of doctors by one figure, and how many doctors there are. */
interface DoctorPage {
  rows: BreakdownRow[];
  total: number;
}

/** Query-string pairs; blank values left out. */
const searchParams = (args: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(args)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

/**
 * How the clinic is doing over a range. A chart of several metrics asks for them in one
 * call; the doctors' top and bottom ten come from one call too.
 */
const insightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInsightsSummary: build.query<InsightsSummary, InsightsFilters>({
      query: (filters) => ({ url: '/insights/summary', params: searchParams(filters) }),
      transformResponse: (r: Envelope<InsightsSummary>) => r.data as InsightsSummary,
    }),
    getInsightsSeries: build.query<SeriesRow[], SeriesArgs>({
      query: ({ metrics, ...rest }) => ({
        url: '/insights/series',
        params: searchParams({ ...rest, metrics: metrics.join(',') }),
      }),
      transformResponse: (r: Envelope<SeriesRow[]>) => r.data ?? [],
    }),
    getDoctorRanking: build.query<DoctorRanking, RankingArgs>({
      query: (args) => ({ url: '/insights/doctor-ranking', params: searchParams(args) }),
      transformResponse: (r: Envelope<DoctorRanking>) =>
        r.data ?? { top: [], bottom: [], total: 0, page: 1, pageSize: RANKING_SIZE },
    }),
    getInsightsBreakdown: build.query<BreakdownRow[], BreakdownArgs>({
      query: (args) => ({ url: '/insights/breakdown', params: searchParams(args) }),
      transformResponse: (r: Envelope<BreakdownRow[]>) => r.data ?? [],
    }),
    getDoctorPage: build.query<DoctorPage, DoctorPageArgs>({
      query: (args) => ({ url: '/insights/breakdown', params: searchParams({ ...args, by: 'doctor' }) }),
      transformResponse: (r: Envelope<BreakdownRow[]> & { total?: number }) => ({
        rows: r.data ?? [],
        total: r.total ?? 0,
      }),
    }),
  }),
});

// each card shows its own failure with the server's reason; a toast per chart would repeat it
registerQueryErrorTexts({
  getInsightsSummary: null,
  getInsightsSeries: null,
  getDoctorRanking: null,
  getInsightsBreakdown: null,
  getDoctorPage: null,
});

export const {
  useGetInsightsSummaryQuery,
  useGetInsightsSeriesQuery,
  useGetDoctorRankingQuery,
  useGetInsightsBreakdownQuery,
  useGetDoctorPageQuery,
} = insightsApi;
