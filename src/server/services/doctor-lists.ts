import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Doctor } from '../../shared/types';
import { DOCTOR_STATUSES, type DoctorStatus } from '../../shared/vocabulary';
import { listQuerySchema, type ListQuery } from '../../shared/schemas/listQuery';
import { column, pageOf, type Paged, type SortKey } from './paging';
import { doctorFullName, nameContains } from './list-filters';
import { toDoctor } from './doctor-profile';

type Reader = Kysely<Database>;

const SORT_KEYS = {
  createdAt: [column('d.created_at')],
  name: [column('d.first_name'), column('d.last_name')],
  email: [column('d.email')],
  fee: [column('d.fee_per_consultation')],
  status: [column('d.status'), column('d.created_at')],
} satisfies Record<string, SortKey[]>;

type DoctorSort = keyof typeof SORT_KEYS;

/** admin and staff get-all-doctors: search by any part of 'first last', status, service. */
export const allDoctorsQuery = listQuerySchema<DoctorSort, DoctorStatus>({
  sorts: ['name', 'email', 'fee', 'createdAt', 'status'],
  filters: ['search', 'status', 'service'],
  statuses: DOCTOR_STATUSES,
});
/** get-all-approved-doctors: what a patient picks from. */
export const approvedDoctorsQuery = listQuerySchema<DoctorSort, DoctorStatus>({
  sorts: ['name', 'fee', 'createdAt'],
  filters: ['search', 'service'],
});

type DoctorListQuery = ListQuery<DoctorSort, DoctorStatus>;

function doctorPage(db: Reader, query: DoctorListQuery, approvedOnly: boolean): Promise<Paged<Doctor>> {
  let from = db.selectFrom('doctors as d');
  if (approvedOnly) from = from.where('d.status', '=', 'approved');
  if (query.search) from = from.where(nameContains(doctorFullName('d'), query.search));
  if (query.status) from = from.where('d.status', 'in', query.status);
  if (query.service) from = from.where('d.service', 'in', query.service);
  return pageOf(
    {
      rows: from.selectAll('d'),
      count: from,
      keys: SORT_KEYS[query.sort ?? 'createdAt'],
      tieBreak: column('d.id'),
    },
    query,
    toDoctor,
  );
}

export const allDoctors = (db: Reader, query: DoctorListQuery) => doctorPage(db, query, false);

export const approvedDoctors = (db: Reader, query: DoctorListQuery) => doctorPage(db, query, true);
