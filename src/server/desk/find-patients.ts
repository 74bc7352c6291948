import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { DeskPatientRow, PatientNameRow } from '../../shared/patientTypes';
import { listQuerySchema, type ListQuery } from '../../shared/schemas/listQuery';
import { phoneSearchDigits } from '../phones/phone-numbers';
import { column, pageOf, type Paged, type SortKey } from '../lists/paging';
import { nameContains } from '../lists/list-filters';

type Reader = Kysely<Database>;

const SORT_COLUMNS = { createdAt: 'created_at', name: 'name' } as const;
type FindSort = keyof typeof SORT_COLUMNS;
const SORT_KEYS: Record<FindSort, SortKey[]> = {
  createdAt: [column('u.created_at')],
  name: [column('u.name')],
};

export const findPatientsQuery = listQuerySchema<FindSort>({
  sorts: ['name', 'createdAt'],
  filters: ['search'],
});

/** A search that reads as a phone number: digits with spaces, dashes, brackets or a leading +. */
const PHONE_LIKE = /^\+?[\d\s()-]+$/;
/** Trigram indexes need three characters to narrow anything. */
const MIN_DIGITS = 3;

interface NextVisit {
  id: string;
  date: string;
  time: string;
  status: string;
  doctor: string;
}

/** How many patients, first in the list's order, a search looks through for its page first. */
const WALK_WINDOW = 2000;

/**
 * Whether the record's name or e-mail contains the search, or its phone's digits the search's digits
 * in any form a stored number may hold them ('0803 123 4567' finds +2348031234567).
 */
function matches(alias: string, search: string, country: string): RawBuilder<boolean> {
  const digitForms = PHONE_LIKE.test(search) ? phoneSearchDigits(search, country) : [];
  const tests = [
    nameContains(sql.ref(`${alias}.name`), search),
    nameContains(sql.ref(`${alias}.email`), search),
    ...digitForms
      .filter((digits) => digits.length >= MIN_DIGITS)
      .map((digits) => sql<boolean>`${sql.ref(`${alias}.phone_digits`)} LIKE ${`%${digits}%`}`),
  ];
  return sql<boolean>`(${sql.join(tests, sql` OR `)})`;
}

/** Every patient record (accounts, dependants, desk registrations), as `alias`. */
export const patientRecords = (reader: Reader, alias: 'u' | 'w') =>
  reader
    .selectFrom(`users as ${alias}`)
    .where(sql.ref(`${alias}.is_admin`), '=', false)
    .where(sql.ref(`${alias}.is_staff`), '=', false)
    .where(sql.ref(`${alias}.is_doctor`), '=', false)
    .where(sql.ref(`${alias}.reg_doctor`), '=', false);

/**
 * The ids of the search's matches, as one array the database makes before it reads the page (an
 * InitPlan), one of two ways. A common search (three letters of a common name) matches thousands:
 * its page lies among the first patients in the list's order, so those are looked through (`ade`
 * at 200,000 patients matches 6,764, and gathering them all took 340 ms). A rare one (a phone
 * number, an e-mail) matches a handful: gathered through the trigram indexes, as walking the list
 * for them would read the whole table. A count over the first WALK_WINDOW patients tells which:
 * when they hold the page, the page is exactly theirs.
 */
