import { z } from 'zod';
import { requiredText } from './fields';
import { REVIEW_COMMENT_MAX, REVIEW_STATUSES, type ReviewStatus } from '../vocabulary';

export { REVIEW_COMMENT_MAX, REVIEW_STATUSES };
export type { ReviewStatus };

/** submit-review (spec 5 "Review submission"; server.md 9: 0.5–5 in halves, comment 1–1000). */
export const submitReviewSchema = z.object({
  appointmentId: z.uuid({ error: 'Please select an appointment' }),
  rating: z
    .number({ error: 'Please provide a rating' })
    .min(0.5, { error: 'Please provide a rating' })
    .max(5, { error: 'A rating is at most 5 stars' })
    .refine((n) => Number.isInteger(n * 2), { error: 'A rating goes in half stars' }),
  comment: requiredText('Please provide a comment', REVIEW_COMMENT_MAX),
});

/** update-review-status (spec 5 "Review update (admin)"). */
export const reviewStatusSchema = z.object({
  reviewId: z.uuid({ error: 'Review not found' }),
  status: z.enum(REVIEW_STATUSES, { error: 'Please select a status' }),
  adminComment: requiredText('Please enter a comment', REVIEW_COMMENT_MAX),
});

export type SubmitReviewInput = z.infer<typeof submitReviewSchema>;
export type ReviewStatusInput = z.infer<typeof reviewStatusSchema>;

/** A review as the API sends it (spec 3 Review): patient and doctor populated with their names. */
export interface Review {
  _id: string;
  appointmentId: string;
  userId: { _id: string; name: string };
  doctorId: { _id: string; firstName: string; lastName: string };
  rating: number;
  comment: string;
  /** null when never set: shown as "unknown" and still editable */
  status: ReviewStatus | null;
  adminComment: string | null;
  createdAt: string;
}

/** Rating arithmetic of server.md 9: the mean to the nearest half; null without reviews. */
export function halfStarMean(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  const mean = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
  return Math.round(mean * 2) / 2;
}
