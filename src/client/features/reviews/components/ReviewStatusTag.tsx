import { Tag } from 'antd';
import type { Review } from '../../../../shared/schemas/reviews';
import { shownStatus, type ShownReviewStatus } from './reviewText';

export const REVIEW_STATUS_COLOR: Record<ShownReviewStatus, string> = {
  approved: 'green',
  hold: 'gold',
  rejected: 'red',
  unknown: 'default',
};

/** A review's status badge; a status never set reads 'unknown' (spec 3 Review). */
export default function ReviewStatusTag({ review }: { review: Pick<Review, 'status'> }) {
  const status = shownStatus(review);
  return <Tag color={REVIEW_STATUS_COLOR[status]}>{status}</Tag>;
}
