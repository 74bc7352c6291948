import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { AppointmentStatus } from '../../shared/schemas/appointments';
import { APPOINTMENT_STATUSES } from '../../shared/appointmentDisplay';
import type { ListQuery } from '../../shared/schemas/listQuery';
import { column, type SortKey } from '../lists/paging';
import { doctorFullName, nameContains } from '../lists/list-filters';
import {
  appointmentsOf,
  appointmentsWhere,
  withAppointmentColumns,
  type AppointmentsFrom,
  type Owner,
} from './queries';

/**
 * The pieces every appointment list is read with (lists.ts, dated-page.ts): what each sort orders by,
 * where a list's rows come from, and the filters as conditions on `a`.
 */

type Reader = Kysely<Database>;

/** The clinic date: schedule_date once approved, else the requested date (index appointments_clinic_date). */
const clinicDate = sql<string>`coalesce(${sql.ref('a.schedule_date')}, ${sql.ref('a.date')})`;
const doctorName = [column('d.first_name'), column('d.last_name')];

/**
 * What each `sort` orders by. Keys on the patient or doctor end in that person's name, so a join
 * walked in an index's order leaves only one person's appointments to sort at a time.
 */
export const SORT_KEYS = {
  createdAt: [column('a.created_at')],
  patient: [column('u.name')],
  doctor: doctorName,
  service: [column('d.service'), ...doctorName],
  clinicDay: [column('d.clinic_days'), ...doctorName],
  scheduledDate: [column('a.schedule_date', true)],
  followUpDate: [column('a.follow_up_date', true)],
  status: [column('a.status'), column('a.created_at')],
  approvedBy: [column('a.approved_by_name', true)],
  approvedAt: [column('a.approved_at', true)],
  date: [{ by: clinicDate }],
} satisfies Record<string, SortKey[]>;

export type AppointmentSort = keyof typeof SORT_KEYS;

/**
 * The same orders on a time column (or on status, then creation time), as expressions no index
 * provides, for the pages dated-page.ts leaves to the general read (a range over a year of pairs, or
 * a page too deep): within a range up to RANGE_SORTED_DAYS long the range's rows are read through the
 * clinic-date index and sorted, where walking the column's index from either end passed every row
 * outside the range first (at a million appointments a month sorted by creation time ascending
 * walked 920,000 rows, 1.6 s).
 */
const RANGE_SORTED_KEYS: Partial<Record<AppointmentSort, SortKey[]>> = {
  createdAt: [{ by: sql`${sql.ref('a.created_at')} + interval '0'` }],
  scheduledDate: [{ by: sql`${sql.ref('a.schedule_date')} + 0`, nullable: true }],
  followUpDate: [{ by: sql`${sql.ref('a.follow_up_date')} + 0`, nullable: true }],
  approvedAt: [{ by: sql`${sql.ref('a.approved_at')} + interval '0'`, nullable: true }],
  status: [{ by: sql`${sql.ref('a.status')} || ''` }, { by: sql`${sql.ref('a.created_at')} + interval '0'` }],
};
/** A quarter: beyond it reading the range whole costs more than the walk. */
const RANGE_SORTED_DAYS = 93;
const SORTS_ON_DOCTOR: readonly AppointmentSort[] = ['doctor', 'service', 'clinicDay'];
/** Sorts on the patient's or the doctor's columns: one owner's rows are read before they are sorted. */
export const SORTS_ON_PEOPLE: readonly AppointmentSort[] = ['patient', ...SORTS_ON_DOCTOR];
export const SORTS = Object.keys(SORT_KEYS) as AppointmentSort[];
export const statuses = APPOINTMENT_STATUSES as readonly AppointmentStatus[];

export type AppointmentListQuery = ListQuery<AppointmentSort, AppointmentStatus>;

/**
 * Everyone's appointments of a short date range (up to three days), when dated-page.ts leaves the
 * page to the general read (a deep page): read whole from the clinic-date index first and only then
 * filtered and sorted, since a day is a day's bookings.
 */
