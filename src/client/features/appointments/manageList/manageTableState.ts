import type { AppointmentStatus } from '../../../../shared/schemas/appointments';
import type { ListArgs } from '../../../lib/api/pagedList';
import { useListParams } from '../../../lib/searchParams/useListParams';

export type StatusFilter = AppointmentStatus | 'all';

/** The appointment tables show ten appointments a page. */
const MANAGE_PAGE_SIZE = 10;

/**
 * An appointment desk's state, held in the URL: page, patient search (debounced), status
 * select, the Service column's filter and the sorter. 'Clear Filters' clears search, status and
 * service; 'Reset' also the sorter. `query` is what the list endpoint is called with.
 */
export function useManageTable({ allowsDoctorFilter }: { allowsDoctorFilter: boolean }) {
  const list = useListParams({ pageSize: MANAGE_PAGE_SIZE, columnFilters: { service: 'service' } });
  // the doctor's own list refuses doctorId: a pasted link carrying one must not turn into a 400
  const query: ListArgs = allowsDoctorFilter ? list.query : { ...list.query, doctorId: undefined };
  const status = (list.query.status?.[0] ?? 'all') as StatusFilter;
  return {
    ...list,
    query,
    status,
    setStatus: (next: StatusFilter) => list.setFilter('status', next === 'all' ? undefined : [next]),
  };
}

export type ManageTable = ReturnType<typeof useManageTable>;
