import { useMemo } from 'react';
import { useGetClosedDatesQuery } from './closingsApi';

const NONE: readonly string[] = [];

/**
 * A doctor's closed dates ('YYYY-MM-DD') for the booking pickers, the same array while the answer is
 * unchanged; none while loading or when the call fails (the server still refuses a closed date).
 */
export function useClosedDates(doctorId: string): readonly string[] {
  const { data } = useGetClosedDatesQuery(doctorId, { skip: !doctorId });
  return useMemo(() => (data ? data.map((closed) => closed.date) : NONE), [data]);
}

/** Whether a doctor's closed dates have come back (or failed: then the pickers go on without them). */
export function useClosedDatesSettled(doctorId: string, { skip }: { skip: boolean }): boolean {
  const { isSuccess, isError } = useGetClosedDatesQuery(doctorId, { skip: skip || !doctorId });
  return isSuccess || isError;
}
