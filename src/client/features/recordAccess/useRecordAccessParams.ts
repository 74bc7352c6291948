import { useMemo } from 'react';
import { useChainedSearchParams } from '../../lib/searchParams/useChainedSearchParams';
import { positive } from '../../lib/searchParams/useListParams';
import type { RecordAccessFilters } from './recordAccessApi';

export const PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_PAGE_SIZE = 20;
const FILTER_KEYS = ['patientId', 'actorId', 'from', 'to'] as const;
export type FilterValues = Partial<Pick<RecordAccessFilters, (typeof FILTER_KEYS)[number]>>;

/** The log's filters and page, kept in the URL: Back, reload and a shared link show the same entries. */
export function useRecordAccessParams() {
  const [params, setParams] = useChainedSearchParams();
  const filters = useMemo<FilterValues>(
    () => Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) || undefined])),
    [params],
  );
  const sizeNumber = Number(params.get('pageSize'));
  const paging = {
    page: positive(params.get('page'), 1),
    pageSize: PAGE_SIZES.includes(sizeNumber) ? sizeNumber : DEFAULT_PAGE_SIZE,
  };
  /** Filters changed (the others kept) from page 1; a history entry each. */
  const setFilters = (next: FilterValues) =>
    setParams((current) => {
      const url = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value) url.set(key, value);
        else url.delete(key);
      }
      url.delete('page');
      return url;
    });
  const setPaging = (page: number, pageSize: number) =>
    setParams((current) => {
      const url = new URLSearchParams(current);
      url.set('page', String(page));
      url.set('pageSize', String(pageSize));
      return url;
    });
  return { filters, paging, setFilters, setPaging };
}
