import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import type { ListQuery } from '../../shared/schemas/listQuery';

/** One key of a list's order; `nullable` keys put their NULLs last in either direction. */
export interface SortKey {
  by: Expression<unknown>;
  nullable?: boolean;
}

/** A sort key on a column (an alias-qualified reference such as 'a.created_at'). */
export const column = (reference: string, nullable = false): SortKey => ({
  by: sql.ref(reference),
  nullable,
});

/** What a paged list answers besides `success`: one page of rows and where it sits in the whole. */
export interface Paged<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PageSource<O, C> {
  /** The filtered query with the page's columns selected. */
  rows: O;
  /** The same filter without the joins only the page's columns need, to count cheaply. */
  count: C;
  /** The order the list's `sort` names, before the tie-break. */
  keys: readonly SortKey[];
  /** A unique column, so equal keys still come in the same order on every page. */
  tieBreak: SortKey;
}

/**
 * Runs a filtered list as one page: ORDER BY the keys and the tie-break, all in the requested
 * direction (so one index on (keys…, id) serves both), LIMIT and OFFSET; and how many rows match.
 * A page that comes back partly filled is the last one, so its total is known without counting.
 */
export async function pageOf<DB, TB extends keyof DB, O, CDB, CTB extends keyof CDB, CO, T>(
  source: PageSource<SelectQueryBuilder<DB, TB, O>, SelectQueryBuilder<CDB, CTB, CO>>,
  query: Pick<ListQuery, 'page' | 'pageSize' | 'order'>,
  toItem: (row: O) => T,
): Promise<Paged<T>> {
  const { page, pageSize, order } = query;
  const offset = (page - 1) * pageSize;
  let ordered = source.rows;
  for (const key of [...source.keys, source.tieBreak]) {
    ordered = ordered.orderBy(key.by, (ob) => {
      const directed = order === 'asc' ? ob.asc() : ob.desc();
      return key.nullable ? directed.nullsLast() : directed;
    });
  }
  const rows = await ordered.limit(pageSize).offset(offset).execute();
  const total =
    rows.length > 0 && rows.length < pageSize ? offset + rows.length : await countOf(source.count);
  return { data: rows.map(toItem), total, page, pageSize };
}

async function countOf<DB, TB extends keyof DB, O>(filtered: SelectQueryBuilder<DB, TB, O>) {
  const row = await filtered
    .clearSelect()
    .select(sql<string>`count(*)`.as('total'))
    .$castTo<{ total: string }>()
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