const BOUNDED_RANGE_DAYS = 2;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** The keys the list is ordered by: a time column's are read-then-sorted within a short date range. */
export function sortKeys(query: AppointmentListQuery): readonly SortKey[] {
  const sort = query.sort ?? 'createdAt';
  const { from, to } = query;
  const rangeSorted = RANGE_SORTED_KEYS[sort];
  return rangeSorted && from && to && daysBetween(from, to) <= RANGE_SORTED_DAYS
    ? rangeSorted
    : SORT_KEYS[sort];
}

/** The owner's rows `filtered` starts from: a short range's rows read whole first, or the owner's. */
export function sourceOf(db: Reader, owner: Owner, query: AppointmentListQuery, readOwnerFirst: boolean) {
  const { from, to } = query;
  return 'all' in owner && from && to && daysBetween(from, to) <= BOUNDED_RANGE_DAYS
    ? appointmentsWhere(db, rangeOf(from, to))
    : appointmentsOf(db, owner, readOwnerFirst);
}

/**
 * The rows of `source` that pass the filters, as conditions on `a` alone: the people a filter
 * names are found through subqueries, so counting needs no join. A patient's name is matched as
 * `patient` says: its count or its pick form (list-filters.ts).
 */
export function filtered(
  db: Reader,
  source: AppointmentsFrom,
  by: { owner: Owner; query: AppointmentListQuery; patient: RawBuilder<boolean> | undefined },
): AppointmentsFrom {
  const { owner, query, patient } = by;
  const { search, status, service, doctorId, from: fromDay, to, reviewed } = query;
  let from = source;
  if (search && 'patientId' in owner) {
    const doctors = db
      .selectFrom('doctors as sd')
      .select('sd.id')
      .where((eb) =>
        eb.or([nameContains(doctorFullName('sd'), search), nameContains(sql.ref('sd.service'), search)]),
      );
    from = from.where('a.doctor_id', 'in', doctors);
  } else if (patient) {
    from = from.where(patient);
  }
  if (status) from = from.where('a.status', 'in', status);
  if (service) {
    from = from.where(
      'a.doctor_id',
      'in',
      db.selectFrom('doctors').select('id').where('service', 'in', service),
    );
  }
  if (doctorId) from = from.where('a.doctor_id', '=', doctorId);
  if (fromDay) from = from.where(sql<boolean>`${clinicDate} >= ${fromDay}::date`);
  if (to) from = from.where(sql<boolean>`${clinicDate} <= ${to}::date`);
  if (reviewed !== undefined) {
    from = from.where((eb) => {
      const review = eb.selectFrom('reviews as r').select('r.id').whereRef('r.appointment_id', '=', 'a.id');
      return reviewed ? eb.exists(review) : eb.not(eb.exists(review));
    });
  }
  return from;
}

const FILTERS = ['search', 'status', 'service', 'doctorId', 'from', 'to', 'reviewed'] as const;
/**
 * Whether the list is the owner's whole list. Everyone's whole list is counted by reading the first
 * entries of the primary key's index: a plain scan would read the table from its start, which after years of deletes and
 * vacuums may hold many empty pages before the first thousand live rows.
 */
export const filtersNothing = (query: AppointmentListQuery) =>
  FILTERS.every((name) => query[name] === undefined);

/**
 * The filtered appointments' ids, joined with the patient (u) or the doctor (d) when the sort names
 * them. Inner joins: the planner may then walk patients in name order and look up each one's
 * appointments, where a left join would make it read them all.
 */
export const sortable = (from: AppointmentsFrom, sort: AppointmentSort) =>
  from
    .$if(sort === 'patient', (qb) => qb.innerJoin('users as u', 'u.id', 'a.user_id'))
    .$if(SORTS_ON_DOCTOR.includes(sort), (qb) => qb.innerJoin('doctors as d', 'd.id', 'a.doctor_id'))
    .select('a.id');

/** Every column of a page's rows (the picked ids' rows alone are read). */
export const pageColumns = (db: Reader) => withAppointmentColumns(appointmentsOf(db, { all: true }));

/** The clinic dates of `from` to `to`, as a condition on `appointments` (index appointments_clinic_date). */
export const rangeOf = (from: string, to: string) =>
  sql<boolean>`coalesce(schedule_date, date) BETWEEN ${from}::date AND ${to}::date`;
