import { z } from 'zod';
import { seriesMessages as m, zodMessage } from '../validationMessages';

/** The parts of a course that the appointment schemas share; ./series.ts has the rest. */

export const SERIES_EVERY = ['week', '2 weeks', '4 weeks', 'month'] as const;
export type SeriesEvery = (typeof SERIES_EVERY)[number];
export const SERIES_MIN = 2;
export const SERIES_MAX = 12;

export const SERIES_SCOPES = ['this', 'following'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];

/** How often and how many: plan-series and a doctor's prescribed course of follow-ups. */
export const courseFields = {
  every: z.enum(SERIES_EVERY, { error: m.chooseEvery.id }),
  count: z.coerce
    .number({ error: zodMessage(m.countRange, { min: SERIES_MIN, max: SERIES_MAX }) })
    .int({ error: zodMessage(m.countRange, { min: SERIES_MIN, max: SERIES_MAX }) })
    .min(SERIES_MIN, { error: zodMessage(m.countRange, { min: SERIES_MIN, max: SERIES_MAX }) })
    .max(SERIES_MAX, { error: zodMessage(m.countRange, { min: SERIES_MIN, max: SERIES_MAX }) }),
};

export const courseSchema = z.object(courseFields);
export type Course = z.infer<typeof courseSchema>;

/** cancel-appointment and reschedule-appointment: this visit, or this and the following ones; absent is 'this'. */
export const scopeField = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z.enum(SERIES_SCOPES, { error: m.chooseScope.id }).optional(),
);
