import type { ReactNode } from 'react';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Review } from '../../../../shared/schemas/reviews';
import { REVIEW_STATUSES } from '../../../../shared/vocabulary';
import type { TableControls } from '../../../components/useTableControls';
import ReadOnlyStars from '../../../components/ReadOnlyStars';
import ReviewStatusTag from './ReviewStatusTag';
import { commentPreview, patientName, reviewDate, reviewDoctorName, shownStatus } from './reviewText';

const doctorFilters = (reviews: readonly Review[]) =>
  [...new Map(reviews.map((r) => [r.doctorId._id, reviewDoctorName(r)])).entries()]
    .map(([value, text]) => ({ value, text }))
    .sort((a, b) => a.text.localeCompare(b.text));

const STATUS_FILTERS = [...REVIEW_STATUSES, 'unknown'].map((status) => ({ text: status, value: status }));

/** The first 50 characters, the whole text on hover (spec 9). */
function CommentPreview({ comment }: { comment: string }) {
  const preview = commentPreview(comment);
  return (
    <div style={{ minWidth: 160, maxWidth: 260 }} title={preview === comment ? undefined : comment}>
      {preview}
    </div>
  );
}

/**
 * The Manage Review table (spec 2.4): filters by doctor and status, sorters by rating and date, all
 * controlled by the page; the Action column holds what the page renders for each review.
 */
export function manageReviewColumns(
  { sortOrder, filteredValue }: Pick<TableControls<Review>, 'sortOrder' | 'filteredValue'>,
  reviews: readonly Review[],
  action: (review: Review) => ReactNode,
): ColumnsType<Review> {
  return [
    { title: 'Patient', key: 'patient', render: (_v, r) => patientName(r) },
    {
      title: 'Doctor',
      key: 'doctor',
      render: (_v, r) => reviewDoctorName(r),
      filters: doctorFilters(reviews),
      onFilter: (value, r) => r.doctorId._id === value,
      filteredValue: filteredValue('doctor'),
    },
    {
      title: 'Rating',
      key: 'rating',
      render: (_v, r) => <ReadOnlyStars value={Number(r.rating)} size={14} />,
      sorter: (a, b) => Number(a.rating) - Number(b.rating),
      sortOrder: sortOrder('rating'),
    },
    { title: 'Comment', key: 'comment', render: (_v, r) => <CommentPreview comment={r.comment} /> },
    {
      title: 'Status',
      key: 'status',
      render: (_v, r) => <ReviewStatusTag review={r} />,
      filters: STATUS_FILTERS,
      onFilter: (value, r) => shownStatus(r) === value,
      filteredValue: filteredValue('status'),
    },
    {
      title: 'Admin Comment',
      key: 'adminComment',
      render: (_v, r) =>
        r.adminComment ? (
          <div style={{ minWidth: 120, maxWidth: 220, whiteSpace: 'pre-wrap' }}>{r.adminComment}</div>
        ) : (
          <Typography.Text type="secondary">-</Typography.Text>
        ),
    },
    {
      title: 'Date',
      key: 'createdAt',
      render: (_v, r) => reviewDate(r),
      sorter: (a, b) => a.createdAt.localeCompare(b.createdAt),
      sortOrder: sortOrder('createdAt'),
    },
    // kept in view while the rest scrolls sideways
    { title: 'Action', key: 'action', fixed: 'end', render: (_v, r) => action(r) },
  ];
}
