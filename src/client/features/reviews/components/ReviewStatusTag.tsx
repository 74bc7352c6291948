import { Tag } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import type { Review } from '../../../../shared/schemas/reviews';
import { shownStatus, type ShownReviewStatus } from './reviewText';

const REVIEW_STATUS_COLOR: Record<ShownReviewStatus, string> = {
  approved: 'green',
  hold: 'gold',
  rejected: 'red',
  unknown: 'default',
};

/** The badge's words: the stored status word as the product shows it, in the language on screen. */
const STATUS_TEXT = defineMessages({
  approved: { id: 'reviews.statusTag.approved', defaultMessage: 'approved' },
  hold: { id: 'reviews.statusTag.hold', defaultMessage: 'hold' },
  rejected: { id: 'reviews.statusTag.rejected', defaultMessage: 'rejected' },
  unknown: { id: 'reviews.statusTag.unknown', defaultMessage: 'unknown' },
});

/** A review's status badge; a status never set reads 'unknown'. */
export default function ReviewStatusTag({ review }: { review: Pick<Review, 'status'> }) {
  const intl = useIntl();
  const status = shownStatus(review);
  return <Tag color={REVIEW_STATUS_COLOR[status]}>{intl.formatMessage(STATUS_TEXT[status])}</Tag>;
}
