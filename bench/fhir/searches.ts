import { sql } from 'kysely';
import type { Db } from '../../src/server/db/connect';
import { addDays } from '../../src/shared/clinicDays';
import { today } from '../setup';

type Query = Record<string, string | string[]>;

/** Each search other systems make, by the resource it asks for and a name. */
export const SEARCHES = [
  ['Practitioner', 'Practitioner, a page from a doctor on'],
  ['PractitionerRole', 'PractitionerRole of a doctor'],
  ['Schedule', 'Schedule of a doctor'],
  ['Location', 'Location, every one'],
  ['HealthcareService', 'HealthcareService, every one'],
  ['Patient', 'Patient, a page from a patient on'],
  ['Slot', "Slot for a doctor's month"],
  ['Slot', 'Slot for everyone on one day'],
  ['Appointment', 'Appointment for one day'],
  ['Appointment', 'Appointment for one day, its second page'],
  ['Appointment', 'Appointment for one patient'],
  ['Appointment', 'Appointment for one doctor'],
  ['Appointment', "Appointment for one doctor's week"],
  ['Appointment', 'Appointment _lastUpdated=gt a day ago'],
  ['Appointment', 'Appointment status=noshow'],
  ['Appointment', 'Appointment status=pending, a page from an id on'],
  ['Appointment', 'Appointment for a week, status=cancelled'],
] as const;
export type SearchName = (typeof SEARCHES)[number][1];

const ids = async (db: Db, statement: ReturnType<typeof sql<{ id: string }>>) =>
  (await statement.execute(db)).rows.map((r) => r.id);

/**
 * `n` different queries of each search, drawn from the data: days of the two years the visits span
 * (and the next weeks), patients who have visits, doctors, and ids to start pages from.
 */
export async function queriesOf(db: Db, n: number): Promise<Record<SearchName, Query[]>> {
  const days = (
    await sql<{ day: string }>`
      SELECT to_char(d, 'YYYY-MM-DD') AS day
      FROM generate_series(${today()}::date - 700, ${today()}::date + 20, '1 day') AS d
      ORDER BY random() LIMIT ${n}`.execute(db)
  ).rows.map((r) => r.day);
  const patients = await ids(
    db,
    sql<{
      id: string;
    }>`SELECT user_id AS id FROM appointments TABLESAMPLE SYSTEM (5) ORDER BY random() LIMIT ${n}`,
  );
  const doctors = await ids(db, sql<{ id: string }>`SELECT id FROM doctors ORDER BY random() LIMIT ${n}`);
  const users = await ids(db, sql<{ id: string }>`SELECT id FROM users ORDER BY random() LIMIT ${n}`);
  const visits = await ids(
    db,
    sql<{ id: string }>`SELECT id FROM appointments TABLESAMPLE SYSTEM (1) ORDER BY random() LIMIT ${n}`,
  );
  const month = today().slice(0, 8) + '01';
  const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
  const each = <T>(list: T[], make: (item: T, i: number) => Query) =>
    Array.from({ length: n }, (_, i) => make(list[i % list.length], i));
  const page = { _count: '100' };
  const week = (day: string) => [`ge${day}`, `lt${addDays(day, 7)}`];
  return {
    'Practitioner, a page from a doctor on': each(doctors, (id) => ({ ...page, _cursor: id })),
    'PractitionerRole of a doctor': each(doctors, (id) => ({ practitioner: `Practitioner/${id}` })),
    'Schedule of a doctor': each(doctors, (id) => ({ actor: `Practitioner/${id}` })),
    'Location, every one': each(days, () => page),
    'HealthcareService, every one': each(days, () => page),
    'Patient, a page from a patient on': each(users, (id) => ({ ...page, _cursor: id })),
    "Slot for a doctor's month": each(doctors, (id) => ({
      ...page,
      schedule: `Schedule/${id}`,
      start: [`ge${month}`, `lt${addDays(month, 31)}`],
    })),
    'Slot for everyone on one day': each(days, (_d, i) => ({
      ...page,
      start: addDays(today(), i % 28),
    })),
    'Appointment for one day': each(days, (day) => ({ ...page, date: day })),
    // the second page is asked for with the first page's next link (measured: see fhirRows)
    'Appointment for one day, its second page': each(days, (day) => ({ ...page, date: day })),
    'Appointment for one patient': each(patients, (id) => ({ ...page, patient: `Patient/${id}` })),
    'Appointment for one doctor': each(doctors, (id) => ({ ...page, practitioner: `Practitioner/${id}` })),
    "Appointment for one doctor's week": each(doctors, (id, i) => ({
      ...page,
      practitioner: `Practitioner/${id}`,
      date: week(days[i % days.length]),
    })),
    'Appointment _lastUpdated=gt a day ago': each(days, () => ({ ...page, _lastUpdated: `gt${dayAgo}` })),
    'Appointment status=noshow': each(days, () => ({ ...page, status: 'noshow' })),
    'Appointment status=pending, a page from an id on': each(visits, (id) => ({
      ...page,
      status: 'pending',
      _cursor: id,
    })),
    'Appointment for a week, status=cancelled': each(days, (day) => ({
      ...page,
      date: week(day),
      status: 'cancelled',
    })),
  };
}
