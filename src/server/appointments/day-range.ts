import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { addDays } from '../../shared/clinicDays';

type Reader = Kysely<Database>;

/**
 * Everyone's appointments within a range of clinic dates, read one clinic date and one status at a
 * time. Each pair is a short stretch of an index on (clinic date, status, the sort's
 * column, id), already in the sort's order, so a page of a month sorted by creation time reads at
 * most a page's worth of entries from each of the month's 31 × 7 pairs, whatever lies outside the
 * range and however rare the status asked for. Walking one index on the sort's column instead passed
 * every row outside the range first (a month sorted oldest first walked two years of appointments),
 * and reading the range whole cost its every row (a month is 42,000 at a million appointments).
 *
 * The indexes are built in the background (maintenance/indexes.ts); until they exist a pair is a
 * stretch of the clinic-date index (appointments_clinic_date), sorted: the same rows, more slowly.
 */

/** The sorts read a pair at a time; the others (on a person's or a doctor's columns) are not. */
const DAY_READ_SORTS = [
  'createdAt',
  'status',
  'approvedAt',
  'followUpDate',
  'approvedBy',
  'scheduledDate',
  'date',
] as const;
export type DayReadSort = (typeof DAY_READ_SORTS)[number];

export const isDayReadSort = (sort: string): sort is DayReadSort =>
  (DAY_READ_SORTS as readonly string[]).includes(sort);

/** One part of a pair: the rows it holds, and their order in the index that serves it. */
interface Part {
  where: RawBuilder<boolean> | null;
  order: string[];
}

/**
 * A nullable column: the rows holding a value in its order, then those without in id order (the
 * list puts NULLs last either way, which one index walked either way gives only in two parts).
 */
const valueThenNull = (column: string): Part[] => [
  { where: sql<boolean>`${sql.ref(`a.${column}`)} IS NOT NULL`, order: [column, 'id'] },
  { where: sql<boolean>`${sql.ref(`a.${column}`)} IS NULL`, order: [column, 'id'] },
];

/** What each sort's pairs select (besides id) for the list's keys, and how each pair is read. */
const SHAPES: Record<DayReadSort, { columns: string[]; parts: Part[] }> = {
  createdAt: { columns: ['created_at'], parts: [{ where: null, order: ['created_at', 'id'] }] },
  status: { columns: ['status', 'created_at'], parts: [{ where: null, order: ['created_at', 'id'] }] },
  approvedAt: { columns: ['approved_at'], parts: valueThenNull('approved_at') },
  followUpDate: { columns: ['follow_up_date'], parts: valueThenNull('follow_up_date') },
  approvedBy: { columns: ['approved_by_name'], parts: valueThenNull('approved_by_name') },
  scheduledDate: { columns: ['schedule_date'], parts: valueThenNull('schedule_date') },
  // within one clinic date the schedule date is that date or NULL: each half is in id order
  date: { columns: ['schedule_date', 'date'], parts: valueThenNull('schedule_date') },
};

/** The clinic dates of a range, both ends included; none when `from` is after `to`. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let at = from; at <= to; at = addDays(at, 1)) dates.push(at);
  return dates;
}

export interface DayStatusPairs {
  dates: string[];
  statuses: readonly string[];
  /** A further condition on `a` (a patient-name search), checked within each pair. */
  extra?: RawBuilder<boolean>;
}

/**
 * The pairs, each read by `child` (a statement over `appointments AS a` that may use `g.day` and
 * `s.status`). The arrays are parameters, so the planner counts on a handful of pairs (it would
 * otherwise guess a thousand dates and compile the statement to machine code first).
 */
const everyPair = (pairs: DayStatusPairs, child: RawBuilder<unknown>) => sql`(
  SELECT c.* FROM unnest(${pairs.dates}::date[]) AS g(day)
  CROSS JOIN unnest(${pairs.statuses}::text[]) AS s(status)
  CROSS JOIN LATERAL (${child}) AS c)`;

const inPair = (pairs: DayStatusPairs, where: RawBuilder<boolean> | null) =>
  sql.join(
    [
      sql`coalesce(a.schedule_date, a.date) = g.day`,
      sql`a.status = s.status`,
      ...(where ? [where] : []),
      ...(pairs.extra ? [pairs.extra] : []),
    ],
    sql` AND `,
  );

/**
 * Each pair's first `take` rows in the sort's order (ascending or descending): the page is among
 * them. Selects id and the columns the sort's keys name, as `a`.
 */
export function pairsInOrder(
  db: Reader,
  pairs: DayStatusPairs,
  read: { sort: DayReadSort; order: 'asc' | 'desc'; take: number },
) {
  const { sort, order, take } = read;
  const { columns, parts } = SHAPES[sort];
  const selected = sql.join(['id', ...columns].map((column) => sql.ref(`a.${column}`)));
  const direction = sql.raw(order === 'asc' ? 'ASC' : 'DESC');
  const child = sql.join(
    parts.map(
      (part) => sql`(SELECT ${selected} FROM appointments AS a WHERE ${inPair(pairs, part.where)}
        ORDER BY ${sql.join(part.order.map((column) => sql`${sql.ref(`a.${column}`)} ${direction}`))}
        LIMIT ${take})`,
    ),
    sql` UNION ALL `,
  );
  return db.selectFrom(everyPair(pairs, child).as('a')).select(sql<string>`a.id`.as('id'));
}

/**
 * The ids of the rows of the pairs, at most `limit` from each (for a read of the few matches whole;
 * the limit also keeps each pair a read of its own index stretch, never merged into one join).
 */
export function pairIds(db: Reader, pairs: DayStatusPairs, limit: number) {
  const child = sql`SELECT a.id FROM appointments AS a WHERE ${inPair(pairs, null)} LIMIT ${limit}`;
  return db.selectFrom(everyPair(pairs, child).as('p')).select(sql<string>`p.id`.as('id'));
}

/** One row per match, at most `limit` of them (each pair stops there too), for a count. */
export function pairMatches(db: Reader, pairs: DayStatusPairs, limit: number) {
  const child = sql`SELECT 1 AS one FROM appointments AS a WHERE ${inPair(pairs, null)} LIMIT ${limit}`;
  return db.selectFrom(everyPair(pairs, child).as('a')).select(sql<number>`1`.as('one'));
}
