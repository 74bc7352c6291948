import { z } from 'zod';
import { calendarDate, id, timeOfDay } from './envelope';
import { OCCURRENCE_REFUSALS } from '../schemas/series';

/** One date of a planned course: `reason` is worded in the caller's language. */
const seriesOccurrenceSchema = z.union([
  z.object({ date: calendarDate, ok: z.literal(true) }),
  z.object({
    date: calendarDate,
    ok: z.literal(false),
    code: z.enum(OCCURRENCE_REFUSALS),
    reason: z.string(),
    /** The nearest clinic day that can take the visit, or null within the booking window there is none. */
    alternative: calendarDate.nullable(),
  }),
]);
export type SeriesOccurrence = z.output<typeof seriesOccurrenceSchema>;

/** plan-series `data`. */
export const seriesPlanSchema = z.object({
  doctorId: id,
  patientId: id,
  time: timeOfDay,
  occurrences: z.array(seriesOccurrenceSchema),
});
export type SeriesPlan = z.output<typeof seriesPlanSchema>;

/** book-series `data`. */
export const bookedSeriesSchema = z.object({
  seriesId: id,
  appointments: z.array(z.object({ _id: id, date: calendarDate })),
});
export type BookedSeries = z.output<typeof bookedSeriesSchema>;
