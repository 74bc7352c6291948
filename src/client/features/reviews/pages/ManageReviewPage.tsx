import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Table } from 'antd';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import { pageRows } from '../../../lib/api/pagedList';
import TableEmpty from '../../../components/TableEmpty';
import TableToolbar from '../../../components/TableToolbar';
import { useKeepPageInRange, useListParams } from '../../../lib/searchParams/useListParams';
import type { Review } from '../../../../shared/schemas/reviews';
import { useGetAllReviewsQuery } from '../reviewsApi';
import { manageReviewColumns } from '../components/reviewColumns';
import { canUpdateReview, patientName } from '../components/reviewText';

// the moderation forms (selects, validation) download when a moderator first opens one
const UpdateFeedbackModal = lazy(() => import('../components/UpdateFeedbackModal'));
const ReopenReviewModal = lazy(() => import('../components/ReopenReviewModal'));

const messages = defineMessages({
  searchLabel: { id: 'reviews.manageReview.searchLabel', defaultMessage: 'Search reviews by patient name' },
  searchPlaceholder: { id: 'reviews.manageReview.searchPlaceholder', defaultMessage: 'Search patient...' },
  clearFilters: { id: 'reviews.manageReview.clearFilters', defaultMessage: 'Clear Filters' },
  clearAll: { id: 'reviews.manageReview.clearAll', defaultMessage: 'Clear Filters & Sorters' },
  empty: { id: 'reviews.manageReview.empty', defaultMessage: 'No reviews found' },
});

/** Each row's action, by where its review stands, with the label that names the patient. */
const ACTIONS = {
  update: {
    text: defineMessage({ id: 'reviews.manageReview.update', defaultMessage: 'Update' }),
    label: defineMessage<{ patient: string }>({
      id: 'reviews.manageReview.updateLabel',
      defaultMessage: 'Update review by {patient}',
    }),
  },
  unpublish: {
    text: defineMessage({ id: 'reviews.manageReview.unpublish', defaultMessage: 'Unpublish' }),
    label: defineMessage<{ patient: string }>({
      id: 'reviews.manageReview.unpublishLabel',
      defaultMessage: 'Unpublish review by {patient}',
    }),
  },
  reconsider: {
    text: defineMessage({ id: 'reviews.manageReview.reconsider', defaultMessage: 'Reconsider' }),
    label: defineMessage<{ patient: string }>({
      id: 'reviews.manageReview.reconsiderLabel',
      defaultMessage: 'Reconsider review by {patient}',
    }),
  },
};

type Moderation = { kind: 'update' | 'reopen'; review: Review };

/** Ten reviews a page, as the other admin tables. */
export const REVIEWS_PAGE_SIZE = 10;

/**
 * Manage Review, at /admin/manage-review and /staff/manage-review: every review, a page at
 * a time, searched by patient name, filtered and sorted by the server; page, search, filter and sort
 * live in the URL. Reviews on hold or without a status can be decided ('Update'); an approved one
 * can be unpublished and a rejected one reconsidered, which puts it back on hold. Each opens a dialog
 * that shows the review whole. A failed load toasts 'Failed to fetch reviews' (registered with the
 * endpoint).
 */
export default function ManageReviewPage() {
  const intl = useIntl();
  const list = useListParams({ pageSize: REVIEWS_PAGE_SIZE, columnFilters: { status: 'status' } });
  const { data, isFetching } = useGetAllReviewsQuery(list.query);
  useKeepPageInRange(list, data?.total);
  const reviews = useMemo(() => pageRows(data), [data]);
  const [moderating, setModerating] = useState<Moderation | null>(null);

  const action = (review: Review) => {
    const editable = canUpdateReview(review);
    const which = editable ? 'update' : review.status === 'approved' ? 'unpublish' : 'reconsider';
    return (
      <Button
        type={editable ? 'primary' : 'default'}
        size="small"
        aria-label={intl.formatMessage(ACTIONS[which].label, { patient: patientName(review) })}
        onClick={() => setModerating({ kind: editable ? 'update' : 'reopen', review })}
      >
        {intl.formatMessage(ACTIONS[which].text)}
      </Button>
    );
  };
  const close = () => setModerating(null);

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
        size="middle"
        loading={isFetching}
        columns={manageReviewColumns(list, action, intl)}
        dataSource={reviews}
        onChange={list.onTableChange}
        pagination={list.pagination(data?.total, data?.totalCapped)}
        scroll={{ x: true }}
        locale={{ emptyText: <TableEmpty text={intl.formatMessage(messages.empty)} pending={isFetching} /> }}
      />
      {moderating && (
        <Suspense fallback={null}>
          {moderating.kind === 'update' ? (
            <UpdateFeedbackModal review={moderating.review} onClose={close} />
          ) : (
            <ReopenReviewModal review={moderating.review} onClose={close} />
          )}
        </Suspense>
      )}
    </>
  );
}
