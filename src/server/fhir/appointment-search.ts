import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { appointmentResourceRows, toFhirAppointment } from './appointment-resource';
import {
  appStatusesFor,
  DUE,
  FHIR_STATUSES,
  fhirStatusOf,
  visitDay,
  visitStatesFor,
  type FhirStatus,
} from './appointment-status';
import { afterCursor, cursorOf, walkKey, walkOf, walkSort, type Walk } from './appointment-walks';
import { codes, dateRange, instantBounds, referenceId, type Search, type SearchSpec } from './search-params';

type Reader = Kysely<Database>;

/** Appointments (as `a`) picked for a page: the id, and the key of the walk's order (null by id). */
const picking = (db: Reader, walk: Walk) =>
  db.selectFrom('appointments as a').select(['a.id', walkKey(walk).as('key')]);
type Pick = ReturnType<typeof picking>;
type Picked = { id: string; key: string | null };

export const APPOINTMENT_SEARCH: SearchSpec = {
  date: 2,
  patient: 1,
  practitioner: 1,
  status: 1,
  _lastUpdated: 2,
};

/**
 * A visit's app status as an expression no index holds. Beside another walk (a range of days, a
 * patient, a doctor, a time of change) the status is checked on the rows that walk reads, which the
 * walk's own bounds limit; were the planner free to AND in the status index, it would read every
 * visit of that status the clinic ever had, a cost that grows with the clinic's age.
 */
const statusOutsideIndexes = sql<string>`(a.status || '')`;

/** What one page asks of the database: the walk, its filters, and the page's size. */
interface PagePlan {
  walk: Walk;
  count: number;
  cursor?: string;
  wanted?: FhirStatus[];
  where: (query: Pick) => Pick;
}

/** Reads the search's parameters (a 400 for a bad one) into the page's plan. */
function planOf(search: Search, timeZone: string): PagePlan {
  const v = search.values;
  const wanted = v.status ? codes('status', v.status, FHIR_STATUSES) : undefined;
  const range = v.date ? dateRange('date', v.date, timeZone) : {};
  const patient = v.patient && referenceId('patient', v.patient[0], 'Patient');
  const doctor = v.practitioner && referenceId('practitioner', v.practitioner[0], 'Practitioner');
  const updated = v._lastUpdated ? instantBounds('_lastUpdated', v._lastUpdated, timeZone) : [];
  const walk = walkOf(v);
  return {
    walk,
    count: search.count,
    cursor: search.cursor,
    wanted,
    where: (query) => {
      let q = query;
      if (range.from) q = q.where(sql<boolean>`${visitDay} >= ${range.from}::date`);
      if (range.to) q = q.where(sql<boolean>`${visitDay} <= ${range.to}::date`);
      if (patient) q = q.where('a.user_id', '=', patient);
      if (doctor) q = q.where('a.doctor_id', '=', doctor);
      for (const { op, at } of updated) q = q.where('a.updated_at', op, at);
      if (wanted && walk !== 'status') {
        q = q.where(statusOutsideIndexes, 'in', appStatusesFor(wanted)).where(fhirStatusOf, 'in', wanted);
      }
      return q;
    },
  };
}

/** The page's rows in the walk's order, `count + 1` at most (one more tells a next page follows). */
function walkQuery(db: Reader, plan: PagePlan): Pick {
  const sort = walkSort(plan.walk);
  let query = picking(db, plan.walk);
  if (plan.cursor) query = query.where(afterCursor(plan.walk, plan.cursor));
  if (sort) query = query.orderBy(sort);
  return plan
    .where(query)
    .orderBy('a.id')
    .limit(plan.count + 1);
}

/** Ids in order, without repeats, `limit` at most. */
const merged = (lists: Picked[][], limit: number): Picked[] =>
  [...new Map(lists.flat().map((row) => [row.id, row])).values()]
    .sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0))
    .slice(0, limit);

/**
 * A status search's page, by id: one index walk per app status (appointments_status_id), each
 * stopping at `count + 1` matches. A due visit (approved, follow-up) is booked unless its clinic day
 * says otherwise; when `booked` is not asked for, the due visits checked in, called, seen or missed
 * are found from their clinic-day rows (clinic_visits_state), only up to the page's last id, so the
 * walk over those rows is as long as the page.
 */
async function statusPage(db: Reader, plan: PagePlan & { wanted: FhirStatus[] }): Promise<Picked[]> {
  // a status walk has no other parameter (walkOf): the status is its only condition
  const { wanted, count } = plan;
  const direct = appStatusesFor(wanted).filter((s) => wanted.includes('booked') || !DUE.includes(s));
  const pages = await Promise.all(
    direct.map((status) =>
      walkQuery(db, {
        ...plan,
        where: (q) => {
          const one = plan.where(q).where('a.status', '=', status);
          return DUE.includes(status) ? one.where(fhirStatusOf, 'in', wanted) : one;
        },
      }).execute(),
    ),
  );
  const page = merged(pages, count + 1);
  const states = wanted.includes('booked') ? [] : visitStatesFor(wanted);
  if (states.length === 0) return page;
  const last = page.length > count ? page[count].id : undefined;
  let visits = db
    .selectFrom('clinic_visits as v')
    .innerJoin('appointments as a', (join) =>
      join.onRef('a.id', '=', 'v.appointment_id').on(sql<boolean>`v.clinic_date = ${visitDay}`),
    )
    .select(['a.id', walkKey('status').as('key')])
    .where('v.state', 'in', states)
    .where('a.status', 'in', DUE)
    .orderBy('v.appointment_id')
    .limit(count + 1);
  if (plan.cursor) {
    visits = visits.where('v.appointment_id', '>', referenceId('_cursor', plan.cursor, 'Appointment'));
  }
  if (last) visits = visits.where('v.appointment_id', '<=', last);
  return merged([page, await visits.execute()], count + 1);
}

/**
 * One page of Appointment search. Every parameter, the FHIR status too, is a condition of the
 * statement, so a page is full whenever more matches follow. The page's ids are picked first (one
 * index walk, see Walk), then those rows are read with their patient, doctor and clinic-day state.
 */
export async function searchAppointments(db: Reader, search: Search, timeZone: string) {
  const plan = planOf(search, timeZone);
  const picked =
    plan.walk === 'status' && plan.wanted
      ? await statusPage(db, { ...plan, wanted: plan.wanted })
      : await walkQuery(db, plan).execute();
  const page = picked.slice(0, search.count);
  const next = picked.length > search.count ? cursorOf(page[page.length - 1]) : undefined;
  if (page.length === 0) return { resources: [], next };
  const rows = await appointmentResourceRows(db)
    .where(
      'a.id',
      'in',
      page.map((row) => row.id),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const resources = page.flatMap((row) => {
    const found = byId.get(row.id);
    return found ? [toFhirAppointment(found, timeZone)] : [];
  });
  return { resources, next };
}
