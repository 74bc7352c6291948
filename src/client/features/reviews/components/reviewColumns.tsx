import type { ReactNode } from 'react';
import { defineMessages, type IntlShape } from 'react-intl';
import Typography from '../../../components/Typography';
import type { ColumnsType } from 'antd/es/table';
import type { Review } from '../../../../shared/schemas/reviews';
import { REVIEW_STATUSES } from '../../../../shared/vocabulary';
import type { ListParams } from '../../../lib/searchParams/useListParams';
import ReadOnlyStars from '../../../components/ReadOnlyStars';
import ReviewStatusTag from './ReviewStatusTag';
import { commentPreview, patientName, reviewDate, reviewDoctorName } from './reviewText';

const STATUS_FILTERS = [...REVIEW_STATUSES, 'unknown'].map((status) => ({ text: status, value: status }));

const messages = defineMessages({
  patient: { id: 'reviews.columns.patient', defaultMessage: 'Patient' },
  doctor: { id: 'reviews.columns.doctor', defaultMessage: 'Doctor' },
  rating: { id: 'reviews.columns.rating', defaultMessage: 'Rating' },
  comment: { id: 'reviews.columns.comment', defaultMessage: 'Comment' },
  status: { id: 'reviews.columns.status', defaultMessage: 'Status' },
  adminComment: { id: 'reviews.columns.adminComment', defaultMessage: 'Admin Comment' },
  date: { id: 'reviews.columns.date', defaultMessage: 'Date' },
  action: { id: 'reviews.columns.action', defaultMessage: 'Action' },
});

/** What an empty admin comment shows. */
const NONE = '-';

/** The first 50 characters, the whole text on hover. */
function CommentPreview({ comment }: { comment: string }) {
  const preview = commentPreview(comment);
  return (
    <div style={{ minWidth: 160, maxWidth: 260 }} title={preview === comment ? undefined : comment}>
      {preview}
    </div>
  );
}

/**
 * The Manage Review table: every column but the texts sorts on the server (column keys
 * are its sort names) and the Status filter is its `status` ('unknown' = never decided); what they
 * show comes from the URL. The Action column holds what the page renders for each review.
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
      title: intl.formatMessage(messages.rating),
      render: (_v, r) => <ReadOnlyStars value={Number(r.rating)} size={14} />,
      ...sortable('rating'),
    },
    {
      title: intl.formatMessage(messages.comment),
      key: 'comment',
      render: (_v, r) => <CommentPreview comment={r.comment} />,
    },
    {
      title: intl.formatMessage(messages.status),
      render: (_v, r) => <ReviewStatusTag review={r} />,
      filters: STATUS_FILTERS,
      filteredValue: filteredValue('status'),
      ...sortable('status'),
    },
    {
      title: intl.formatMessage(messages.adminComment),
      key: 'adminComment',
      render: (_v, r) =>
        r.adminComment ? (
          <div style={{ minWidth: 120, maxWidth: 220, whiteSpace: 'pre-wrap' }}>{r.adminComment}</div>
        ) : (
          <Typography.Text type="secondary">{NONE}</Typography.Text>
        ),
    },
    { title: intl.formatMessage(messages.date), render: (_v, r) => reviewDate(r), ...sortable('createdAt') },
    // kept in view while the rest scrolls sideways
    { title: intl.formatMessage(messages.action), key: 'action', fixed: 'end', render: (_v, r) => action(r) },
  ];
}
