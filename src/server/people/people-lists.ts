import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PersonRow } from '../../shared/types';
import { listQuerySchema, type ListQuery } from '../../shared/schemas/listQuery';
import { column, pageOf, type Paged, type SortKey } from '../lists/paging';
import { nameContains } from '../lists/list-filters';
import { toPerson } from '../accounts';

type Reader = Kysely<Database>;
type UsersWhere = (
  eb: ExpressionBuilder<Database, 'users'>,
) => ReturnType<ExpressionBuilder<Database, 'users'>['and']>;

/** Who each people list holds; patients through the partial index users_patients. */
export const PEOPLE: Record<'get-all-staff' | 'get-all-admin' | 'get-all-users', UsersWhere> = {
  'get-all-staff': (eb) => eb.and([eb('is_staff', '=', true)]),
  'get-all-admin': (eb) => eb.and([eb('is_admin', '=', true)]),
  // patients: everyone who is neither clinic personnel nor a registered doctor
  'get-all-users': (eb) =>
    eb.and([
      eb('is_admin', '=', false),
      eb('is_staff', '=', false),
      eb('is_doctor', '=', false),
      eb('reg_doctor', '=', false),
    ]),
};

const SORT_KEYS = {
  createdAt: [column('users.created_at')],
  name: [column('users.name')],
  email: [column('users.email')],
} satisfies Record<string, SortKey[]>;

type PeopleSort = keyof typeof SORT_KEYS;

/** 'Search by Email...': any part of the email or of the name. */
export const peopleQuery = listQuerySchema<PeopleSort>({
  sorts: ['name', 'email', 'createdAt'],
  filters: ['search'],
});

export function peoplePage(
  db: Reader,
  who: UsersWhere,
  query: ListQuery<PeopleSort>,
): Promise<Paged<PersonRow>> {
  let from = db.selectFrom('users').where(who);
  const { search } = query;
  if (search) {
    from = from.where((eb) =>
      eb.or([nameContains(sql.ref('users.email'), search), nameContains(sql.ref('users.name'), search)]),
    );
  }
  return pageOf(
    db,
    {
      rows: from.selectAll(),
      count: from,
      keys: SORT_KEYS[query.sort ?? 'createdAt'],
      tieBreak: column('users.id'),
    },
    query,
    toPerson,
  );
}
