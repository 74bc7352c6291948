import { z } from 'zod';
import { addDays } from '../clinicDays';
import { appointmentsMessages as am, seriesMessages as m, zodMessage } from '../validationMessages';
import { bookingSchema, calendarDateField } from './appointments';
import { courseFields, SERIES_MAX, type SeriesEvery } from './seriesFields';

export * from './seriesFields';

/*
 * Courses of visits: a run of ordinary appointments sharing a series id. Planning books
 * nothing; booking takes exactly the dates the person confirmed, all or nothing.
 * Dates in requests: DD-MM-YYYY (or YYYY-MM-DD); dates in answers: YYYY-MM-DD, as every appointment.
 */

/** Absent, null or blank: the doctor's first hour of clinic. */
const optionalTime = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  bookingSchema.shape.time.optional(),
);

/** POST /api/user/plan-series: books nothing; answers one occurrence per date. */
export const planSeriesSchema = z.object({
  doctorId: bookingSchema.shape.doctorId,
  patientId: bookingSchema.shape.patientId,
  firstDate: calendarDateField(am.invalidBookingTime.id),
  time: optionalTime,
  ...courseFields,
});

/** POST /api/user/book-series: exactly these dates, in one transaction, all or nothing. */
export const bookSeriesSchema = z.object({
  doctorId: bookingSchema.shape.doctorId,
  patientId: bookingSchema.shape.patientId,
  time: optionalTime,
  dates: z
    .array(calendarDateField(am.invalidBookingTime.id), {
      error: zodMessage(m.chooseDates, { max: SERIES_MAX }),
    })
    .min(1, { error: zodMessage(m.chooseDates, { max: SERIES_MAX }) })
    .max(SERIES_MAX, { error: zodMessage(m.chooseDates, { max: SERIES_MAX }) })
    .refine((dates) => new Set(dates).size === dates.length, {
      error: zodMessage(m.chooseDates, { max: SERIES_MAX }),
    })
    .transform((dates) => [...dates].sort()),
});

/** POST /api/doctor/approve-series: every pending occurrence of the course, each on its own date. */
export const approveSeriesSchema = z.object({
  seriesId: z.uuid({ error: m.selectSeries.id }),
  comment: z.preprocess(
    (value) => (value === null ? undefined : value),
    z.string().trim().max(1000).optional(),
  ),
});

export type PlanSeriesInput = z.infer<typeof planSeriesSchema>;
export type BookSeriesInput = z.infer<typeof bookSeriesSchema>;
export type ApproveSeriesInput = z.infer<typeof approveSeriesSchema>;

/** Why a single visit could not be booked on a date: which of the booking checks refused it. */
export const OCCURRENCE_REFUSALS = [
  'notTaking',
  'outsideWindow',
  'notClinicDay',
  'outsideHours',
  'closed',
  'full',
  'duplicate',
] as const;
export type OccurrenceRefusal = (typeof OCCURRENCE_REFUSALS)[number];

/** book-series 409 `data` (with `full: true`): the date that lost its last place and its alternative. */
export interface SeriesDateTaken {
  full: true;
  date: string;
  alternative: string | null;
}

/** The course's dates from the first: weekly steps, or the same day of each following month (clamped). */
export function courseDates(firstDate: string, every: SeriesEvery, count: number): string[] {
  const days = { week: 7, '2 weeks': 14, '4 weeks': 28 } as const;
  return Array.from({ length: count }, (_, i) =>
    every === 'month' ? addMonths(firstDate, i) : addDays(firstDate, days[every] * i),
  );
}

function addMonths(iso: string, months: number): string {
  const [y, mo, d] = iso.split('-').map(Number);
  const index = mo - 1 + months;
  const year = y + Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`;
}
