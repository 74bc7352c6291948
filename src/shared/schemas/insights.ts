import { z } from 'zod';
import { calendarDate } from './envelope';
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

const count = z.number().int();
/** A fraction 0–1, an average, or null when nothing was counted. */
const measure = z.number().nullable();

export const insightsFiguresSchema = z.object({
  booked: count,
  approved: count,
  completed: count,
  cancelled: count,
  /** cancelled by a doctor's leave and kept with the substitute: not counted as cancelled */
  moved: count,
  rejected: count,
  noShows: count,
  /** fractions 0–1; null when nothing counted */
  noShowRate: measure,
  cancellationRate: measure,
  avgLeadDays: measure,
  avgWaitMinutes: measure,
  avgConsultMinutes: measure,
  utilisation: measure,
  newPatients: count,
  returningPatients: count,
  waitlistJoined: count,
  waitlistPromoted: count,
});
export type InsightsFigures = z.output<typeof insightsFiguresSchema>;

const range = { from: calendarDate, to: calendarDate };
export const insightsSummarySchema = insightsFiguresSchema.extend({
  ...range,
  previous: insightsFiguresSchema.extend(range),
});
export type InsightsSummary = z.output<typeof insightsSummarySchema>;

export const breakdownRowSchema = z.object({ key: z.string(), label: z.string(), value: measure });
export type BreakdownRow = z.output<typeof breakdownRowSchema>;

/** Where a page of doctors lies: every doctor of the scope counted (`total`), the page asked for. */
const doctorPageShape = {
  total: z.number().int().meta({ description: 'The doctors of the scope, every one counted' }),
  page: z.number().int(),
  pageSize: z.number().int(),
};

/** GET /api/insights/breakdown: the rows; by doctor, a page of them with where it lies. */
export const breakdownAnswer = z.object({
  success: z.literal(true),
  data: z.array(breakdownRowSchema),
  total: doctorPageShape.total.optional(),
  page: doctorPageShape.page.optional(),
  pageSize: doctorPageShape.pageSize.optional(),
});

/**
 * A page of the highest doctors, highest first, and the same page of the lowest, lowest first (the
 * two may share doctors); the first page is the ten highest and the ten lowest.
 */
export const doctorRankingSchema = z.object({
  top: z.array(breakdownRowSchema),
  bottom: z.array(breakdownRowSchema),
  ...doctorPageShape,
});
export type DoctorRanking = z.output<typeof doctorRankingSchema>;

const metricValues = Object.fromEntries(
  SERIES_METRICS.map((metric) => [metric, measure.optional()]),
) as Record<SeriesMetric, z.ZodOptional<typeof measure>>;

/** One bucket of a series: its first day and each metric asked for (`value` when one `metric` was). */
export const seriesRowSchema = z.object({
  bucket: calendarDate.meta({ description: 'The bucket’s first day' }),
  value: measure.optional(),
  ...metricValues,
});
