import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from './store';

/**
 * The one loading flag (spec 3 "a loading flag"): true while any query or mutation is in flight,
 * except background refetches of data already on screen.
 */
export const selectIsLoading = createSelector(
  [(state: RootState) => state.api.queries, (state: RootState) => state.api.mutations],
  (queries, mutations) =>
    Object.values(queries).some((q) => q?.status === 'pending' && q.data === undefined) ||
    Object.values(mutations).some((m) => m?.status === 'pending'),
);
