import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Appointment } from '../../shared/schemas/appointments';
import { listQuerySchema } from '../../shared/schemas/listQuery';
import { withWaitlistCounts } from './waitlist-counts';
import { column, pageOf, type Paged } from '../lists/paging';
import { personNamed } from '../lists/list-filters';
import { datedPage } from './dated-page';
import {
  SORTS,
  SORTS_ON_PEOPLE,
  filtered,
  filtersNothing,
  pageColumns,
  sortKeys,
  sortable,
  sourceOf,
  statuses,
  type AppointmentListQuery,
} from './list-query';
import { toAppointment, type Owner } from './queries';

export type { AppointmentListQuery, AppointmentSort } from './list-query';

type Reader = Kysely<Database>;

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
  if ('all' in owner && query.from && query.to) {
    const page = await datedPage(db, query, patient);
    if (page) return page;
  }
  const sort = query.sort ?? 'createdAt';
  const readOwnerFirst = SORTS_ON_PEOPLE.includes(sort);
  // a doctor's own rows are few: a name part shared by many is checked row by row, not gathered first
  const byName = (form: 'count' | 'pick') =>
    patient && !patient.ids && !('all' in owner) ? patient.each : patient?.[form];
  return pageOf(
    db,
    {
      rows: pageColumns(db),
      count:
        'all' in owner && filtersNothing(query)
          ? filtered(db, sourceOf(db, owner, query, false), { owner, query, patient: undefined }).orderBy(
              'a.id',
            )
          : filtered(db, sourceOf(db, owner, query, false), { owner, query, patient: byName('count') }),
      keys: sortKeys(query),
      tieBreak: column('a.id'),
      pick: sortable(
        filtered(db, sourceOf(db, owner, query, readOwnerFirst), { owner, query, patient: byName('pick') }),
        sort,
      ),
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
