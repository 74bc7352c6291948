import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { api } from '../../app/api';
import { registerQueryErrorTexts } from '../../app/queryErrors';
import type { Envelope } from '../../../shared/types';
import type { Review, ReviewStatusInput, SubmitReviewInput } from '../../../shared/schemas/reviews';

/** Newest first, as the server sends them. */
export const reviewsAdapter = createEntityAdapter<Review, string>({
  selectId: (r) => r._id,
  sortComparer: (a, b) => b.createdAt.localeCompare(a.createdAt) || a._id.localeCompare(b._id),
});

export interface DoctorReviews {
  rating: number | null;
  reviews: Review[];
}

/** Reviews: submission, moderation and the doctor's published ones (spec 7; server.md 9). */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllReviews: build.query<EntityState<Review, string>, void>({
      query: () => '/admin/get-all-reviews',
      transformResponse: (r: Envelope<Review[]>) =>
        reviewsAdapter.setAll(reviewsAdapter.getInitialState(), r.data ?? []),
      providesTags: (result) => [
        { type: 'Review' as const, id: 'LIST' },
        ...(result?.ids ?? []).map((id) => ({ type: 'Review' as const, id })),
      ],
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
    /** Every Review tag: the list, the doctor's page and every doctor card's rating. */
    updateReviewStatus: build.mutation<Envelope, ReviewStatusInput>({
      query: (body) => ({ url: '/admin/update-review-status', method: 'POST', body }),
      invalidatesTags: ['Review'],
    }),
  }),
});

// Spec 8: the review pages say 'Failed to fetch reviews'.
registerQueryErrorTexts({
  getAllReviews: 'Failed to fetch reviews',
  getMyReviews: 'Failed to fetch reviews',
});

export const {
  useGetAllReviewsQuery,
  useGetMyReviewsQuery,
  useSubmitReviewMutation,
  useUpdateReviewStatusMutation,
} = reviewsApi;
