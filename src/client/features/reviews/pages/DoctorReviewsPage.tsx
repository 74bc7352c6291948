import { Empty, Flex, Skeleton } from 'antd';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import Panel from '../../../components/Panel';
import { useGetMyReviewsQuery } from '../reviewsApi';
import ReadOnlyStars from '../../../components/ReadOnlyStars';
import PublishedReview from '../components/PublishedReview';

/** The average of the doctor's published reviews, to the nearest half star, or 'No rating yet'. */
function AverageRating({ rating }: { rating: number | null }) {
  const intl = useIntl();
  if (rating === null) {
    return (
      <Typography.Text type="secondary">
        <FormattedMessage id="reviews.doctorReviews.noRating" defaultMessage="No rating yet" />
      </Typography.Text>
    );
  }
  return (
    <Flex align="center" gap="small" wrap>
      <ReadOnlyStars value={rating} size={22} />
      <Typography.Text strong style={{ fontSize: 18 }}>
        {intl.formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
      </Typography.Text>
    </Flex>
  );
}

const messages = defineMessages({
  average: { id: 'reviews.doctorReviews.average', defaultMessage: 'Average rating' },
  said: { id: 'reviews.doctorReviews.said', defaultMessage: 'What patients said' },
  empty: { id: 'reviews.doctorReviews.empty', defaultMessage: 'No reviews yet' },
});

/** What antd's Card showed while loading. */
const LOADING = <Skeleton active title={false} paragraph={{ rows: 4 }} />;

/**
 * The signed-in doctor's reviews (/doctor/reviews, where the bell leads): only those an administrator
 * approved, newest first, with their average. A failed load toasts 'Failed to fetch reviews'.
 */
export default function DoctorReviewsPage() {
  const intl = useIntl();
  const { data, isLoading } = useGetMyReviewsQuery();
  const reviews = data?.reviews ?? [];
  // the summary's rating may arrive as a string
  const rating = data?.rating === null || data?.rating === undefined ? null : Number(data.rating);

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 900 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        <FormattedMessage id="reviews.doctorReviews.title" defaultMessage="Reviews" />
      </Typography.Title>
      <Panel title={intl.formatMessage(messages.average)} size="small" loading={isLoading}>
        {isLoading ? LOADING : <AverageRating rating={rating} />}
      </Panel>
      <Panel title={intl.formatMessage(messages.said)} size="small" loading={isLoading}>
        {isLoading ? (
          LOADING
        ) : reviews.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(messages.empty)} />
        ) : (
          <Flex vertical gap="small">
            {reviews.map((review) => (
              <PublishedReview key={review._id} review={review} />
            ))}
          </Flex>
        )}
      </Panel>
    </Flex>
  );
}
