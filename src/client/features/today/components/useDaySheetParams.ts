import { useCallback, useMemo } from 'react';
import { positive } from '../../../lib/searchParams/useListParams';
import { useChainedSearchParams } from '../../../lib/searchParams/useChainedSearchParams';
import { useTypedParam } from '../../../lib/searchParams/useTypedParam';
import { todayAtClinic } from '../../../lib/clinicTime/clinicDatePicker';
import { VISIT_STATES, type VisitState } from '../../../../shared/vocabulary';
import type { DayQuery } from '../todayTypes';

const DAY_PAGE_SIZE = 20;

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const asState = (text: string | null) =>
  VISIT_STATES.includes(text as VisitState) ? (text as VisitState) : undefined;

/**
 * The day sheet's filters, kept in the URL (date, doctor, search, state, page): Back, reload and a
 * shared link restore them. The date is today at the clinic unless the URL names another; typed
 * search reaches the URL once typing pauses. Any change but a page turn goes back to page 1.
 */
export function useDaySheetParams() {
  const [params, setParams] = useChainedSearchParams();
  const dateParam = params.get('date');
  const query = useMemo<DayQuery>(
    () => ({
      date: dateParam && ISO.test(dateParam) ? dateParam : todayAtClinic(),
      doctorId: params.get('doctorId') ?? undefined,
      search: params.get('search') ?? undefined,
      state: asState(params.get('state')),
      page: positive(params.get('page'), 1),
      pageSize: positive(params.get('pageSize'), DAY_PAGE_SIZE),
    }),
    [params, dateParam],
  );

  const update = useCallback(
    (changes: Record<string, string | number | undefined>, keepPage = false) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!keepPage) next.delete('page');
        return next;
      }),
    [setParams],
  );

  const search = useTypedParam(query.search ?? '', (text) => update({ search: text.trim() }));
  return { query, update, search };
}
