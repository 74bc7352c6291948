import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Table } from 'antd';
import Typography from '../../../components/Typography';
import { pageRows } from '../../../app/pagedList';
import TableEmpty from '../../../components/TableEmpty';
import TableToolbar from '../../../components/TableToolbar';
import { useKeepPageInRange, useListParams } from '../../../components/useListParams';
import type { Review } from '../../../../shared/schemas/reviews';
import { useGetAllReviewsQuery } from '../reviewsApi';
import { manageReviewColumns } from '../components/reviewColumns';
import { canUpdateReview, patientName } from '../components/reviewText';

// the moderation form (selects, validation) downloads when an admin first opens it
const UpdateFeedbackModal = lazy(() => import('../components/UpdateFeedbackModal'));

/** Ten reviews a page, as the other admin tables. */
export const REVIEWS_PAGE_SIZE = 10;

/**
 * Manage Review (spec 2.4), at /admin/manage-review and /staff/manage-review: every review, a page at
 * a time, searched by patient name, filtered and sorted by the server; page, search, filter and sort
 * live in the URL (issue 12). Reviews on hold or without a status can be decided ('Update'); a failed
 * load toasts 'Failed to fetch reviews' (registered with the endpoint).
 */
export default function ManageReviewPage() {
  const list = useListParams({ pageSize: REVIEWS_PAGE_SIZE, columnFilters: { status: 'status' } });
  const { data, isFetching } = useGetAllReviewsQuery(list.query);
  useKeepPageInRange(list, data?.total);
  const reviews = useMemo(() => pageRows(data), [data]);
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
        list={list}
        label="Search reviews by patient name"
        placeholder="Search patient..."
        clearFiltersText="Clear Filters"
        clearAllText="Clear Filters & Sorters"
      />
      <Table<Review>
        rowKey="_id"
        loading={isFetching}
        columns={manageReviewColumns(list, action)}
        dataSource={reviews}
        onChange={list.onTableChange}
        pagination={list.pagination(data?.total, data?.totalCapped)}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <TableEmpty text="No reviews found" pending={isFetching} /> }}
      />
      {editing && (
        <Suspense fallback={null}>
          <UpdateFeedbackModal review={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}
