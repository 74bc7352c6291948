import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { Appointment } from '../../shared/schemas/appointments';
import { APPOINTMENT_STATUSES } from '../../shared/appointmentDisplay';
import { LIST_COUNT_LOOKAHEAD } from '../../shared/schemas/listQuery';
import { column, countUpTo, pageOf, type Paged } from '../lists/paging';
import type { PersonNamed } from '../lists/list-filters';
import { datesBetween, isDayReadSort, pairIds, pairMatches, pairsInOrder } from './day-range';
import { appointmentsOf, appointmentsWhere, toAppointment } from './queries';
import { BACKGROUND_INDEXES } from '../maintenance/indexes';
import { missingIndexes } from '../maintenance/index-builder';
import {
  SORT_KEYS,
  filtered,
  pageColumns,
  rangeOf,
  sortable,
  statuses,
  type AppointmentListQuery,
} from './list-query';

type Reader = Kysely<Database>;

/**
 * Most patients a dated page's name search reads the range's rows of, one patient at a time: beyond
 * it (a fifth of the patients at a million appointments) the matches are common enough to meet in
 * every (clinic date, status) pair.
 */
const NAMED_PROBES_MAX = 40_000;
/** Most (clinic date, status) pairs a dated page reads one by one: a year of every status. */
const PAIRS_MAX = 366 * APPOINTMENT_STATUSES.length;
/** Most index entries the pairs may hand over for one page (each pair's first page-end rows). */
const PAIR_ENTRIES_MAX = 40_000;

/**
 * Everyone's appointments between two clinic dates: a page costs about the same whatever
 * the clinic's age, the sort and the filters. Undefined when the range is too long, or the page too
 * deep, for the pairs of day-range.ts; the general read then answers.
 *
 * - One doctor, a service's doctors, or the patients a name part names (at most NAMED_PROBES_MAX,
 *   found through the trigram index): their rows of the range are read first, through
 *   (doctor_id, clinic date) or (user_id, clinic date), then filtered and sorted.
 * - Sorted by a column of the appointment: each (clinic date, status) pair's first rows in that
 *   order; a name part shared by more (or too short for a trigram) is checked on each row read.
 * - Sorted by a patient's or a doctor's name: counted first, pair by pair; up to a page's reach of
 *   matches (LIST_COUNT_LOOKAHEAD past its start; PATIENT_SORT_READ_MAX by patient) are read whole
 *   and sorted, and more are common enough to meet within a few hundred rows of walking people in
 *   name order.
 */
export async function datedPage(
  db: Reader,
  query: AppointmentListQuery,
  patient: PersonNamed | undefined,
): Promise<Paged<Appointment> | undefined> {
  const owner = { all: true } as const;
  const { from = '', to = '', page, pageSize } = query;
  const sort = query.sort ?? 'createdAt';
  const offset = (page - 1) * pageSize;
  const reach = offset + LIST_COUNT_LOOKAHEAD;
  // a name part shared by up to NAMED_PROBES_MAX patients: their rows of the range, one patient at a time
  const probed =
    patient &&
    (patient.ids !== undefined ||
      (trigrams(query.search ?? '') &&
        (await countNamed(db, patient, NAMED_PROBES_MAX + 1)) <= NAMED_PROBES_MAX));
  const driver = driverOf(db, query, probed ? patient : undefined);
  if (driver) {
    const source = appointmentsWhere(db, sql<boolean>`${rangeOf(from, to)} AND ${driver}`);
    const rest = { ...query, doctorId: undefined, service: undefined, from: undefined, to: undefined };
    const matches = filtered(db, source, { owner, query: rest, patient: probed ? undefined : patient?.each });
    return pageOf(
      db,
      {
        rows: pageColumns(db),
        count: matches,
        keys: SORT_KEYS[sort],
        tieBreak: column('a.id'),
        pick: sortable(matches, sort),
      },
      query,
      toAppointment,
    );
  }
  const pairs = {
    dates: datesBetween(from, to),
    statuses: query.status ?? statuses,
    extra: patient?.each,
  };
  if (pairs.dates.length * pairs.statuses.length > PAIRS_MAX) return undefined;
  if (!(await pairIndexesBuilt(db))) return undefined;
  if (isDayReadSort(sort)) {
    if (pairs.dates.length * pairs.statuses.length * (offset + pageSize) > PAIR_ENTRIES_MAX) return undefined;
    return pageOf(
      db,
      {
        rows: pageColumns(db),
        count: pairMatches(db, pairs, reach + 1),
        keys: SORT_KEYS[sort],
        tieBreak: column('a.id'),
        pick: pairsInOrder(db, pairs, { sort, order: query.order, take: offset + pageSize }),
      },
      query,
      toAppointment,
    );
  }
  const limit = Math.max(reach, PATIENT_SORT_READ_MAX) + 1;
  const counted = await countUpTo(db, pairMatches(db, pairs, limit), limit);
  const readWhole = counted <= reach || (sort === 'patient' && counted <= PATIENT_SORT_READ_MAX);
  const matches = readWhole
    ? appointmentsWhere(db, sql<boolean>`id IN (${pairIds(db, pairs, limit)})`)
    : filtered(db, appointmentsOf(db, owner), { owner, query, patient: patient?.each });
  return pageOf(
    db,
    {
      rows: pageColumns(db),
      count: matches,
      counted,
      keys: SORT_KEYS[sort],
      tieBreak: column('a.id'),
      pick: sortable(matches, sort),
    },
    query,
    toAppointment,
  );
}

