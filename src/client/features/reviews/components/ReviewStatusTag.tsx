import { Tag } from 'antd';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import type { Review } from '../../../../shared/schemas/reviews';
import { shownStatus, type ShownReviewStatus } from './reviewText';

const REVIEW_STATUS_COLOR: Record<ShownReviewStatus, string> = {
  approved: 'green',
  hold: 'gold',
  rejected: 'red',
  unknown: 'default',
};

/**
 * A status as a person reads it, in the language on screen: the badge's words and the Status
 * filter's. A review is approved, on hold or rejected, and one without a status shows
 * unknown; a label says them as words ('On hold'), never as the stored value.
 */
const STATUS_LABEL = defineMessages({
  approved: { id: 'reviews.statusTag.approved', defaultMessage: 'Approved' },
  hold: { id: 'reviews.statusTag.hold', defaultMessage: 'On hold' },
  rejected: { id: 'reviews.statusTag.rejected', defaultMessage: 'Rejected' },
  unknown: { id: 'reviews.statusTag.unknown', defaultMessage: 'Unknown' },
});

export const reviewStatusLabel = (intl: IntlShape, status: ShownReviewStatus) =>
  intl.formatMessage(STATUS_LABEL[status]);

/** A review's status badge; a status never set reads 'Unknown'. */
export default function ReviewStatusTag({ review }: { review: Pick<Review, 'status'> }) {
  const intl = useIntl();
  const status = shownStatus(review);
  return <Tag color={REVIEW_STATUS_COLOR[status]}>{reviewStatusLabel(intl, status)}</Tag>;
}