async function matchingIds(
  db: Reader,
  query: ListQuery<FindSort>,
  search: string,
  country: string,
): Promise<RawBuilder<boolean>> {
  const order = sql.raw(query.order === 'asc' ? 'ASC' : 'DESC');
  const first = sql`(SELECT w.id, w.name, w.email, w.phone_digits FROM (${patientRecords(db, 'w').selectAll('w')}) AS w
    ORDER BY ${sql.ref(`w.${SORT_COLUMNS[query.sort ?? 'createdAt']}`)} ${order}, w.id ${order}
    LIMIT ${WALK_WINDOW})`;
  const inWindow = sql`SELECT w.id FROM ${first} AS w WHERE ${matches('w', search, country)}`;
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM (${inWindow}) AS hits`.execute(db);
  const windowHoldsPage = Number(rows[0]?.n ?? 0) >= query.page * query.pageSize;
  const ids = windowHoldsPage
    ? inWindow
    : sql`SELECT m.id FROM users AS m WHERE ${matches('m', search, country)}`;
  return sql<boolean>`${sql.ref('u.id')} = ANY(ARRAY(${ids}))`;
}

/**
 * find-patients: every patient record (accounts, dependants, desk registrations) whose
 * name or e-mail contains the search, or whose phone's digits contain its digits; through the
 * trigram indexes on name, e-mail and phone_digits, or a walk of the list (matchingIds). Each row
 * carries the patient's next live visit due from today, and a family member's account holder.
 */
export async function findPatients(
  db: Reader,
  query: ListQuery<FindSort>,
  today: string,
  country: string,
): Promise<Paged<DeskPatientRow>> {
  const { from, count } = await searched(db, query, country);
  return pageOf(
    db,
    {
      rows: withDeskColumns(from, today),
      count,
      keys: SORT_KEYS[query.sort ?? 'createdAt'],
      tieBreak: column('u.id'),
    },
    query,
    toDeskRow,
  );
}

/** The patient records a search names (every one without a search), and what counts them. */
async function searched(db: Reader, query: ListQuery<FindSort>, country: string) {
  const { search } = query;
  const from = search
    ? patientRecords(db, 'u').where(await matchingIds(db, query, search, country))
    : patientRecords(db, 'u');
  // counted without the walk's window: every match, up to the lookahead
  const count = search ? patientRecords(db, 'u').where(matches('u', search, country)) : from;
  return { from, count };
}

/** A doctor's search: by name, phone or e-mail as the desk's, in name order, answering names alone. */
export const patientNamesQuery = listQuerySchema<'name'>({ sorts: ['name'], filters: ['search'] });

/**
 * The patients a doctor's search names, a page at a time in name order (through users_name, or the
 * trigram indexes for a rare search), each with their name alone: a list of names is not anyone's
 * record, which the doctor opens one at a time (GET /api/doctor/patient, logged). Without a search it
 * answers no one, so a doctor cannot page through the clinic's patients.
 */
export async function findPatientNames(
  db: Reader,
  query: ListQuery<'name'>,
  country: string,
): Promise<Paged<PatientNameRow>> {
  if (!query.search) {
    return { data: [], total: 0, totalCapped: false, page: query.page, pageSize: query.pageSize };
  }
  const named = { ...query, sort: 'name' as const };
  const { from, count } = await searched(db, named, country);
  return pageOf(
    db,
    { rows: from.select(['u.id', 'u.name']), count, keys: SORT_KEYS.name, tieBreak: column('u.id') },
    named,
    (row) => ({ _id: row.id, name: row.name }),
  );
}

/**
 * The day a visit is due at the clinic: a follow-up's on its follow-up date, any other on its clinic
 * date (visit-time.ts's visitDateOf, written as the background index appointments_visit_day is).
 */
const visitDay = sql<string>`(CASE WHEN a.status = 'follow-up' AND a.follow_up_date IS NOT NULL
  THEN a.follow_up_date ELSE coalesce(a.schedule_date, a.date) END)`;

/**
 * The desk's columns of the patient records `from` holds (as `u`): each one's next live visit due
 * today or later (the clinic's today), and for a family member the account holder who manages them
 * with the relationship. Both are read per row of the page through a key (the patient's appointments
 * through appointments_user_created, the holder through the primary key), never over the list.
 */
function withDeskColumns(from: ReturnType<typeof patientRecords>, today: string) {
  const nextVisit = sql<NextVisit | null>`(
    SELECT json_build_object('id', a.id, 'date', to_char(${visitDay}, 'YYYY-MM-DD'),
      'time', a.time, 'status', a.status, 'doctor', d.first_name || ' ' || d.last_name)
    FROM appointments AS a JOIN doctors AS d ON d.id = a.doctor_id
    WHERE a.user_id = u.id AND a.status IN ('pending', 'approved', 'follow-up')
      AND ${visitDay} >= ${today}::date
    ORDER BY ${visitDay}, a.time, a.id LIMIT 1)`;
  const holder = sql<{ id: string; name: string } | null>`(
    SELECT json_build_object('id', h.id, 'name', h.name) FROM users AS h WHERE h.id = u.holder_id)`;
  return from.select([
    'u.id',
    'u.name',
    'u.phone',
    'u.email',
    'u.relationship',
    sql<string | null>`to_char(u.date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
    sql<boolean>`u.password_hash IS NOT NULL`.as('has_account'),
    nextVisit.as('next_visit'),
    holder.as('holder'),
  ]);
}

type DeskColumns = Awaited<ReturnType<ReturnType<typeof withDeskColumns>['executeTakeFirstOrThrow']>>;

const toDeskRow = (row: DeskColumns): DeskPatientRow => ({
  _id: row.id,
  name: row.name,
  phone: row.phone,
  email: (row.email as string | null) ?? null,
  dateOfBirth: row.date_of_birth,
  hasAccount: row.has_account,
  accountHolder: row.holder
    ? { _id: row.holder.id, name: row.holder.name, relationship: row.relationship ?? '' }
    : null,
  nextVisit: row.next_visit
    ? {
        _id: row.next_visit.id,
        date: row.next_visit.date,
        time: row.next_visit.time,
        doctorName: row.next_visit.doctor,
        status: row.next_visit.status,
      }
    : null,
});

/** One patient record as find-patients shows it (the desk booking page's heading); undefined when there is none. */
export async function deskPatient(
  db: Reader,
  patientId: string,
  today: string,
): Promise<DeskPatientRow | undefined> {
  const row = await withDeskColumns(
    patientRecords(db, 'u').where('u.id', '=', patientId),
    today,
  ).executeTakeFirst();
  return row && toDeskRow(row);
}