/**
 * Most matches a page sorted by patient reads whole and sorts (at a million appointments 4,000 take
 * about as long as walking patients in name order to a page of them, a match every 50 patients). With
 * fewer, a walk met a match only every few hundred patients, and the planner, seeing a long walk, split
 * it among parallel workers, each of which ran far ahead of the page: today's 1,400 visits sorted by
 * patient took 300 ms that way, read whole 30 ms.
 */
const PATIENT_SORT_READ_MAX = 4000;

/** The indexes a pair is read through (the first five of maintenance/indexes.ts). */
const PAIR_INDEXES = BACKGROUND_INDEXES.filter((index) => index.name.startsWith('appointments_day_status_'));
/** How often a database whose pair indexes are not all built yet is looked at again. */
const INDEXES_RECHECK_MS = 10_000;
const pairIndexes = new WeakMap<Reader, { built: boolean; at: number }>();

/**
 * Whether the pair indexes are built. Until then (the first minutes after an upgrade, while the
 * background builds them) each pair would be a read of its whole clinic date, seven times over, so
 * the general read answers instead. Looked up at most every INDEXES_RECHECK_MS, then remembered.
 */
async function pairIndexesBuilt(db: Reader): Promise<boolean> {
  const known = pairIndexes.get(db);
  if (known?.built || (known && Date.now() - known.at < INDEXES_RECHECK_MS)) return known.built;
  const built = (await missingIndexes(db, PAIR_INDEXES)).length === 0;
  pairIndexes.set(db, { built, at: Date.now() });
  return built;
}

/** Whether a search text holds a trigram (three characters), so its matches are found through the trigram index. */
const trigrams = (text: string) => text.trim().length >= 3;

/** How many people a name search matches, counting no further than `limit`. */
async function countNamed(db: Reader, patient: PersonNamed, limit: number) {
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM (${patient.named} LIMIT ${limit}) AS named`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * A condition on `appointments` naming few enough rows to read them first: one doctor's, the few
 * named patients', or a service's doctors'. Combined, the doctor or the patients lead.
 */
function driverOf(db: Reader, query: AppointmentListQuery, patient: PersonNamed | undefined) {
  const conditions: RawBuilder<boolean>[] = [];
  if (query.doctorId) conditions.push(sql<boolean>`doctor_id = ${query.doctorId}::uuid`);
  if (patient?.ids) conditions.push(sql<boolean>`user_id = ANY(${patient.ids}::uuid[])`);
  else if (patient) conditions.push(sql<boolean>`user_id = ANY(ARRAY(${patient.named}))`);
  if (query.service) {
    const doctors = db.selectFrom('doctors').select('id').where('service', 'in', query.service);
    conditions.push(sql<boolean>`doctor_id IN (${doctors})`);
  }
  return conditions.length ? sql<boolean>`${sql.join(conditions, sql` AND `)}` : undefined;
}
