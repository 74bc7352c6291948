import { z } from 'zod';
import { calendarDateField } from './appointments';
import { BUCKETS, INSIGHTS_MAX_RANGE_DAYS, RANKING_METRICS, RANKING_SIZE, dayNumber } from '../insightsRange';
import { insightsMessages as m, listQueryMessages as lq, zodMessage } from '../validationMessages';
import { LIST_PAGE_SIZE_MAX, wholeFrom } from './listQuery';

// the range rules live apart from zod (the insights page needs them without it, ../insightsRange.ts);
// the server reads them here as before
export {
  BUCKETS,
  INSIGHTS_DEFAULT_DAYS,
  INSIGHTS_MAX_RANGE_DAYS,
  RANKING_METRICS,
  RANKING_SIZE,
  bucketFor,
  type Bucket,
  type RankingMetric,
} from '../insightsRange';

/**
 * How the clinic is doing over a date range. Every figure belongs to the visit's clinic
 * date (its schedule date once approved, else the requested date) in the clinic time zone.
 */

/** breakdown rows (the weekday × hour grid has at most 7 × 24 cells and is not cut) */
export const INSIGHTS_BREAKDOWN_MAX = 50;

export const SERIES_METRICS = [
  'booked',
  'pending',
  'approved',
  'followUp',
  'completed',
  'cancelled',
  'moved',
  'rejected',
  'noShows',
  'noShowRate',
  'cancellationRate',
  'waitMinutes',
  'consultMinutes',
  'utilisation',
  'waitlistJoined',
  'waitlistPromoted',
  'waitlistNeverPromoted',
] as const;
export type SeriesMetric = (typeof SERIES_METRICS)[number];

export const BREAKDOWN_BY = ['doctor', 'service', 'location', 'weekday-hour', 'cancel-notice'] as const;
export type BreakdownBy = (typeof BREAKDOWN_BY)[number];

export const BREAKDOWN_METRICS = [
  'booked',
  'completed',
  'cancelled',
  'noShows',
  'noShowRate',
  'utilisation',
  'due',
  'waitMinutes',
] as const;
/** what each breakdown can count (the first is its default) */
export const BREAKDOWN_METRICS_OF: Record<BreakdownBy, readonly BreakdownMetric[]> = {
  doctor: ['booked', 'completed', 'cancelled', 'noShows', 'noShowRate', 'utilisation', 'due', 'waitMinutes'],
  service: ['booked', 'completed', 'cancelled', 'noShows', 'noShowRate', 'utilisation', 'due', 'waitMinutes'],
  location: [
    'booked',
    'completed',
    'cancelled',
    'noShows',
    'noShowRate',
    'utilisation',
    'due',
    'waitMinutes',
  ],
  'weekday-hour': ['due', 'waitMinutes'],
  'cancel-notice': ['cancelled'],
};
export type BreakdownMetric = (typeof BREAKDOWN_METRICS)[number];

/**
 * How long before the visit a cancellation came: the histogram's bars, in this order (keys of
 * `by=cancel-notice`; its rows keep this order, not largest first).
 */
export const CANCEL_NOTICE_BUCKETS = [
  { key: 'after', label: 'After the visit time', fromHours: -Infinity },
  { key: 'under-2h', label: 'Under 2 hours', fromHours: 0 },
  { key: '2-24h', label: '2 to 24 hours', fromHours: 2 },
  { key: '1-3d', label: '1 to 3 days', fromHours: 24 },
  { key: '3-7d', label: '3 to 7 days', fromHours: 72 },
  { key: '7d+', label: 'A week or more', fromHours: 168 },
] as const;

const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? zodMessage(lq.unknownParameter, { keys: issue.keys.join(', ') })
        : undefined,
  });

const optionalText = (name: string) =>
  z
    .string()
    .trim()
    .max(100, { error: zodMessage(m.textTooLong, { name, max: 100 }) })
    .optional()
    .transform((text) => text || undefined);

const rangeShape = {
  from: calendarDateField(m.fromDate.id).optional(),
  to: calendarDateField(m.toDate.id).optional(),
  doctorId: z.uuid({ error: lq.doctorIdInvalid.id }).optional(),
  service: optionalText('Service'),
  location: optionalText('Location'),
};

