import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { matchesAnyClinicDay } from '../../shared/clinicDays';
import { bucketStart, datesOf } from './range';
import type { Grouping } from './rollups';
import type { InsightsScope } from './scope';

interface OfferingDoctor {
  id: string;
  clinic_days: string[];
  total_slots: number;
  service: string;
  location: string;
}

/**
 * The places the scope's approved doctors offer in the range: their places per clinic day on each
 * date their clinic days match, less the dates closed (issue 14), per key of the grouping. Read from
 * each doctor's clinic days and places as they are now: the rules keep no history.
 *
 * Doctors sharing clinic days share one walk over the range, so a hospital of 2,000 doctors walks
 * its few dozen day patterns, not 2,000 calendars.
 */
export async function offeredPlaces(
  db: Db,
  scope: InsightsScope,
  grouping: Grouping,
): Promise<Map<string, number>> {
  const { range } = scope;
  let query = db
    .selectFrom('doctors')
    .select(['id', 'clinic_days', 'total_slots', 'service', 'location'])
    .where('status', '=', 'approved');
  if (scope.doctorIds !== null) query = query.where(sql<boolean>`id = ANY(${scope.doctorIds}::uuid[])`);
  const doctors: OfferingDoctor[] = await query.execute();
  if (doctors.length === 0) return new Map();

  const dateKey = (date: string) => (grouping.by === 'bucket' ? bucketStart(date, grouping.bucket) : '');
  /** the key a doctor's places on a date count under */
  const keyOf = (doctor: OfferingDoctor, dateBucket: string) => {
    if (grouping.by === 'doctor') return doctor.id;
    if (grouping.by === 'service') return doctor.service;
    if (grouping.by === 'location') return doctor.location;
    return dateBucket;
  };
  const dates = datesOf(range);
  const daysPerPattern = new Map<string, Map<string, number>>();
  const clinicDaysOf = (doctor: OfferingDoctor) => {
    const pattern = JSON.stringify(doctor.clinic_days);
    let counts = daysPerPattern.get(pattern);
    if (!counts) {
      counts = new Map();
      for (const date of dates) {
        if (!matchesAnyClinicDay(doctor.clinic_days, date)) continue;
        const key = dateKey(date);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      daysPerPattern.set(pattern, counts);
    }
    return counts;
  };

  const offered = new Map<string, number>();
  const add = (key: string, places: number) => offered.set(key, (offered.get(key) ?? 0) + places);
  const byId = new Map<string, OfferingDoctor>();
  for (const doctor of doctors) {
    byId.set(doctor.id, doctor);
    for (const [key, days] of clinicDaysOf(doctor)) add(keyOf(doctor, key), days * doctor.total_slots);
  }
  let closings = db
    .selectFrom('closed_clinic_days')
    .select(['doctor_id', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date')])
    .where('date', '>=', range.from)
    .where('date', '<=', range.to);
  if (scope.doctorIds !== null)
    closings = closings.where(sql<boolean>`doctor_id = ANY(${scope.doctorIds}::uuid[])`);
  for (const closed of await closings.execute()) {
    const doctor = byId.get(closed.doctor_id);
    if (doctor && matchesAnyClinicDay(doctor.clinic_days, closed.date))
      add(keyOf(doctor, dateKey(closed.date)), -doctor.total_slots);
  }
  return offered;
}
