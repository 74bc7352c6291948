import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from './store';

/**
 * The one loading flag (spec 3 "a loading flag"): true while any query or mutation is in flight,
 * except background refetches of data already on screen, the signed-in user among them (the bell
 * re-reads it while the page is in use).
 */
export const selectIsLoading = createSelector(
  [
    (state: RootState) => state.api.queries,
    (state: RootState) => state.api.mutations,
    (state: RootState) => state.session.user !== null,
  ],
  (queries, mutations, userOnScreen) =>
    Object.values(queries).some(
      (q) =>
        q?.status === 'pending' && q.data === undefined && !(userOnScreen && q.endpointName === 'getUser'),
    ) || Object.values(mutations).some((m) => m?.status === 'pending'),
);
