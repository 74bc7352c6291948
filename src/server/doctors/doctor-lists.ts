import { sql, type Kysely } from 'kysely';
import type { Database, DoctorRow } from '../db/schema';
import type { Doctor } from '../../shared/types';
import { DOCTOR_STATUSES, type DoctorStatus } from '../../shared/vocabulary';
import { listQuerySchema, type ListQuery } from '../../shared/schemas/listQuery';
import { column, pageOf, type Paged, type SortKey } from '../lists/paging';
import { doctorFullName, nameContains } from '../lists/list-filters';
import { toClinicDoctor, toDoctor } from './doctor-profile';
import { nextAvailableDates } from './next-available';

type Reader = Kysely<Database>;

/** The mean of a doctor's approved reviews (null without one), for the rating sort. */
const meanApprovedRating = sql`(SELECT avg(r.rating) FROM reviews r
  WHERE r.doctor_id = d.id AND r.status = 'approved')`;

const SORT_KEYS = {
  createdAt: [column('d.created_at')],
  name: [column('d.first_name'), column('d.last_name')],
  email: [column('d.email')],
  fee: [column('d.fee_per_consultation')],
  status: [column('d.status'), column('d.created_at')],
  rating: [{ by: meanApprovedRating, nullable: true }],
} satisfies Record<string, SortKey[]>;

/** Sorted in the database by SORT_KEYS, or (nextAvailable) in memory over every matching doctor. */
type DoctorSort = keyof typeof SORT_KEYS | 'nextAvailable';

/** admin and staff get-all-doctors: search by any part of 'first last', status, service. */
export const allDoctorsQuery = listQuerySchema<DoctorSort, DoctorStatus>({
  sorts: ['name', 'email', 'fee', 'createdAt', 'status'],
  filters: ['search', 'status', 'service'],
  statuses: DOCTOR_STATUSES,
});
/** get-all-approved-doctors: what a patient picks from, found by need. */
export const approvedDoctorsQuery = listQuerySchema<DoctorSort, DoctorStatus>({
  sorts: ['name', 'fee', 'createdAt', 'nextAvailable', 'rating'],
  filters: ['search', 'service', 'location', 'speciality', 'gender', 'maxFee'],
});

type DoctorListQuery = ListQuery<DoctorSort, DoctorStatus>;

/** The doctors a list's filters match, as a query to select from. */
function matching(db: Reader, query: DoctorListQuery, approvedOnly: boolean) {
  let from = db.selectFrom('doctors as d');
  if (approvedOnly) from = from.where('d.status', '=', 'approved');
  if (query.search) from = from.where(nameContains(doctorFullName('d'), query.search));
  if (query.status) from = from.where('d.status', 'in', query.status);
  if (query.service) from = from.where('d.service', 'in', query.service);
  if (query.location) from = from.where('d.location', 'in', query.location);
  if (query.speciality) from = from.where('d.specialization', 'in', query.speciality);
  if (query.gender) from = from.where('d.gender', '=', query.gender);
  if (query.maxFee !== undefined) from = from.where('d.fee_per_consultation', '<=', query.maxFee);
  return from;
}

function doctorPage(db: Reader, query: DoctorListQuery, approvedOnly: boolean): Promise<Paged<Doctor>> {
  const from = matching(db, query, approvedOnly);
  const sort = query.sort && query.sort !== 'nextAvailable' ? query.sort : 'createdAt';
  return pageOf(
    db,
    { rows: from.selectAll('d'), count: from, keys: SORT_KEYS[sort], tieBreak: column('d.id') },
    query,
    approvedOnly ? toDoctor : toClinicDoctor,
  );
}

export const allDoctors = (db: Reader, query: DoctorListQuery) => doctorPage(db, query, false);

type Key = string | null;
/** Keys in the requested direction, NULLs last either way (as the database's sorts). */
function compareKeys(a: Key[], b: Key[], sign: number): number {
  for (let i = 0; i < a.length; i += 1) {
    const [x, y] = [a[i], b[i]];
    if (x === y) continue;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * sign;
  }
  return 0;
}

/**
 * Sorted by next open date: every matching doctor's date is needed, so they are all read (a few
 * thousand rows at most), dated with one grouped query and ordered here by date, name and id.
 */
async function pageByNextAvailable(
  db: Reader,
  query: DoctorListQuery,
  today: string,
): Promise<Paged<Doctor>> {
  const rows = await matching(db, query, true).selectAll('d').execute();
  const next = await nextAvailableDates(db, rows, today);
  const keyOf = (row: DoctorRow): Key[] => [next.get(row.id) ?? null, row.first_name, row.last_name, row.id];
  const sign = query.order === 'asc' ? 1 : -1;
  const sorted = rows.sort((a, b) => compareKeys(keyOf(a), keyOf(b), sign));
  const { page, pageSize } = query;
  const data = sorted
    .slice((page - 1) * pageSize, page * pageSize)
    .map((row) => ({ ...toDoctor(row), nextAvailable: next.get(row.id) ?? null }));
  return { data, total: rows.length, totalCapped: false, page, pageSize };
}

/**
 * The approved doctors a patient may book, each with its next open date from `today`:
 * the page's doctors alone are dated, unless the list is sorted by that date.
 */
export async function approvedDoctors(
  db: Reader,
  query: DoctorListQuery,
  today: string,
): Promise<Paged<Doctor>> {
  if (query.sort === 'nextAvailable') return pageByNextAvailable(db, query, today);
  const page = await doctorPage(db, query, true);
  const plans = page.data.map((d) => ({ id: d._id, clinic_days: d.clinicDay }));
  const next = await nextAvailableDates(db, plans, today);
  return { ...page, data: page.data.map((d) => ({ ...d, nextAvailable: next.get(d._id) ?? null })) };
}
