import { sql } from 'kysely';
import type { Db } from '../db/connect';
import {
  CANCEL_NOTICE_BUCKETS,
  INSIGHTS_BREAKDOWN_MAX,
  type InsightsBreakdownQuery,
} from '../../shared/schemas/insights';
import type { BreakdownRow } from '../../shared/answers/insights';
import { columnsOf, metricOf } from './figures';
import { offeredPlaces } from './offered';
import { rollupParts } from './range';
import { EMPTY_SUMS, partsCondition, readDays, scopeCondition, type DayColumn } from './rollups';
import type { InsightsScope } from './scope';
import { doctorPage } from './doctor-pages';

type Query = Pick<InsightsBreakdownQuery, 'by' | 'metric' | 'order' | 'page' | 'pageSize'>;

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const CANCEL_NOTICE_COLUMNS: Record<(typeof CANCEL_NOTICE_BUCKETS)[number]['key'], DayColumn> = {
  after: 'cancel_after',
  'under-2h': 'cancel_under_2h',
  '2-24h': 'cancel_2_24h',
  '1-3d': 'cancel_1_3d',
  '3-7d': 'cancel_3_7d',
  '7d+': 'cancel_7d_plus',
};

/** Largest first (or smallest, asc); rows without a value last; then by label. */
function ranked(rows: BreakdownRow[], order: 'desc' | 'asc', limit = INSIGHTS_BREAKDOWN_MAX): BreakdownRow[] {
  const sign = order === 'desc' ? -1 : 1;
  return rows
    .sort((a, b) => {
      if (a.value === null || b.value === null) return a.value === b.value ? 0 : a.value === null ? 1 : -1;
      return sign * (a.value - b.value) || a.label.localeCompare(b.label);
    })
    .slice(0, limit);
}

async function byDoctorField(db: Db, scope: InsightsScope, query: Query, by: 'service' | 'location') {
  const grouping = { by } as const;
  const [sums, offered] = await Promise.all([
    readDays(db, scope, grouping, columnsOf(query.metric)),
    query.metric === 'utilisation' ? offeredPlaces(db, scope, grouping) : new Map<string, number>(),
  ]);
  const keys = new Set([...sums.keys(), ...offered.keys()]);
  return ranked(
    [...keys].map((key) => ({
      key,
      label: key,
      value: metricOf(query.metric, sums.get(key) ?? EMPTY_SUMS, offered.get(key) ?? 0),
    })),
    query.order,
  );
}

/** The weekday × hour grid: due visits by the hour of their time, or the average wait by hour of arrival. */
async function byWeekdayHour(db: Db, scope: InsightsScope, query: Query): Promise<BreakdownRow[]> {
  const { rows } = await sql<{
    isodow: number;
    hour: number;
    due: number;
    wait_n: number;
    wait_minutes: number;
  }>`
    SELECT r.isodow, r.hour, sum(r.due)::float8 AS due, sum(r.wait_n)::float8 AS wait_n,
           sum(r.wait_minutes)::float8 AS wait_minutes
    FROM insight_hours r
    WHERE ${scopeCondition(scope, false)} AND ${partsCondition(rollupParts(scope.range))}
    GROUP BY r.isodow, r.hour`.execute(db);
  const cells = rows.map((row) => ({
    key: `${row.isodow}-${String(row.hour).padStart(2, '0')}`,
    label: `${WEEKDAYS[row.isodow - 1]} ${String(row.hour).padStart(2, '0')}:00`,
    value: query.metric === 'waitMinutes' ? (row.wait_n > 0 ? row.wait_minutes / row.wait_n : null) : row.due,
  }));
  // the whole grid: at most 7 × 24 cells
  return ranked(
    cells.filter((cell) => cell.value !== null && cell.value !== 0),
    query.order,
    cells.length,
  );
}

/** How long before the visit cancellations came, in the histogram's fixed order. */
async function byCancelNotice(db: Db, scope: InsightsScope): Promise<BreakdownRow[]> {
  const columns = Object.values(CANCEL_NOTICE_COLUMNS);
  const sums = (await readDays(db, scope, { by: 'total' }, columns)).get('') ?? EMPTY_SUMS;
  return CANCEL_NOTICE_BUCKETS.map((bucket) => ({
    key: bucket.key,
    label: bucket.label,
    value: sums[CANCEL_NOTICE_COLUMNS[bucket.key]],
  }));
}

/** GET /api/insights/breakdown */
export async function insightsBreakdown(db: Db, scope: InsightsScope, query: Query): Promise<BreakdownRow[]> {
  switch (query.by) {
    case 'doctor':
      return (await doctorPage(db, scope, query)).rows;
    case 'service':
    case 'location':
      return byDoctorField(db, scope, query, query.by);
    case 'weekday-hour':
      return byWeekdayHour(db, scope, query);
    case 'cancel-notice':
      return byCancelNotice(db, scope);
  }
}
