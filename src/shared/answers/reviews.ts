import { z } from 'zod';

import { id, instant } from './envelope';

import { REVIEW_STATUSES } from '../vocabulary';

/** A review as the API sends it: patient and doctor populated with their names. */
export const reviewSchema = z.object({
  _id: id,
  appointmentId: id,
  /** name: null on a published review whose patient withdrew consent to be named */
  userId: z.object({ _id: id, name: z.string().nullable() }),
  doctorId: z.object({ _id: id, firstName: z.string(), lastName: z.string() }),
  rating: z.number(),
  comment: z.string(),
  /** null when never set: shown as "unknown" and still editable */
  status: z.enum(REVIEW_STATUSES).nullable(),
  adminComment: z.string().nullable(),
  createdAt: instant,
});

export type Review = z.output<typeof reviewSchema>;

/** A doctor's rating: the mean of their approved reviews to the nearest half; null without any. */
export const ratingSchema = z
  .number()
  .nullable()
  .meta({ examples: [4.5] });
