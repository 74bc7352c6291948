import { useCallback, useEffect, useMemo } from 'react';
import { useTypedParam } from './useTypedParam';
import type { TableProps } from 'antd';
import type { FilterValue, SortOrder as AntSortOrder, SorterResult } from 'antd/es/table/interface';
import type { ListQuery, SortOrder } from '../../../shared/schemas/listQuery';
import { useChainedSearchParams } from './useChainedSearchParams';
import { useAppIntl } from '../useAppIntl';

export { SEARCH_DEBOUNCE_MS } from './useTypedParam';

/** The URL parameters a list's filters live in; the same names the API takes. */
const FILTER_KEYS = ['search', 'status', 'service', 'doctorId', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

interface ListParamsOptions {
  /** Rows a page when the URL names none. */
  pageSize: number;
  /**
   * Table column key → the list parameter its antd filter sets (e.g. { service: 'service' }); the
   * column's chosen values are sent comma-separated.
   */
  columnFilters?: Record<string, Exclude<FilterKey, 'search'>>;
  /** Table column key → the sort name the server knows it by, when they differ. */
  sortNames?: Record<string, string>;
}

/** A whole number of 1 or more from the URL, or `fallback`. */
export const positive = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};
const list = (text: string | null) => (text ? text.split(',').filter(Boolean) : undefined);

/**
 * A server-paged list's state, kept in the URL so Back, reload and a shared link restore it: page,
 * page size, search text, filters and sort. Typing in the search box shows at once and reaches the
 * URL (and so the server) once typing pauses; any change of search, filter or sort returns to page 1.
 */
export function useListParams({
  pageSize: defaultPageSize,
  columnFilters = {},
  sortNames = {},
}: ListParamsOptions) {
  const intl = useAppIntl();
  const [params, setParams] = useChainedSearchParams();

  const query = useMemo<Partial<ListQuery>>(() => {
    const order = params.get('order');
    return {
      page: positive(params.get('page'), 1),
      pageSize: positive(params.get('pageSize'), defaultPageSize),
      search: params.get('search') ?? undefined,
      status: list(params.get('status')),
      service: list(params.get('service')),
      doctorId: params.get('doctorId') ?? undefined,
      from: params.get('from') ?? undefined,
      to: params.get('to') ?? undefined,
      sort: params.get('sort') ?? undefined,
      order: params.get('sort') ? ((order === 'asc' ? 'asc' : 'desc') as SortOrder) : undefined,
    };
  }, [params, defaultPageSize]);

  /** Applies changes to the URL (a history entry each, so Back steps through them). */
  const update = useCallback(
    (
      changes: Record<string, string | number | readonly string[] | undefined | null>,
      keepPage = false,
      replace = false,
    ) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            const text = Array.isArray(value) ? value.join(',') : value == null ? '' : String(value);
            if (text) next.set(key, text);
            else next.delete(key);
          }
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  // the search box: its own text at once, the URL after a pause; Back or a link updates the box
  const search = useTypedParam(query.search ?? '', (text) => update({ search: text.trim() }));

  const columnOfSort = (sort: string | undefined) =>
    Object.entries(sortNames).find(([, name]) => name === sort)?.[0] ?? sort;

  /** antd's controlled sortOrder for a column. */
  const sortOrder = (columnKey: string): AntSortOrder =>
    query.sort && columnOfSort(query.sort) === columnKey
      ? query.order === 'asc'
        ? 'ascend'
        : 'descend'
      : null;

  /** antd's controlled filteredValue for a column. */
  const filteredValue = (columnKey: string): FilterValue | null => {
    const key = columnFilters[columnKey];
    const values = key ? (query[key] as string[] | string | undefined) : undefined;
    if (!values) return null;
    return Array.isArray(values) ? values : [values];
  };

  /** Table onChange: pages, column filters and the sorter into the URL. */
  const onTableChange = <Row>(
    pagination: Parameters<NonNullable<TableProps<Row>['onChange']>>[0],
    filters: Record<string, FilterValue | null>,
    sorter: SorterResult<Row> | SorterResult<Row>[],
    extra: { action: 'paginate' | 'sort' | 'filter' },
  ) => {
    if (extra.action === 'paginate') {
      update({ page: pagination.current ?? 1, pageSize: pagination.pageSize }, true);
      return;
    }
    const changes: Record<string, readonly string[] | string | undefined> = {};
    for (const [column, key] of Object.entries(columnFilters)) {
      changes[key] = (filters[column] ?? undefined)?.map(String);
    }
    const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = chosen?.order ? String(chosen.columnKey ?? '') : '';
    changes.sort = column ? (sortNames[column] ?? column) : undefined;
    changes.order = column ? (chosen.order === 'ascend' ? 'asc' : 'desc') : undefined;
    update(changes);
  };

  const noFilters = Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined]));
  // one URL change per action: react-router does not queue functional updates as React does
  const clearFilters = () => {
    search.cancel();
    update(noFilters);
  };
  const reset = () => {
    search.cancel();
    update({ ...noFilters, sort: undefined, order: undefined, pageSize: undefined });
  };

  /**
   * The antd pagination of a table showing `total` rows. A capped total (the server counts 1,000
   * rows past the page) says "1,000+" and the page numbers grow as the user pages on.
   */
  const pagination = (total: number | undefined, capped = false) => ({
    current: query.page,
    pageSize: query.pageSize,
    total: total ?? 0,
    showSizeChanger: false,
    ...(capped
      ? {
          showTotal: (count: number) =>
            intl.formatMessage(
              { id: 'common.listParams.cappedTotal', defaultMessage: '{count, number}+ found' },
              { count },
            ),
        }
      : {}),
  });

  return {
    /** What to send to the list endpoint. */
    query,
    searchText: search.text,
    setSearchText: search.setText,
    /** Sets one filter (e.g. status) and returns to page 1. */
    setFilter: (key: Exclude<FilterKey, 'search'>, value: string | readonly string[] | undefined) =>
      update({ [key]: value }),
    setPage: useCallback(
      (page: number, options: { replace?: boolean } = {}) => update({ page }, true, options.replace),
      [update],
    ),
    sortOrder,
    filteredValue,
    onTableChange,
    pagination,
    clearFilters,
    reset,
  };
}

export type ListParams = ReturnType<typeof useListParams>;

/**
 * Moves a list back to its last page when the page shown has emptied (its last rows were approved
 * out of a filter, or deleted): antd would show an empty page and never say so. Replaces the URL
 * entry, so Back does not return to the empty page.
 */
export function useKeepPageInRange(list: ListParams, total: number | undefined) {
  const { page = 1, pageSize = 1 } = list.query;
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  const outOfRange = total !== undefined && page > lastPage;
  const { setPage } = list;
  useEffect(() => {
    if (outOfRange) setPage(lastPage, { replace: true });
  }, [outOfRange, lastPage, setPage]);
}
