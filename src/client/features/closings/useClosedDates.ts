import { useMemo } from 'react';
import { useGetClosedDatesQuery, useGetFullDatesQuery } from './closingsApi';

const NONE: readonly string[] = [];

/**
 * A doctor's closed dates ('YYYY-MM-DD') for the booking pickers, the same array while the answer is
 * unchanged; none while loading or when the call fails (the server still refuses a closed date).
 */
export function useClosedDates(doctorId: string): readonly string[] {
  const { data } = useGetClosedDatesQuery(doctorId, { skip: !doctorId });
  return useMemo(() => (data ? data.map((closed) => closed.date) : NONE), [data]);
}

/** What keeps a doctor's dates from a booking, for the pickers and the next-clinic-day hint. */
export interface DoctorBlocks {
  closed: readonly string[];
  full: readonly string[];
  /** both lists came back (or failed, and the pickers go on without them) */
  known: boolean;
}

/**
 * A doctor's closed dates and full dates ('YYYY-MM-DD'): the booking page's next clinic day skips
 * both, as the doctor card's next available date does. None while loading or when a call fails;
 * `known` says whether both have come back (or failed), so the hint never names a day they block.
 */
export function useBlockedDates(doctorId: string): DoctorBlocks {
  const closed = useClosedDates(doctorId);
  const closedKnown = useClosedDatesSettled(doctorId, { skip: false });
  const { data: full = NONE, isSuccess, isError } = useGetFullDatesQuery(doctorId, { skip: !doctorId });
  const known = closedKnown && (isSuccess || isError);
  return useMemo(() => ({ closed, full, known }), [closed, full, known]);
}

/** Whether a doctor's closed dates have come back (or failed: then the pickers go on without them). */
export function useClosedDatesSettled(doctorId: string, { skip }: { skip: boolean }): boolean {
  const { isSuccess, isError } = useGetClosedDatesQuery(doctorId, { skip: skip || !doctorId });
  return isSuccess || isError;
}
