import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { reviewsAdapter, reviewsApi } from './reviewsApi';

const none = reviewsAdapter.getInitialState();
const { selectAll } = reviewsAdapter.getSelectors();
const allResult = reviewsApi.endpoints.getAllReviews.select();

/** Every review (admin and staff), newest first; [] until loaded. */
export const selectAllReviews = createSelector(
  [(state: RootState) => allResult(state).data ?? none],
  (reviews) => selectAll(reviews),
);
