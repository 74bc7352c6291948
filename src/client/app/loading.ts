import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from './store';

type QueryEntry = RootState['api']['queries'][string];

/**
 * The one loading flag (spec 3 "a loading flag"): true while any query or mutation is in flight,
 * except background work on data already on screen: a refetch, the signed-in user re-read by the
 * bell, and the next page, search or sort of a paged list while its previous rows stay shown
 * (another entry of the same endpoint holds data).
 */
export const selectIsLoading = createSelector(
  [
    (state: RootState) => state.api.queries,
    (state: RootState) => state.api.mutations,
    (state: RootState) => state.session.user !== null,
  ],
  (queries, mutations, userOnScreen) => {
    const entries = Object.values(queries) as QueryEntry[];
    const endpointsWithData = new Set(
      entries.filter((q) => q?.data !== undefined).map((q) => q?.endpointName),
    );
    const blocking = (q: QueryEntry) =>
      q?.status === 'pending' &&
      q.data === undefined &&
      !(userOnScreen && q.endpointName === 'getUser') &&
      !endpointsWithData.has(q.endpointName);
    return entries.some(blocking) || Object.values(mutations).some((m) => m?.status === 'pending');
  },
);
