import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect';
import { matchesAnyClinicDay } from '../../shared/clinicDays';
import { bucketStart, datesOf } from './range';
import type { Grouping } from './rollups';
import type { InsightsScope } from './scope';

/** Doctors sharing clinic days and a key of the grouping, with the places they offer per clinic day together. */
interface OfferingGroup {
  clinic_days: string[];
  key: string;
  places: number;
}

/** The key a doctor's places count under (a date's bucket is added per date). */
function doctorKey(grouping: Grouping): RawBuilder<string> {
  if (grouping.by === 'doctor') return sql<string>`d.id::text`;
  if (grouping.by === 'service') return sql<string>`d.service`;
  if (grouping.by === 'location') return sql<string>`d.location`;
  return sql<string>`''`;
}

/**
 * The places the scope's approved doctors offer in the range: their places per clinic day on each
 * date their clinic days match, less the dates closed, per key of the grouping. Read from
 * each doctor's clinic days and places as they are now: the rules keep no history.
 *
 * The database sums the places of doctors sharing clinic days and a key, so a hospital of 2,000
 * doctors hands over its few dozen day patterns (2,000 rows only per doctor), and each pattern's
 * dates are walked once.
 */
export async function offeredPlaces(
  db: Db,
  scope: InsightsScope,
  grouping: Grouping,
): Promise<Map<string, number>> {
  const { range } = scope;
  const key = doctorKey(grouping);
  const ofScope = scope.doctorIds === null ? sql`` : sql`AND d.id = ANY(${scope.doctorIds}::uuid[])`;
  const [groups, closings] = await Promise.all([
    sql<OfferingGroup>`
      SELECT d.clinic_days, ${key} AS key, sum(d.total_slots)::int AS places
      FROM doctors d WHERE d.status = 'approved' ${ofScope}
      GROUP BY d.clinic_days, 2`.execute(db),
    sql<OfferingGroup & { date: string }>`
      SELECT d.clinic_days, ${key} AS key, d.total_slots AS places, to_char(c.date, 'YYYY-MM-DD') AS date
      FROM closed_clinic_days c JOIN doctors d ON d.id = c.doctor_id
      WHERE d.status = 'approved' AND c.date >= ${range.from} AND c.date <= ${range.to} ${ofScope}`.execute(
      db,
    ),
  ]);
  if (groups.rows.length === 0) return new Map();

  const dateKey = (date: string) => (grouping.by === 'bucket' ? bucketStart(date, grouping.bucket) : '');
  /** the key places on a date count under */
  const keyOf = (group: OfferingGroup, dateBucket: string) =>
    grouping.by === 'bucket' ? dateBucket : group.key;
  const dates = datesOf(range);
  const daysPerPattern = new Map<string, Map<string, number>>();
  const clinicDaysOf = (clinicDays: string[]) => {
    const pattern = JSON.stringify(clinicDays);
    let counts = daysPerPattern.get(pattern);
    if (!counts) {
      counts = new Map();
      for (const date of dates) {
        if (!matchesAnyClinicDay(clinicDays, date)) continue;
        const bucket = dateKey(date);
        counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
      }
      daysPerPattern.set(pattern, counts);
    }
    return counts;
  };

  const offered = new Map<string, number>();
  const add = (at: string, places: number) => offered.set(at, (offered.get(at) ?? 0) + places);
  for (const group of groups.rows) {
    for (const [bucket, days] of clinicDaysOf(group.clinic_days))
      add(keyOf(group, bucket), days * group.places);
  }
  for (const closed of closings.rows) {
    if (matchesAnyClinicDay(closed.clinic_days, closed.date))
      add(keyOf(closed, dateKey(closed.date)), -closed.places);
  }
  return offered;
}
