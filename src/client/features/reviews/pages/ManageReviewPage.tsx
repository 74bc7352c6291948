import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Table } from 'antd';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import { pageRows } from '../../../lib/api/pagedList';
import TableEmpty from '../../../components/TableEmpty';
import TableToolbar from '../../../components/TableToolbar';
import { useKeepPageInRange, useListParams } from '../../../lib/searchParams/useListParams';
import type { Review } from '../../../../shared/schemas/reviews';
import { useGetAllReviewsQuery } from '../reviewsApi';
import { manageReviewColumns } from '../components/reviewColumns';
import { canUpdateReview, patientName } from '../components/reviewText';

// the moderation form (selects, validation) downloads when an admin first opens it
const UpdateFeedbackModal = lazy(() => import('../components/UpdateFeedbackModal'));

const messages = defineMessages({
  searchLabel: { id: 'reviews.manageReview.searchLabel', defaultMessage: 'Search reviews by patient name' },
  searchPlaceholder: { id: 'reviews.manageReview.searchPlaceholder', defaultMessage: 'Search patient...' },
  clearFilters: { id: 'reviews.manageReview.clearFilters', defaultMessage: 'Clear Filters' },
  clearAll: { id: 'reviews.manageReview.clearAll', defaultMessage: 'Clear Filters & Sorters' },
  empty: { id: 'reviews.manageReview.empty', defaultMessage: 'No reviews found' },
});

/** Ten reviews a page, as the other admin tables. */
export const REVIEWS_PAGE_SIZE = 10;

/**
 * Manage Review, at /admin/manage-review and /staff/manage-review: every review, a page at
 * a time, searched by patient name, filtered and sorted by the server; page, search, filter and sort
 * live in the URL. Reviews on hold or without a status can be decided ('Update'); a failed
 * load toasts 'Failed to fetch reviews' (registered with the endpoint).
 */
export default function ManageReviewPage() {
  const intl = useIntl();
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
        aria-label={intl.formatMessage(
          { id: 'reviews.manageReview.updateLabel', defaultMessage: 'Update review by {patient}' },
          { patient: patientName(review) },
        )}
        onClick={() => setEditing(review)}
      >
        <FormattedMessage id="reviews.manageReview.update" defaultMessage="Update" />
      </Button>
    ) : null;

  return (
    <>
      <Typography.Title level={2}>
        <FormattedMessage id="reviews.manageReview.title" defaultMessage="Manage Review" />
      </Typography.Title>
      <TableToolbar
        list={list}
        label={intl.formatMessage(messages.searchLabel)}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        clearFiltersText={intl.formatMessage(messages.clearFilters)}
        clearAllText={intl.formatMessage(messages.clearAll)}
      />
      <Table<Review>
        rowKey="_id"
        loading={isFetching}
        columns={manageReviewColumns(list, action, intl)}
        dataSource={reviews}
        onChange={list.onTableChange}
        pagination={list.pagination(data?.total, data?.totalCapped)}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <TableEmpty text={intl.formatMessage(messages.empty)} pending={isFetching} /> }}
      />
      {editing && (
        <Suspense fallback={null}>
          <UpdateFeedbackModal review={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}
