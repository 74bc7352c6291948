import { createSelector, type EntityState } from '@reduxjs/toolkit';
import { pageRows } from '../../lib/api/pagedList';
import type { Appointment } from '../../../shared/schemas/appointments';

type Appointments = EntityState<Appointment, string> | undefined;

/**
 * The rows of a cached page (or span) of appointments in the server's order; the same array for as
 * long as the cache entry is unchanged, so `selectFromResult` re-renders only when the rows change.
 * Memoized per entry (weakMap), so many lists on screen do not evict each other.
 */
export const selectAppointmentRows = createSelector(
  [(appointments: Appointments) => appointments],
  (appointments) => pageRows(appointments),
);

/** What a paged appointment list hook hands its page: the rows, the total and the request state. */
export function appointmentPageResult({
  data,
  currentData,
  isLoading,
  isFetching,
  isError,
}: {
  data?: EntityState<Appointment, string> & { total?: number; totalCapped?: boolean };
  currentData?: EntityState<Appointment, string> & { total?: number };
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
}) {
  return {
    /** The last answer's rows: kept on screen while the next page, search or sort loads. */
    rows: selectAppointmentRows(data),
    /** The rows of the current arguments only; [] while they load. */
    currentRows: selectAppointmentRows(currentData),
    total: data?.total ?? 0,
    totalCapped: data?.totalCapped ?? false,
    /** Whether the current arguments have an answer (an empty one included). */
    answered: currentData !== undefined,
    isLoading,
    isFetching,
    isError,
  };
}
