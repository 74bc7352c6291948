import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest, conflict } from '../plugins/errors';
import { withValues, type Text } from '../i18n';
import { REFERENCE_TEXT } from './reference-messages';

type Value = string | number;

/** One reference list: a table of unique values. The five lists share this one shape. */
export interface ReferenceList {
  table: 'clinic_days' | 'services' | 'locations' | 'specialities' | 'slot_options';
  column: 'name' | 'service' | 'location' | 'speciality' | 'total_slots';
  /** The item's key in JSON: { _id, [key]: value }. */
  key: 'name' | 'service' | 'location' | 'speciality' | 'totalSlots';
  /** How the code names one entry (messages name it by `table`: 'Clinic day "Monday" already exists'). */
  label: string;
  created: (value: Value) => Text;
}

const list = (
  table: ReferenceList['table'],
  column: ReferenceList['column'],
  key: ReferenceList['key'],
  label: string,
): ReferenceList => ({
  table,
  column,
  key,
  label,
  created: (value) => withValues(REFERENCE_TEXT.added, { list: table, value }),
});

export const CLINIC_DAYS: ReferenceList = {
  ...list('clinic_days', 'name', 'name', 'Clinic day'),
  // the product's wording, word for word
  created: (value) => withValues(REFERENCE_TEXT.clinicDayCreated, { value }),
};
export const SERVICES = list('services', 'service', 'service', 'Service');
export const LOCATIONS = list('locations', 'location', 'location', 'Location');
export const SPECIALITIES = list('specialities', 'speciality', 'speciality', 'Speciality');
export const SLOT_OPTIONS = list('slot_options', 'total_slots', 'totalSlots', 'Slot option');

export type ReferenceItem = { _id: string } & Partial<Record<ReferenceList['key'], Value>>;

type Db = Kysely<Database>;
interface Row {
  id: string;
  value: Value;
}

const toItem = (l: ReferenceList, row: Row): ReferenceItem => ({ _id: row.id, [l.key]: row.value });

/** Every entry, in the list's natural order (alphabetical; slots by number). */
export async function listItems(db: Db, l: ReferenceList): Promise<ReferenceItem[]> {
  const { rows } = await sql<Row>`
    SELECT id, ${sql.ref(l.column)} AS value FROM ${sql.table(l.table)} ORDER BY ${sql.ref(l.column)}
  `.execute(db);
  return rows.map((row) => toItem(l, row));
}

/** Adds an entry; an existing one (compared case-insensitively) is a 409. */
export async function addItem(db: Db, l: ReferenceList, value: Value): Promise<ReferenceItem> {
  // the unique index (lower(name) for texts) decides, so two admins adding the same name at once get one row
  const { rows } = await sql<Row>`
    INSERT INTO ${sql.table(l.table)} (${sql.ref(l.column)}) VALUES (${value})
    ON CONFLICT DO NOTHING RETURNING id, ${sql.ref(l.column)} AS value
  `.execute(db);
  if (rows.length === 0) throw conflict(withValues(REFERENCE_TEXT.exists, { list: l.table, value }));
  return toItem(l, rows[0]);
}

/**
 * The stored spelling of each given value, in order, without repeats ('monday' becomes 'Monday').
 * A value the list does not hold is a 400 naming it.
 */
export async function resolveValues<V extends Value>(db: Db, l: ReferenceList, values: V[]): Promise<V[]> {
  const wanted = [...new Set(values.map((v) => String(v).toLowerCase()))];
  if (wanted.length === 0) return [];
  const { rows } = await sql<Row>`
    SELECT id, ${sql.ref(l.column)} AS value FROM ${sql.table(l.table)}
    WHERE lower(${sql.ref(l.column)}::text) IN (${sql.join(wanted)})
  `.execute(db);
  const stored = new Map(rows.map((r) => [String(r.value).toLowerCase(), r.value as V]));
  const unknown = values.find((v) => !stored.has(String(v).toLowerCase()));
  if (unknown !== undefined)
    throw badRequest(withValues(REFERENCE_TEXT.unknown, { list: l.table, value: unknown }));
  return wanted.map((w) => stored.get(w) as V);
}
