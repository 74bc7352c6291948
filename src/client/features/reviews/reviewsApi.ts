import { createEntityAdapter } from '@reduxjs/toolkit';
import { defineMessages } from 'react-intl';
import { api } from '../../lib/api/api';
import { registerQueryErrorTexts } from '../../lib/api/queryErrors';
import { pageTags, pagedRequest, toPage, type ListArgs, type Page } from '../../lib/api/pagedList';
import type { Envelope } from '../../../shared/types';
import type {
  ReopenReviewInput,
  Review,
  ReviewStatusInput,
  SubmitReviewInput,
} from '../../../shared/schemas/reviews';

/** Reviews by id, in the order the server sent the page (it searches, filters and sorts). */
const reviewsAdapter = createEntityAdapter<Review, string>({ selectId: (r) => r._id });

export interface DoctorReviews {
  rating: number | null;
  reviews: Review[];
}

/** What a moderation changes: the review's row and the doctor's own published reviews. */
const decidedTags = (reviewId: string) => [
  { type: 'Review' as const, id: reviewId },
  { type: 'Review' as const, id: 'MINE' },
];

interface ModerationLifecycle {
  getState: () => unknown;
  dispatch: (action: ReturnType<typeof api.util.invalidateTags>) => unknown;
  queryFulfilled: Promise<unknown>;
}

/**
 * Once a moderation succeeds, the rating of the review's doctor is read again; the doctor is found in
 * the cached pages of the list, where the review was moderated from.
 */
async function rereadRating(reviewId: string, { dispatch, getState, queryFulfilled }: ModerationLifecycle) {
  const state = getState() as Parameters<ReturnType<typeof reviewsApi.endpoints.getAllReviews.select>>[0];
  const doctorId = reviewsApi.util
    .selectCachedArgsForQuery(state, 'getAllReviews')
    .map((args) => reviewsApi.endpoints.getAllReviews.select(args)(state).data?.entities[reviewId])
    .find(Boolean)?.doctorId._id;
  const done = await queryFulfilled.then(
    () => true,
    () => false,
  );
  if (done && doctorId) dispatch(api.util.invalidateTags([{ type: 'Review', id: `rating-${doctorId}` }]));
}

/** Reviews: submission, moderation and the doctor's published ones. */
const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A page of reviews (search by patient name, status; sort createdAt|rating|patient|doctor|status). */
    getAllReviews: build.query<Page<Review>, ListArgs>({
      query: pagedRequest('/admin/get-all-reviews'),
      transformResponse: toPage(reviewsAdapter),
      providesTags: pageTags('Review'),
    }),
    getMyReviews: build.query<DoctorReviews, void>({
      query: () => '/doctor/get-my-reviews',
      transformResponse: (r: Envelope<DoctorReviews>) => r.data ?? { rating: null, reviews: [] },
      providesTags: [{ type: 'Review', id: 'MINE' }],
    }),
    /** On success the appointment drops out of the form's choices (it is now reviewed). */
    submitReview: build.mutation<Envelope, SubmitReviewInput>({
      query: (body) => ({ url: '/bookAppointment/submit-review', method: 'POST', body }),
      invalidatesTags: [
        { type: 'Review', id: 'LIST' },
        { type: 'Appointment', id: 'LIST' },
      ],
    }),
    /**
     * Re-reads only what the decision changes: the cached pages holding that review, the doctor's own
     * published reviews and that doctor's rating, never every page of the list.
     */
    updateReviewStatus: build.mutation<Envelope, ReviewStatusInput>({
      query: (body) => ({ url: '/admin/update-review-status', method: 'POST', body }),
      invalidatesTags: (_r, _e, { reviewId }) => decidedTags(reviewId),
      onQueryStarted: ({ reviewId }, lifecycle) => rereadRating(reviewId, lifecycle),
    }),
    /** Unpublish an approved review or reconsider a rejected one; re-reads as a decision does. */
    reopenReview: build.mutation<Envelope, ReopenReviewInput>({
      query: (body) => ({ url: '/admin/reopen-review', method: 'POST', body }),
      invalidatesTags: (_r, _e, { reviewId }) => decidedTags(reviewId),
      onQueryStarted: ({ reviewId }, lifecycle) => rereadRating(reviewId, lifecycle),
    }),
  }),
});

// The review pages say 'Failed to fetch reviews'.
const queryErrors = defineMessages({
  fetchFailed: { id: 'reviews.api.fetchFailed', defaultMessage: 'Failed to fetch reviews' },
});

registerQueryErrorTexts({
  getAllReviews: queryErrors.fetchFailed,
  getMyReviews: queryErrors.fetchFailed,
});

export const {
  useGetAllReviewsQuery,
  useGetMyReviewsQuery,
  useSubmitReviewMutation,
  useUpdateReviewStatusMutation,
  useReopenReviewMutation,
} = reviewsApi;
