import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect';
import { PREFIX_COLUMNS } from '../db/migrations/030-039/037_doctor_prefix';
import { addDays } from '../../shared/clinicDays';
import type { BreakdownMetric, RankingMetric } from '../../shared/schemas/insights';
import type { BreakdownRow, DoctorRanking } from '../../shared/answers/insights';
import { columnsOf, metricOf } from './figures';
import { offeredPlaces } from './offered';
import { rollupParts } from './range';
import {
  EMPTY_SUMS,
  partsCondition,
  readDays,
  scopeCondition,
  type DayColumn,
  type DaySums,
} from './rollups';
import { doctorPrefixReady } from './doctor-prefix';
import type { InsightsScope } from './scope';

/** Which page of doctors, ranked by which figure. */
interface DoctorPageQuery {
  metric: BreakdownMetric;
  order: 'desc' | 'asc';
  page: number;
  pageSize: number;
}

interface DoctorPage {
  rows: BreakdownRow[];
  /** every doctor of the scope */
  total: number;
}

const PREFIXED = new Set<string>(PREFIX_COLUMNS);
const signed = (columns: readonly DayColumn[], sign: '' | '-') =>
  sql.raw(columns.map((column) => `${sign}x.${column}::float8 AS ${column}`).join(', '));
const plain = (columns: readonly DayColumn[]) =>
  sql.raw(columns.map((column) => `r.${column}::float8 AS ${column}`).join(', '));
const summed = (columns: readonly DayColumn[]) =>
  sql.raw(columns.map((column) => `sum(s.${column}) AS ${column}`).join(', '));

/**
 * Each doctor's running totals at the start of `month` (migration 037): their row of that month, or
 * their `last` row when their figures ended before it; none (0) when they start after it. Each half
 * is one range of an index over every doctor.
 */
function totalsAt(
  month: string,
  sign: '' | '-',
  columns: readonly DayColumn[],
  ofScope: RawBuilder<boolean>,
) {
  return sql`
    SELECT x.doctor_id, ${signed(columns, sign)} FROM insight_doctor_prefix x WHERE x.month = ${month} AND ${ofScope}
    UNION ALL
    SELECT x.doctor_id, ${signed(columns, sign)} FROM insight_doctor_prefix x WHERE x.last AND x.month < ${month} AND ${ofScope}`;
}

/**
 * Every doctor's sums of the range, per doctor: the whole months as two running totals (at the
 * first month and after the last) plus the month rows not folded yet, and the days either side from
 * the day rows. Two index rows per doctor and the days around the months, whatever the range's length.
 */
async function sumsByDoctor(
  db: Db,
  scope: InsightsScope,
  columns: readonly DayColumn[],
): Promise<Map<string, DaySums>> {
  const parts = rollupParts(scope.range);
  const months = parts.find((part) => part.grain === 'm');
  if (!months || !columns.every((column) => PREFIXED.has(column)) || !(await doctorPrefixReady(db)))
    return readDays(db, scope, { by: 'doctor' }, columns);
  const ofScope =
    scope.doctorIds === null
      ? sql<boolean>`true`
      : sql<boolean>`x.doctor_id = ANY(${scope.doctorIds}::uuid[])`;
  const days = parts.filter((part) => part.grain === 'd');
  const scoped = scopeCondition(scope, true);
  const { rows } = await sql<DaySums & { key: string }>`
    SELECT s.doctor_id::text AS key, ${summed(columns)}
    FROM (
      ${totalsAt(addDays(months.to, 1), '', columns, ofScope)}
      UNION ALL
      ${totalsAt(months.from, '-', columns, ofScope)}
      UNION ALL
      SELECT r.doctor_id, ${plain(columns)} FROM insight_days r
      WHERE NOT r.folded AND ${scoped} AND r.grain = 'm' AND r.day BETWEEN ${months.from} AND ${months.to}
      ${
        days.length > 0
          ? sql`UNION ALL SELECT r.doctor_id, ${plain(columns)} FROM insight_days r WHERE ${scoped} AND ${partsCondition(days)}`
          : sql``
      }
    ) AS s
    GROUP BY s.doctor_id`.execute(db);
  return new Map(rows.map(({ key, ...rest }) => [key, { ...EMPTY_SUMS, ...rest }]));
}

/**
 * Largest first (or smallest, asc); doctors without a value last. Doctors come in order of name and
 * id (code-point order, the same on every database), and the sort is stable: equal figures keep that
 * order, so every doctor has one place and the pages neither repeat nor skip one. Comparing names in
 * JavaScript cost as much as the rest of a page at 20,000 doctors, most of them tied on a count.
 */
function rankedBy(order: 'desc' | 'asc') {
  const sign = order === 'desc' ? -1 : 1;
  return (a: BreakdownRow, b: BreakdownRow) => {
    if (a.value === b.value) return 0;
    if (a.value === null) return 1;
    if (b.value === null) return -1;
    return sign * (a.value - b.value);
  };
}

/**
 * Each approved doctor of the scope with their figure, those with no visits too: the idle ones are
 * what the bottom of a ranking is for.
 */
async function doctorFigures(db: Db, scope: InsightsScope, metric: BreakdownMetric): Promise<BreakdownRow[]> {
  let doctors = db
    .selectFrom('doctors')
    .select(['id', sql<string>`first_name || ' ' || last_name`.as('name')])
    .where('status', '=', 'approved');
  if (scope.doctorIds !== null) doctors = doctors.where(sql<boolean>`id = ANY(${scope.doctorIds}::uuid[])`);
  const [rows, sums, offered] = await Promise.all([
    doctors
      .orderBy(sql`first_name || ' ' || last_name COLLATE "C"`)
      .orderBy('id')
      .execute(),
    sumsByDoctor(db, scope, columnsOf(metric)),
    metric === 'utilisation' ? offeredPlaces(db, scope, { by: 'doctor' }) : new Map<string, number>(),
  ]);
  return rows.map((doctor) => ({
    key: doctor.id,
    label: `Dr. ${doctor.name}`,
    value: metricOf(metric, sums.get(doctor.id) ?? EMPTY_SUMS, offered.get(doctor.id) ?? 0),
  }));
}

const pageOf = (rows: BreakdownRow[], page: number, pageSize: number) =>
  rows.slice((page - 1) * pageSize, page * pageSize);

/** GET /api/insights/breakdown?by=doctor: a page of the scope's doctors ranked by one figure. */
export async function doctorPage(db: Db, scope: InsightsScope, query: DoctorPageQuery): Promise<DoctorPage> {
  const rows = await doctorFigures(db, scope, query.metric);
  return { rows: pageOf(rows.sort(rankedBy(query.order)), query.page, query.pageSize), total: rows.length };
}

/**
 * GET /api/insights/doctor-ranking: a page of the highest and the same page of the lowest, from one
 * read of the doctors' figures (two breakdown calls would read them twice).
 */
export async function doctorRanking(
  db: Db,
  scope: InsightsScope,
  query: { metric: RankingMetric; page: number; pageSize: number },
): Promise<DoctorRanking> {
  const rows = await doctorFigures(db, scope, query.metric);
  const { page, pageSize } = query;
  return {
    top: pageOf([...rows].sort(rankedBy('desc')), page, pageSize),
    bottom: pageOf(rows.sort(rankedBy('asc')), page, pageSize),
    total: rows.length,
    page,
    pageSize,
  };
}
