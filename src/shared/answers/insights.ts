import { z } from 'zod';
import { calendarDate } from './envelope';
import { SERIES_METRICS, type SeriesMetric } from '../schemas/insights';

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
