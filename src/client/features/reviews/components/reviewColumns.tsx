import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { defineMessages, type IntlShape } from 'react-intl';
import Typography from '../../../components/Typography';
import type { ColumnsType } from 'antd/es/table';
import type { Review } from '../../../../shared/schemas/reviews';
import { REVIEW_STATUSES } from '../../../../shared/vocabulary';
import type { ListParams } from '../../../lib/searchParams/useListParams';
import ReadOnlyStars from '../../../components/ReadOnlyStars';
import ReviewStatusTag, { reviewStatusLabel } from './ReviewStatusTag';
import { commentPreview, patientName, reviewDate, reviewDoctorName } from './reviewText';
import './reviewSummary.css';

const messages = defineMessages({
  patient: { id: 'reviews.columns.patient', defaultMessage: 'Patient' },
  doctor: { id: 'reviews.columns.doctor', defaultMessage: 'Doctor' },
  review: { id: 'reviews.columns.review', defaultMessage: 'Review' },
  status: { id: 'reviews.columns.status', defaultMessage: 'Status' },
  adminComment: { id: 'reviews.columns.adminComment', defaultMessage: 'Admin Comment' },
  date: { id: 'reviews.columns.date', defaultMessage: 'Date' },
});

/** What an empty admin comment shows. */
const NONE = '-';

/** The stars, and under them the comment's first 50 characters (the whole text on hover). */
function ReviewSummary({ review }: { review: Review }) {
  const preview = commentPreview(review.comment);
  return (
    <Flex vertical gap={4} className="review-summary" style={{ maxWidth: 320 }}>
      <ReadOnlyStars value={Number(review.rating)} size={14} />
      <div
        title={preview === review.comment ? undefined : review.comment}
        style={{ overflowWrap: 'anywhere' }}
      >
        {preview}
      </div>
    </Flex>
  );
}

/**
 * The Manage Review table: every column but the texts sorts on the server (column keys
 * are its sort names; Review sorts by rating) and the Status filter is its `status` ('unknown' = never
 * decided), offered in words; what they show comes from the URL. Under each status stands what the
 * page renders for that review: the action its status allows.
 *
 * The columns take the width their words need (the table's layout is automatic) and the texts wrap,
 * so at 1366 px and at 768 px every column is in view: a review's stars and comment share one column,
 * and its status and action another, so no column has to stay fixed over the others. Only where the
 * words are longer than the screen allows does the table scroll sideways.
 */
export function manageReviewColumns(
  { sortOrder, filteredValue }: Pick<ListParams, 'sortOrder' | 'filteredValue'>,
  action: (review: Review) => ReactNode,
  intl: IntlShape,
): ColumnsType<Review> {
  const sortable = (key: 'patient' | 'doctor' | 'rating' | 'status' | 'createdAt') => ({
    key,
    sorter: true,
    sortOrder: sortOrder(key),
  });
  const statusFilters = [...REVIEW_STATUSES, 'unknown' as const].map((status) => ({
    text: reviewStatusLabel(intl, status),
    value: status,
  }));
  return [
    {
      title: intl.formatMessage(messages.patient),
      render: (_v, r) => patientName(r),
      ...sortable('patient'),
    },
    {
      title: intl.formatMessage(messages.doctor),
      render: (_v, r) => reviewDoctorName(r, intl),
      ...sortable('doctor'),
    },
    {
      title: intl.formatMessage(messages.review),
      render: (_v, r) => <ReviewSummary review={r} />,
      ...sortable('rating'),
    },
    {
      title: intl.formatMessage(messages.status),
      render: (_v, r) => (
        <Flex vertical gap={6} align="start">
          <ReviewStatusTag review={r} />
          {action(r)}
        </Flex>
      ),
      filters: statusFilters,
      filteredValue: filteredValue('status'),
      ...sortable('status'),
    },
    {
      title: intl.formatMessage(messages.adminComment),
      key: 'adminComment',
      render: (_v, r) =>
        r.adminComment ? (
          <div style={{ maxWidth: 220, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {r.adminComment}
          </div>
        ) : (
          <Typography.Text type="secondary">{NONE}</Typography.Text>
        ),
    },
    {
      title: intl.formatMessage(messages.date),
      render: (_v, r) => <span style={{ whiteSpace: 'nowrap' }}>{reviewDate(r)}</span>,
      ...sortable('createdAt'),
    },
  ];
}
