import { sql, type RawBuilder } from 'kysely';
import { badValue, isRealDate, referenceId, type Search } from './search-params';
import { visitDay } from './appointment-status';

/**
 * The order an Appointment search's pages follow, chosen from its parameters so that one index
 * hands over each page already in order, however old the clinic: a patient's visits by id
 * (appointments_user_id), a doctor's by visit day (appointments_doctor_visit_day), a range of days by
 * visit day (appointments_visit_day), `_lastUpdated` by the time of the change (appointments_updated),
 * a status by id (appointments_status_id, one status at a time), anything else by id.
 */
export type Walk = 'patient' | 'practitioner' | 'date' | 'lastUpdated' | 'status' | 'id';

export function walkOf(values: Search['values']): Walk {
  if (values.patient) return 'patient';
  if (values.practitioner) return 'practitioner';
  if (values.date) return 'date';
  if (values._lastUpdated) return 'lastUpdated';
  if (values.status) return 'status';
  return 'id';
}

/** The column a walk sorts by before the id, as text for the cursor (null for a walk by id). */
export function walkKey(walk: Walk): RawBuilder<string | null> {
  if (walk === 'practitioner' || walk === 'date') return sql<string>`to_char(${visitDay}, 'YYYY-MM-DD')`;
  if (walk === 'lastUpdated') {
    return sql<string>`to_char(a.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  }
  return sql<null>`NULL::text`;
}

/** The walk's sort, before the id: what the index holds. */
export function walkSort(walk: Walk): RawBuilder<unknown> | undefined {
  if (walk === 'practitioner' || walk === 'date') return visitDay;
  if (walk === 'lastUpdated') return sql`a.updated_at`;
  return undefined;
}

/** A page's cursor: the last row's key and id (`<key>_<id>`), or its id alone for a walk by id. */
export const cursorOf = (row: { id: string; key?: string | null }) =>
  row.key ? `${row.key}_${row.id}` : row.id;

const KEY = {
  day: /^\d{4}-\d{2}-\d{2}$/,
  instant: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
};

/**
 * Where the page after `cursor` starts, as a condition on `a`: a row comparison the index takes as
 * its start, so a deep page costs what the first does. A cursor of another walk is a 400.
 */
export function afterCursor(walk: Walk, cursor: string): RawBuilder<boolean> {
  const sort = walkSort(walk);
  if (!sort) return sql<boolean>`a.id > ${referenceId('_cursor', cursor, 'Appointment')}::uuid`;
  const cut = cursor.lastIndexOf('_');
  const key = cursor.slice(0, Math.max(cut, 0));
  const id = referenceId('_cursor', cursor.slice(cut + 1), 'Appointment');
  const day = walk !== 'lastUpdated';
  // a key the database would refuse to cast is the caller's mistake, not the server's
  if (
    !(day ? KEY.day : KEY.instant).test(key) ||
    !isRealDate(key.slice(0, 10)) ||
    Number.isNaN(Date.parse(key))
  ) {
    throw badValue('_cursor', cursor);
  }
  const typed = day ? sql`${key}::date` : sql`${key}::timestamptz`;
  return sql<boolean>`(${sort}, a.id) > (${typed}, ${id}::uuid)`;
}
