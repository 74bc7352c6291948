import { z } from 'zod';
import { requiredText } from './fields';
import { appointmentsMessages as a, reviewsMessages as m } from '../validationMessages';
import { REVIEW_COMMENT_MAX, REVIEW_STATUSES, type ReviewStatus } from '../vocabulary';

export { REVIEW_COMMENT_MAX, REVIEW_STATUSES };
export type { ReviewStatus };

/** submit-review: a rating of 0.5–5 in halves and a comment of 1–1000 characters. */
export const submitReviewSchema = z.object({
  appointmentId: z.uuid({ error: a.selectAppointment.id }),
  rating: z
    .number({ error: m.rating.id })
    .min(0.5, { error: m.rating.id })
    .max(5, { error: m.ratingMax.id })
    .refine((n) => Number.isInteger(n * 2), { error: m.ratingHalves.id }),
  comment: requiredText(m.comment.id, REVIEW_COMMENT_MAX),
});

/** update-review-status: a status and an admin comment, both required. */
export const reviewStatusSchema = z.object({
  reviewId: z.uuid({ error: m.reviewNotFound.id }),
  status: z.enum(REVIEW_STATUSES, { error: m.selectStatus.id }),
  adminComment: requiredText(m.adminComment.id, REVIEW_COMMENT_MAX),
});

/**
 * reopen-review: an approved review unpublished, or a rejected one reconsidered, back on hold with a
 * comment saying why.
 */
export const reopenReviewSchema = z.object({
  reviewId: z.uuid({ error: m.reviewNotFound.id }),
  adminComment: requiredText(m.adminComment.id, REVIEW_COMMENT_MAX),
});

export type SubmitReviewInput = z.infer<typeof submitReviewSchema>;
export type ReviewStatusInput = z.infer<typeof reviewStatusSchema>;
export type ReopenReviewInput = z.infer<typeof reopenReviewSchema>;

/** A doctor's rating from their reviews' ratings: the mean to the nearest half; null without reviews. */
export function halfStarMean(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  const mean = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
  return Math.round(mean * 2) / 2;
}

export type { Review } from '../answers/reviews';
