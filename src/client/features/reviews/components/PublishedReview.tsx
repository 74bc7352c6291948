import { Flex } from 'antd';
import { useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import Panel from '../../../components/Panel';
import type { Review } from '../../../../shared/schemas/reviews';
import ReadOnlyStars from '../../../components/ReadOnlyStars';
import { reviewDate } from './reviewText';

/** One published review as its doctor reads it: who, how many stars, when, and the whole comment. */
export default function PublishedReview({ review }: { review: Review }) {
  const intl = useIntl();
  // a patient who withdrew consent to their name on published reviews is "A patient"
  const author =
    review.userId.name ??
    intl.formatMessage({ id: 'reviews.publishedReview.anonymous', defaultMessage: 'A patient' });
  return (
    <Panel
      size="small"
      role="article"
      aria-label={intl.formatMessage(
        { id: 'reviews.publishedReview.label', defaultMessage: 'Review by {author}' },
        { author },
      )}
    >
      <Flex wrap align="center" justify="space-between" gap="small">
        <Flex wrap align="center" gap="middle">
          <Typography.Text strong>{author}</Typography.Text>
          <ReadOnlyStars value={Number(review.rating)} />
        </Flex>
        <Typography.Text type="secondary">{reviewDate(review)}</Typography.Text>
      </Flex>
      <Typography.Paragraph style={{ margin: '8px 0 0', whiteSpace: 'pre-wrap' }}>
        {review.comment}
      </Typography.Paragraph>
    </Panel>
  );
}
