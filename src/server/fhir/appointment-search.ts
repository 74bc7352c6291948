import { sql, type Kysely } from 'kysely';
import type { AppointmentStatus, Database } from '../db/schema';
import { appointmentResourceRows, fhirAppointmentStatus, toFhirAppointment } from './appointment-resource';
import { codes, dateRange, instantBounds, referenceId, type Search, type SearchSpec } from './search-params';

type Reader = Kysely<Database>;

export const APPOINTMENT_SEARCH: SearchSpec = {
  date: 2,
  patient: 1,
  practitioner: 1,
  status: 1,
  _lastUpdated: 2,
};

/** The date a visit is on (visit-time.ts's visitDateOf in SQL), written as the background index appointments_visit_day is. */
const visitDay = sql<string>`(CASE WHEN a.status = 'follow-up' AND a.follow_up_date IS NOT NULL THEN a.follow_up_date ELSE coalesce(a.schedule_date, a.date) END)`;

const FHIR_STATUSES = [
  'pending',
  'booked',
  'checked-in',
  'arrived',
  'fulfilled',
  'cancelled',
  'noshow',
] as const;
type FhirStatus = (typeof FHIR_STATUSES)[number];
const DUE: AppointmentStatus[] = ['approved', 'follow-up'];
/** The app's statuses whose visits may show as each FHIR status. */
const APP_STATUSES: Record<FhirStatus, AppointmentStatus[]> = {
  pending: ['pending'],
  booked: DUE,
  'checked-in': DUE,
  arrived: DUE,
  fulfilled: ['completed', ...DUE],
  cancelled: ['cancelled', 'rejected'],
  noshow: ['no-show', ...DUE],
};

/**
 * One page of Appointment search, in id order from the cursor: `count + 1` rows are read to know
 * whether a next page follows. A status search reads the candidates' app statuses and keeps those
 * whose FHIR status matches (a page may then hold fewer than `count`).
 */
export async function searchAppointments(db: Reader, search: Search, timeZone: string) {
  const { query, wanted } = appointmentSearchQuery(db, search, timeZone);
  const rows = await query.execute();
  const next = rows.length > search.count ? rows[search.count - 1].id : undefined;
  const page = rows
    .slice(0, search.count)
    .filter((r) => !wanted || wanted.includes(fhirAppointmentStatus(r.status, r.visit_state) as FhirStatus));
  return { resources: page.map((r) => toFhirAppointment(r, timeZone)), next };
}

/** The search's statement (the bench EXPLAINs it) and the FHIR statuses asked for. */
export function appointmentSearchQuery(db: Reader, search: Search, timeZone: string) {
  const v = search.values;
  let query = appointmentResourceRows(db)
    .orderBy('a.id')
    .limit(search.count + 1);
  if (search.cursor) query = query.where('a.id', '>', referenceId('_cursor', search.cursor, 'Appointment'));
  if (v.date) {
    const { from, to } = dateRange('date', v.date, timeZone);
    if (from) query = query.where(sql<boolean>`${visitDay} >= ${from}::date`);
    if (to) query = query.where(sql<boolean>`${visitDay} <= ${to}::date`);
  }
  if (v.patient) query = query.where('a.user_id', '=', referenceId('patient', v.patient[0], 'Patient'));
  if (v.practitioner) {
    query = query.where('a.doctor_id', '=', referenceId('practitioner', v.practitioner[0], 'Practitioner'));
  }
  for (const { op, at } of v._lastUpdated ? instantBounds('_lastUpdated', v._lastUpdated) : []) {
    query = query.where('a.updated_at', op, at);
  }
  const wanted = v.status ? codes('status', v.status, FHIR_STATUSES) : undefined;
  if (wanted) query = query.where('a.status', 'in', [...new Set(wanted.flatMap((s) => APP_STATUSES[s]))]);
  return { query, wanted };
}
