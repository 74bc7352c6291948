import type { IntlShape } from 'react-intl';
import { clinicToday } from '../../../../shared/clinicTime';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import type { Review, ReviewStatus } from '../../../../shared/schemas/reviews';
import { clinicTimezone } from '../../../lib/clinicTime/clinicTimezone';

/** How many characters of a comment the moderation table shows. */
const COMMENT_PREVIEW_LENGTH = 50;

/** The first 50 characters plus '...' when the comment is longer. */
export function commentPreview(comment: string): string {
  return comment.length > COMMENT_PREVIEW_LENGTH ? `${comment.slice(0, COMMENT_PREVIEW_LENGTH)}...` : comment;
}

/** A status as shown: the stored word, or 'unknown' when none was ever set. */
export type ShownReviewStatus = ReviewStatus | 'unknown';

export function shownStatus(review: Pick<Review, 'status'>): ShownReviewStatus {
  return review.status ?? 'unknown';
}

/** Hold and unknown are the editable states: an approved or rejected review is final. */
export const canUpdateReview = (review: Pick<Review, 'status'>) => {
  const status = shownStatus(review);
  return status === 'hold' || status === 'unknown';
};

/** The patient's name as moderation shows it (a name is withheld only from published reviews). */
export const patientName = (review: Review) => review.userId.name ?? '';

export const reviewDoctorName = (review: Review, intl: IntlShape) =>
  intl
    .formatMessage(
      { id: 'reviews.reviewText.doctor', defaultMessage: 'Dr. {name}' },
      {
        name: `${review.doctorId.firstName} ${review.doctorId.lastName}`.trim(),
      },
    )
    .trim();

/** The day a review was written, 'DD-MM-YYYY' on the clinic's calendar. */
export const reviewDate = (review: Pick<Review, 'createdAt'>) =>
  formatDisplayDate(clinicToday(clinicTimezone(), new Date(review.createdAt)));
