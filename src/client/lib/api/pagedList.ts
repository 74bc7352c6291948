import type { EntityAdapter, EntityState } from '@reduxjs/toolkit';
import type { ListQuery, PagedEnvelope } from '../../../shared/schemas/listQuery';
import { listSearchParams } from '../../../shared/listParams';
import type { TAG_TYPES } from './api';

/**
 * One page of a server-paged list as the RTK Query cache keeps it: the rows normalized by
 * the list's entity adapter, in the order the server sent them, plus where the page sits in the whole.
 * Each page and filter set is its own cache entry.
 */
export type Page<T> = EntityState<T, string> & {
  total: number;
  /** The server's count stopped short: at least `total` rows match. */
  totalCapped: boolean;
  page: number;
  pageSize: number;
};

/** What a list endpoint is called with: the query string's values (see useListParams). */
export type ListArgs = Partial<ListQuery>;

/** The request for one page: GET url?page=…&pageSize=…&search=… (blank values left out). */
export const pagedRequest = (url: string) => (args: ListArgs) => ({ url, params: listSearchParams(args) });

/** A paged envelope into the adapter; the adapter must have no sortComparer (the server decides order). */
export function toPage<T>(adapter: EntityAdapter<T, string>) {
  return (response: PagedEnvelope<T>): Page<T> =>
    adapter.setAll(
      adapter.getInitialState({
        total: response.total ?? 0,
        totalCapped: response.totalCapped ?? false,
        page: response.page ?? 1,
        pageSize: response.pageSize ?? 0,
      }),
      response.data ?? [],
    );
}

type TagType = (typeof TAG_TYPES)[number];

/**
 * A page's tags: the list, plus one per row. A change to one row invalidates that row's tag, so only
 * the cached pages that hold it are read again, never every page of the list.
 */
export function pageTags<K extends TagType>(type: K) {
  return (result: EntityState<unknown, string> | undefined) => [
    { type, id: 'LIST' },
    ...(result?.ids ?? []).map((id) => ({ type, id })),
  ];
}

/** The rows of a page in the server's order; [] while there is none. */
export function pageRows<T>(page: Page<T> | EntityState<T, string> | undefined): T[] {
  if (!page) return [];
  return page.ids.map((id) => page.entities[id] as T);
}
