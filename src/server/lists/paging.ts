import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { ListQuery } from '../../shared/schemas/listQuery';
import { LIST_COUNT_LOOKAHEAD } from '../../shared/schemas/listQuery';

/** One key of a list's order; `nullable` keys put their NULLs last in either direction. */
export interface SortKey {
  by: RawBuilder<unknown>;
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
  /** How many rows match; with totalCapped, how many at least (the count stopped there). */
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

export interface PageSource<O, C, P> {
  /** The filtered query with the page's columns selected. */
  rows: O;
  /** The same filter without the joins only the page's columns need, to count cheaply. */
  count: C;
  /** The order the list's `sort` names, before the tie-break. */
  keys: readonly SortKey[];
  /** A unique column, so equal keys still come in the same order on every page. */
  tieBreak: SortKey;
  /**
   * For lists over big tables: the filter with only the joins its keys need, selecting the
   * tie-break column alone. The page's keys are chosen from it first, where an index can serve the
   * order without reading a row; `rows`, then unfiltered, reads the columns of those rows alone.
   * Without it the planner may join and read every match before it sorts (a search matching
   * thousands of appointments read them all to show ten).
   */
  pick?: P;
  /**
   * The count, when the caller already made it (every match up to at least LIST_COUNT_LOOKAHEAD past
   * the page's start, and one more when there are more): `count` is then not run again.
   */
  counted?: number;
}

type Query<DB, TB extends keyof DB, O> = SelectQueryBuilder<DB, TB, O>;

/** `query` ordered by the keys and the tie-break, all in one direction (so one index on (keys…, id) serves both). */
function ordered<DB, TB extends keyof DB, O>(
  query: Query<DB, TB, O>,
  source: { keys: readonly SortKey[]; tieBreak: SortKey },
  order: ListQuery['order'],
) {
  let result = query;
  for (const key of [...source.keys, source.tieBreak]) {
    result = result.orderBy(key.by, (ob) => {
      const directed = order === 'asc' ? ob.asc() : ob.desc();
      return key.nullable ? directed.nullsLast() : directed;
    });
  }
  return result;
}

/**
 * Runs a filtered list as one page: ORDER BY, LIMIT and OFFSET; and how many rows match, counted
 * at most LIST_COUNT_LOOKAHEAD rows past the page's start, so the count costs the
 * same in a clinic's first month and its tenth year. A page that comes back partly filled is the
 * last one, so its total is exact without counting. The page and the count run side by side.
 */
export async function pageOf<
  DB,
  TB extends keyof DB,
  O,
  CDB,
  CTB extends keyof CDB,
  CO,
  T,
  PDB = never,
  PTB extends keyof PDB = never,
  PO = never,
>(
  db: Kysely<Database>,
  source: PageSource<Query<DB, TB, O>, Query<CDB, CTB, CO>, Query<PDB, PTB, PO>>,
  query: Pick<ListQuery, 'page' | 'pageSize' | 'order'>,
  toItem: (row: O) => T,
): Promise<Paged<T>> {
  const { page, pageSize, order } = query;
  const offset = (page - 1) * pageSize;
  const countLimit = offset + LIST_COUNT_LOOKAHEAD;
  const pageRows = () => {
    if (!source.pick) return ordered(source.rows, source, order).limit(pageSize).offset(offset).execute();
    const picked = ordered(source.pick, source, order).limit(pageSize).offset(offset);
    return ordered(
      source.rows.where(sql<boolean>`${source.tieBreak.by} IN (${picked})`),
      source,
      order,
    ).execute();
  };
  const [rows, counted] = await Promise.all([
    pageRows(),
    source.counted ?? countUpTo(db, source.count, countLimit + 1),
  ]);
  const partial = rows.length > 0 && rows.length < pageSize;
  const capped = !partial && counted > countLimit;
  const total = partial ? offset + rows.length : Math.min(counted, countLimit);
  return { data: rows.map(toItem), total, totalCapped: capped, page, pageSize };
}

/** How many rows `filtered` matches, counting no further than `limit`. */
export async function countUpTo<DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  filtered: Query<DB, TB, O>,
  limit: number,
) {
  const matches = filtered
    .clearSelect()
    .select(sql<number>`1`.as('one'))
    .limit(limit);
  const { rows } = await sql<{
    total: string;
  }>`SELECT count(*) AS total FROM (${matches}) AS matches`.execute(db);
  return Number(rows[0]?.total ?? 0);
}
