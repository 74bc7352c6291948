import { Descriptions } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import ReadOnlyStars from '../../../components/ReadOnlyStars';
import type { Review } from '../../../../shared/schemas/reviews';
import ReviewStatusTag from './ReviewStatusTag';
import { patientName, reviewDate, reviewDoctorName } from './reviewText';

const messages = defineMessages({
  patient: { id: 'reviews.underModeration.patient', defaultMessage: 'Patient' },
  doctor: { id: 'reviews.underModeration.doctor', defaultMessage: 'Doctor' },
  date: { id: 'reviews.underModeration.date', defaultMessage: 'Date' },
  rating: { id: 'reviews.underModeration.rating', defaultMessage: 'Rating' },
  comment: { id: 'reviews.underModeration.comment', defaultMessage: 'Comment' },
  status: { id: 'reviews.underModeration.status', defaultMessage: 'Status' },
  adminComment: { id: 'reviews.underModeration.adminComment', defaultMessage: 'Admin Comment' },
});

const regionLabel = defineMessage<{ patient: string }>({
  id: 'reviews.underModeration.label',
  defaultMessage: 'Review by {patient}',
});

/**
 * The review a moderator is judging, whole: who wrote it about whom and when, its stars, its full
 * text (the table shows only the first 50 characters), where it stands and what was said of it.
 */
export default function ReviewUnderModeration({ review }: { review: Review }) {
  const intl = useIntl();
  const items = [
    { key: 'patient', label: intl.formatMessage(messages.patient), children: patientName(review) },
    { key: 'doctor', label: intl.formatMessage(messages.doctor), children: reviewDoctorName(review, intl) },
    { key: 'date', label: intl.formatMessage(messages.date), children: reviewDate(review) },
    {
      key: 'rating',
      label: intl.formatMessage(messages.rating),
      children: <ReadOnlyStars value={Number(review.rating)} size={16} />,
    },
    {
      key: 'comment',
      label: intl.formatMessage(messages.comment),
      children: <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{review.comment}</div>,
    },
    {
      key: 'status',
      label: intl.formatMessage(messages.status),
      children: <ReviewStatusTag review={review} />,
    },
    ...(review.adminComment
      ? [
          {
            key: 'adminComment',
            label: intl.formatMessage(messages.adminComment),
            children: (
              <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{review.adminComment}</div>
            ),
          },
        ]
      : []),
  ];
  return (
    <section
      aria-label={intl.formatMessage(regionLabel, { patient: patientName(review) })}
      style={{ marginBlockEnd: 16 }}
    >
      <Descriptions bordered size="small" column={1} items={items} />
    </section>
  );
}
