import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { UnusablePhoneRow } from '../../shared/patientTypes';
import { listQuerySchema, type ListQuery } from '../../shared/schemas/listQuery';
import { column, pageOf, type Paged, type SortKey } from '../lists/paging';
import { patientRecords } from './find-patients';

const SORT_KEYS = {
  createdAt: [column('u.created_at')],
  name: [column('u.name')],
} satisfies Record<string, SortKey[]>;
type UnusableSort = keyof typeof SORT_KEYS;

export const unusablePhonesQuery = listQuerySchema<UnusableSort>({
  sorts: ['name', 'createdAt'],
  filters: [],
});

/**
 * The patients whose stored number cannot receive texts: the numbers the conversion to
 * E.164 could not read, kept as typed, for the desk to correct with the patient. Through the partial
 * index users_phone_unusable once built (maintenance/indexes.ts).
 */
export function unusablePhones(
  db: Kysely<Database>,
  query: ListQuery<UnusableSort>,
): Promise<Paged<UnusablePhoneRow>> {
  const from = patientRecords(db, 'u').where('u.phone_unusable', '=', true);
  return pageOf(
    db,
    {
      rows: from.select(['u.id', 'u.name', 'u.phone', 'u.email']),
      count: from,
      keys: SORT_KEYS[query.sort ?? 'createdAt'],
      tieBreak: column('u.id'),
    },
    query,
    (row) => ({ _id: row.id, name: row.name, phone: row.phone, email: (row.email as string | null) ?? null }),
  );
}