type RangeInput = { from?: string; to?: string };

function checkRange(range: RangeInput, ctx: z.RefinementCtx) {
  if (range.from === undefined || range.to === undefined) return;
  const days = dayNumber(range.to) - dayNumber(range.from);
  if (days < 0) ctx.addIssue({ code: 'custom', message: lq.fromAfterTo.id, path: ['from'] });
  else if (days >= INSIGHTS_MAX_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', message: m.rangeTooLong.id, path: ['to'] });
}

/** GET /api/insights/summary */
export const insightsRangeQuery = strict(rangeShape).superRefine(checkRange);
export type InsightsRangeQuery = z.output<typeof insightsRangeQuery>;

const seriesMetric = z.enum(SERIES_METRICS, {
  error: zodMessage(m.metricOneOf, { metrics: SERIES_METRICS.join(', ') }),
});

/**
 * GET /api/insights/series: `metric` (one figure, answering `{bucket, value}`) or `metrics`, a
 * comma-separated list a chart of several lines asks for at once (answering `{bucket, <metric>: value}`).
 */
export const insightsSeriesQuery = strict({
  ...rangeShape,
  metric: seriesMetric.optional(),
  metrics: z
    .string({ error: m.metricsList.id })
    .transform((list) => list.split(','))
    .pipe(z.array(seriesMetric))
    .refine((metrics) => new Set(metrics).size === metrics.length, { error: m.metricsRepeat.id })
    .optional(),
  bucket: z.enum(BUCKETS, { error: zodMessage(m.bucketOneOf, { buckets: BUCKETS.join(', ') }) }).optional(),
})
  .superRefine(checkRange)
  .superRefine((query, ctx) => {
    if ((query.metric === undefined) === (query.metrics === undefined))
      ctx.addIssue({ code: 'custom', message: m.metricOrMetrics.id, path: ['metric'] });
  });

/** A bucket of several series: its first day and each metric's value there. */
export type SeriesRow = { bucket: string } & Partial<Record<SeriesMetric, number | null>>;

/**
 * A page of doctors ranked by one figure (the breakdown by doctor and the ranking): `page` from 1,
 * `pageSize` up to 100. Other breakdowns answer whole and leave them aside.
 */
const doctorPaging = (pageSize: number) => ({
  page: wholeFrom(1, lq.pageInvalid.id).default(1),
  pageSize: wholeFrom(
    1,
    zodMessage(lq.pageSizeInvalid, { max: LIST_PAGE_SIZE_MAX }),
    LIST_PAGE_SIZE_MAX,
  ).default(pageSize),
});

/** GET /api/insights/doctor-ranking: the highest and the lowest doctors by one metric. */
export const insightsRankingQuery = strict({
  ...rangeShape,
  metric: z
    .enum(RANKING_METRICS, { error: zodMessage(m.metricOneOf, { metrics: RANKING_METRICS.join(', ') }) })
    .default('booked'),
  ...doctorPaging(RANKING_SIZE),
}).superRefine(checkRange);

/** GET /api/insights/breakdown */
export const insightsBreakdownQuery = strict({
  ...rangeShape,
  by: z.enum(BREAKDOWN_BY, { error: zodMessage(m.byOneOf, { values: BREAKDOWN_BY.join(', ') }) }),
  metric: z
    .enum(BREAKDOWN_METRICS, {
      error: zodMessage(m.metricOneOf, { metrics: BREAKDOWN_METRICS.join(', ') }),
    })
    .optional(),
  order: z.enum(['desc', 'asc'], { error: m.orderInvalid.id }).default('desc'),
  ...doctorPaging(INSIGHTS_BREAKDOWN_MAX),
})
  .superRefine(checkRange)
  .superRefine((query, ctx) => {
    const allowed = BREAKDOWN_METRICS_OF[query.by];
    if (query.metric !== undefined && !allowed.includes(query.metric))
      ctx.addIssue({
        code: 'custom',
        message: zodMessage(m.byMetric, { by: query.by, metrics: allowed.join(', ') }),
        path: ['metric'],
      });
  })
  .transform((query) => ({ ...query, metric: query.metric ?? BREAKDOWN_METRICS_OF[query.by][0]! }));
export type InsightsBreakdownQuery = z.output<typeof insightsBreakdownQuery>;
