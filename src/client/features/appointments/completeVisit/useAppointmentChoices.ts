import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ListArgs } from '../../../lib/api/pagedList';
import type { Appointment } from '../../../../shared/schemas/appointments';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/searchParams/useListParams';
import { appointmentPageResult } from '../appointmentSelectors';

/** How many appointments a select offers for one search text. */
const CHOICES_PAGE_SIZE = 20;

/** A list endpoint's query hook read through appointmentPageResult (the three role lists fit it). */
type ChoicesQueryHook<A> = (
  args: A,
  options: { selectFromResult: typeof appointmentPageResult },
) => ReturnType<typeof appointmentPageResult>;

/**
 * Whether a cached row still matches the filters: a row changed in place (completed, reviewed)
 * leaves the choices at once, before or without a refetch.
 */
const stillMatches =
  ({ status, reviewed }: ListArgs) =>
  (a: Appointment) =>
    (!status || status.includes(a.status)) && (reviewed === undefined || Boolean(a.reviewed) === reviewed);

/**
 * The appointments a select offers, asked of the server as the user types: `filters`
 * (e.g. the statuses a form may act on) plus the typed text once typing pauses, 20 at a time. A
 * second read without the text says whether there are any at all; with no text typed both are the
 * same cache entry, so one request.
 */
export function useAppointmentChoices<A extends ListArgs>(useList: ChoicesQueryHook<A>, filters: A) {
  const [search, setSearch] = useState('');
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  const onSearch = useCallback((text: string) => {
    clearTimeout(pending.current);
    pending.current = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
  }, []);
  /** Back to the unsearched choices at once (an option was chosen; the box is empty again). */
  const clearSearch = useCallback(() => {
    clearTimeout(pending.current);
    setSearch('');
  }, []);

  const base = { ...filters, pageSize: CHOICES_PAGE_SIZE };
  const everything = useList(base, { selectFromResult: appointmentPageResult });
  const found = useList(
    { ...base, search: search || undefined },
    { selectFromResult: appointmentPageResult },
  );

  // compared by value: callers may pass new filter objects each render
  const statusKey = filters.status?.join() ?? '';
  const { reviewed } = filters;
  const appointments = useMemo(
    () =>
      found.currentRows.filter(
        stillMatches({ status: statusKey ? statusKey.split(',') : undefined, reviewed }),
      ),
    [found.currentRows, statusKey, reviewed],
  );

  return {
    onSearch,
    clearSearch,
    /** The answer for the text typed; [] while it loads. */
    appointments,
    searching: !found.answered && found.isFetching,
    /** Nothing matches the filters, whatever is typed. */
    noneAtAll: everything.answered && everything.total === 0,
    isLoading: everything.isLoading,
    isError: everything.isError || found.isError,
  };
}

export type AppointmentChoices = ReturnType<typeof useAppointmentChoices>;
