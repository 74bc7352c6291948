import { lazy, Suspense, useState } from 'react';
import { Button, Table, Typography } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import TableToolbar from '../../../components/TableToolbar';
import { useTableControls } from '../../../components/useTableControls';
import type { Review } from '../../../../shared/schemas/reviews';
import { useGetAllReviewsQuery } from '../reviewsApi';
import { selectAllReviews } from '../reviewSelectors';
import { manageReviewColumns } from '../components/reviewColumns';
import { canUpdateReview, patientName } from '../components/reviewText';

// the moderation form (selects, validation) downloads when an admin first opens it
const UpdateFeedbackModal = lazy(() => import('../components/UpdateFeedbackModal'));

/**
 * Manage Review (spec 2.4), at /admin/manage-review and /staff/manage-review: every review, searched
 * by patient name. Reviews on hold or without a status can be decided ('Update'); a failed load
 * toasts 'Failed to fetch reviews' (registered with the endpoint).
 */
export default function ManageReviewPage() {
  const { isLoading } = useGetAllReviewsQuery();
  const reviews = useAppSelector(selectAllReviews);
  const controls = useTableControls(reviews, patientName);
  const [editing, setEditing] = useState<Review | null>(null);

  const action = (review: Review) =>
    canUpdateReview(review) ? (
      <Button
        type="primary"
        size="small"
        aria-label={`Update review by ${patientName(review)}`}
        onClick={() => setEditing(review)}
      >
        Update
      </Button>
    ) : null;

  return (
    <>
      <Typography.Title level={2}>Manage Review</Typography.Title>
      <TableToolbar
        {...controls}
        label="Search reviews by patient name"
        placeholder="Search patient..."
        clearFiltersText="Clear Filters"
        clearAllText="Clear Filters & Sorters"
      />
      <Table<Review>
        rowKey="_id"
        loading={isLoading}
        columns={manageReviewColumns(controls, reviews, action)}
        dataSource={controls.shown}
        onChange={controls.onChange}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No reviews found' }}
      />
      {editing && (
        <Suspense fallback={null}>
          <UpdateFeedbackModal review={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}
