import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect';
import { CLINIC_WIDE } from '../db/migrations/010-019/017_insights';
import { INSIGHT_DAY_COLUMNS } from '../db/migrations/030-039/036_moved_visits';
import type { Bucket } from '../../shared/schemas/insights';
import { rollupParts, type DateRange, type RollupPart } from './range';
import type { InsightsScope } from './scope';

/** One key's sums of insight_days (migrations 017, 036): counts, and the sums of hours and minutes. */
export type DaySums = Record<(typeof INSIGHT_DAY_COLUMNS)[number], number>;

export type DayColumn = (typeof INSIGHT_DAY_COLUMNS)[number];

export const EMPTY_SUMS: DaySums = Object.fromEntries(
  INSIGHT_DAY_COLUMNS.map((column) => [column, 0]),
) as DaySums;

/** How rows are grouped: one total, per time bucket, per doctor, or per doctor's service or location. */
export type Grouping =
  { by: 'total' } | { by: 'bucket'; bucket: Bucket } | { by: 'doctor' | 'service' | 'location' };

/** a literal, not a parameter: the partial indexes of every doctor's rows must match it when planned */
const clinicWide = sql.raw(`'${CLINIC_WIDE}'::uuid`);

/** only the sums a figure needs: a breakdown over every doctor reads some 80,000 rows at a million visits */
const sumsOf = (columns: readonly DayColumn[]) =>
  sql.raw(columns.map((column) => `sum(r.${column})::float8 AS ${column}`).join(', '));

/**
 * The rows a scope reads. Broken down by doctor: each doctor's own rows (every doctor's for the whole
 * clinic). Otherwise: the clinic-wide rows, a service's or location's facet rows, or the chosen
 * doctors' rows.
 */
export function scopeCondition(scope: InsightsScope, perDoctor: boolean): RawBuilder<boolean> {
  if (perDoctor || (scope.doctorIds !== null && scope.facet === null)) {
    // a doctor's own rows have no facet: naming it lets (doctor_id, facet, grain, day) find just the range's rows
    return scope.doctorIds === null
      ? sql<boolean>`r.doctor_id <> ${clinicWide} AND r.facet = ''`
      : sql<boolean>`r.doctor_id = ANY(${scope.doctorIds}::uuid[]) AND r.doctor_id <> ${clinicWide} AND r.facet = ''`;
  }
  return sql<boolean>`r.doctor_id = ${clinicWide} AND r.facet = ${scope.facet ?? ''}`;
}

export function partsCondition(parts: RollupPart[]): RawBuilder<boolean> {
  const each = parts.map(
    (part) => sql`(r.grain = ${part.grain} AND r.day BETWEEN ${part.from} AND ${part.to})`,
  );
  return sql<boolean>`(${sql.join(each, sql` OR `)})`;
}

/** Day buckets read day rows; week buckets too (a week crosses months); month buckets whole months. */
function partsFor(range: DateRange, grouping: Grouping): RollupPart[] {
  if (grouping.by === 'bucket' && grouping.bucket !== 'month') return [{ grain: 'd', ...range }];
  return rollupParts(range);
}

function bucketKey(bucket: Bucket): RawBuilder<string> {
  if (bucket === 'day') return sql<string>`to_char(r.day, 'YYYY-MM-DD')`;
  return sql<string>`to_char(date_trunc(${bucket}, r.day), 'YYYY-MM-DD')`;
}

function keyOf(grouping: Grouping): RawBuilder<string> {
  switch (grouping.by) {
    case 'total':
      return sql<string>`''`;
    case 'bucket':
      return bucketKey(grouping.bucket);
    case 'doctor':
      return sql<string>`r.doctor_id::text`;
    case 'service':
      return sql<string>`d.service`;
    case 'location':
      return sql<string>`d.location`;
  }
}

/** The sums of a scope and range, per key of the grouping ('' for the total). */
export async function readDays(
  db: Db,
  scope: InsightsScope,
  grouping: Grouping,
  columns: readonly DayColumn[] = INSIGHT_DAY_COLUMNS,
): Promise<Map<string, DaySums>> {
  const sums = sumsOf(columns);
  const where = partsCondition(partsFor(scope.range, grouping));
  let rows: Array<DaySums & { key: string }>;
  if ((grouping.by === 'service' || grouping.by === 'location') && scope.doctorIds === null) {
    // the whole clinic by service or location: the facet rows themselves
    const prefix = `${grouping.by}:`;
    ({ rows } = await sql<DaySums & { key: string }>`
      SELECT substr(r.facet, ${prefix.length + 1}) AS key, ${sums}
      FROM insight_days r
      WHERE r.doctor_id = ${clinicWide} AND r.facet > ${prefix} AND r.facet < ${`${grouping.by};`} AND ${where}
      GROUP BY 1`.execute(db));
  } else {
    const perDoctor = grouping.by === 'doctor' || grouping.by === 'service' || grouping.by === 'location';
    const joinDoctors = grouping.by === 'service' || grouping.by === 'location';
    ({ rows } = await sql<DaySums & { key: string }>`
      SELECT ${keyOf(grouping)} AS key, ${sums}
      FROM insight_days r ${joinDoctors ? sql`JOIN doctors d ON d.id = r.doctor_id` : sql``}
      WHERE ${scopeCondition(scope, perDoctor)} AND ${where}
      GROUP BY 1`.execute(db));
  }
  return new Map(rows.map(({ key, ...rest }) => [key, { ...EMPTY_SUMS, ...rest }]));
}
