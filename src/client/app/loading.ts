import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from './store';

type QueryEntry = RootState['api']['queries'][string];

/**
 * Mutations that change their row on screen at once (optimistically): the row is the
 * feedback, and a spinner over the whole screen would hide it. Their forms show their own progress.
 */
const SHOWN_IN_PLACE = new Set(['changeAppointmentStatus']);

/** Queries whose part of a screen shows its own placeholder while they load (a dialog's section). */
const LOADED_IN_PLACE = new Set(['getAppointmentTexts']);

/**
 * The one loading flag, behind the full-screen spinner: true while any query or mutation is in flight,
 * except background work on data already on screen: a refetch, the signed-in user re-read by the
 * bell, the next page, search or sort of a paged list while its previous rows stay shown
 * (another entry of the same endpoint holds data), a row change already drawn in place, and a
 * section that shows its own placeholder.
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
      !LOADED_IN_PLACE.has(q.endpointName) &&
      !endpointsWithData.has(q.endpointName);
    return (
      entries.some(blocking) ||
      Object.values(mutations).some(
        (m) => m?.status === 'pending' && !SHOWN_IN_PLACE.has(m.endpointName ?? ''),
      )
    );
  },
);
