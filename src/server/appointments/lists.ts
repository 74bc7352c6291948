import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { Appointment, AppointmentStatus } from '../../shared/schemas/appointments';
import { APPOINTMENT_STATUSES } from '../../shared/appointmentDisplay';
import { listQuerySchema, type ListQuery } from '../../shared/schemas/listQuery';
import { withWaitlistCounts } from '../waitlist/counts';
import { column, pageOf, type Paged, type SortKey } from '../lists/paging';
import { doctorFullName, nameContains, personNamed } from '../lists/list-filters';
import {
  appointmentsOf,
  toAppointment,
  withAppointmentColumns,
  type AppointmentsFrom,
  type Owner,
} from './queries';

type Reader = Kysely<Database>;

/** The clinic date: schedule_date once approved, else the requested date (index appointments_clinic_date). */
const clinicDate = sql<string>`coalesce(${sql.ref('a.schedule_date')}, ${sql.ref('a.date')})`;
const doctorName = [column('d.first_name'), column('d.last_name')];

/**
 * What each `sort` orders by. Keys on the patient or doctor end in that person's name, so a join
 * walked in an index's order leaves only one person's appointments to sort at a time.
 */
const SORT_KEYS = {
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
 * provides. Within a date range up to RANGE_SORTED_DAYS long the range's rows are read through the
 * clinic-date index and sorted: walking the column's index from either end passes every row outside
 * the range first, and those columns follow the clinic date, so at a million appointments a month
 * sorted by creation time ascending walked 920,000 rows (1.6 s) to reach it; read and sorted, 30 ms.
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
const SORTS_ON_PEOPLE: readonly AppointmentSort[] = ['patient', ...SORTS_ON_DOCTOR];
const SORTS = Object.keys(SORT_KEYS) as AppointmentSort[];
const statuses = APPOINTMENT_STATUSES as readonly AppointmentStatus[];

/** admin and staff get-all-appointments. */
export const allAppointmentsQuery = listQuerySchema({
  sorts: SORTS,
  filters: ['search', 'status', 'service', 'doctorId', 'from', 'to'],
  statuses,
});
/** A doctor's own list: the same, without doctorId. */
export const doctorAppointmentsQuery = listQuerySchema({
  sorts: SORTS,
  filters: ['search', 'status', 'service', 'from', 'to'],
  statuses,
});
/** A patient's own list: search names the doctor or the service; reviewed serves the review form. */
export const userAppointmentsQuery = listQuerySchema({
  sorts: SORTS.filter((sort) => sort !== 'patient'),
  filters: ['search', 'status', 'service', 'from', 'to', 'reviewed'],
  statuses,
});

export type AppointmentListQuery = ListQuery<AppointmentSort, AppointmentStatus>;

/**
 * Everyone's appointments of a short date range (up to three days), read whole from the clinic-date
 * index first and only then filtered and sorted: a day is a day's bookings. Left to choose, the
 * planner walked the sort's index (patients by name, follow-up dates) looking for that day's rows:
 * today sorted by patient read thousands of patients' visits to find ten. Longer ranges keep the
 * planner's choice: reading a month whole cost more than most walks.
 */
const BOUNDED_RANGE_DAYS = 2;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** The keys the list is ordered by: a time column's are read-then-sorted within a short date range. */
function sortKeys(query: AppointmentListQuery): readonly SortKey[] {
  const sort = query.sort ?? 'createdAt';
  const { from, to } = query;
  const rangeSorted = RANGE_SORTED_KEYS[sort];
  return rangeSorted && from && to && daysBetween(from, to) <= RANGE_SORTED_DAYS
    ? rangeSorted
    : SORT_KEYS[sort];
}

function appointmentsBetween(db: Reader, fromDay: string, to: string): AppointmentsFrom {
  return db
    .with(
      (cte) => cte('a').materialized(),
      (qc) =>
        qc
          .selectFrom('appointments')
          .selectAll()
          .where(sql<boolean>`coalesce(schedule_date, date) BETWEEN ${fromDay}::date AND ${to}::date`),
    )
    .selectFrom('a');
}

/**
 * The owner's appointments that pass the filters, as conditions on `a` alone: the people a filter
 * names are found through subqueries, so counting needs no join. A patient's name is matched as
 * `patient` says: its count or its pick form (list-filters.ts).
 */
function filtered(
  db: Reader,
  owner: Owner,
  query: AppointmentListQuery,
  patient: RawBuilder<boolean> | undefined,
  readOwnerFirst = false,
): AppointmentsFrom {
  const { search, status, service, doctorId, from: fromDay, to, reviewed } = query;
  let from =
    'all' in owner && fromDay && to && daysBetween(fromDay, to) <= BOUNDED_RANGE_DAYS
      ? appointmentsBetween(db, fromDay, to)
      : appointmentsOf(db, owner, readOwnerFirst);
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
const filtersNothing = (query: AppointmentListQuery) => FILTERS.every((name) => query[name] === undefined);

/**
 * The filtered appointments' ids, joined with the patient (u) or the doctor (d) when the sort names
 * them. Inner joins: the planner may then walk patients in name order and look up each one's
 * appointments, where a left join would make it read them all.
 */
const sortable = (from: AppointmentsFrom, sort: AppointmentSort) =>
  from
    .$if(sort === 'patient', (qb) => qb.innerJoin('users as u', 'u.id', 'a.user_id'))
    .$if(SORTS_ON_DOCTOR.includes(sort), (qb) => qb.innerJoin('doctors as d', 'd.id', 'a.doctor_id'))
    .select('a.id');

/**
 * One page of the owner's appointments. The page's ids are picked from the filtered rows with only
 * the joins the sort needs (an index walk, mostly), then those rows alone are read with every
 * column: a search matching thousands of appointments reads ten of them, not all.
 */
async function appointmentPage(
  db: Reader,
  owner: Owner,
  query: AppointmentListQuery,
): Promise<Paged<Appointment>> {
  const patient =
    query.search && !('patientId' in owner) ? await personNamed(db, 'a.user_id', query.search) : undefined;
  const from = filtered(db, owner, query, patient?.count);
  const sort = query.sort ?? 'createdAt';
  return pageOf(
    db,
    {
      rows: withAppointmentColumns(appointmentsOf(db, { all: true })),
      count: 'all' in owner && filtersNothing(query) ? from.orderBy('a.id') : from,
      keys: sortKeys(query),
      tieBreak: column('a.id'),
      pick: sortable(filtered(db, owner, query, patient?.pick, SORTS_ON_PEOPLE.includes(sort)), sort),
    },
    query,
    toAppointment,
  );
}

export const allAppointments = async (db: Reader, query: AppointmentListQuery) =>
  withWaitlistCounts(db, await appointmentPage(db, { all: true }, query));

export const appointmentsOfUser = (db: Reader, userId: string, query: AppointmentListQuery) =>
  appointmentPage(db, { patientId: userId }, query);

/** The appointments of the doctor profile the user owns; none when they have no profile. */
export const appointmentsOfDoctorUser = async (db: Reader, userId: string, query: AppointmentListQuery) =>
  withWaitlistCounts(db, await appointmentPage(db, { doctorUserId: userId }, query));
