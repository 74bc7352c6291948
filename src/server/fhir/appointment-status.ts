import { sql } from 'kysely';
import type { AppointmentStatus, ClinicVisitsTable } from '../db/schema';

export type VisitState = ClinicVisitsTable['state'];

export const FHIR_STATUSES = [
  'pending',
  'booked',
  'checked-in',
  'arrived',
  'fulfilled',
  'cancelled',
  'noshow',
] as const;
export type FhirStatus = (typeof FHIR_STATUSES)[number];

/** The app's statuses of a visit still due: its FHIR status is where it stands on its clinic day. */
export const DUE: readonly AppointmentStatus[] = ['approved', 'follow-up'];

/** The app's statuses that name their FHIR status alone, whatever the clinic day says. */
export const BY_APP_STATUS: Partial<Record<AppointmentStatus, FhirStatus>> = {
  pending: 'pending',
  completed: 'fulfilled',
  cancelled: 'cancelled',
  rejected: 'cancelled',
  'no-show': 'noshow',
};

/** A due visit's FHIR status by its row on its clinic date; without a row it is booked. */
export const BY_VISIT_STATE: Record<VisitState, FhirStatus> = {
  arrived: 'checked-in',
  'in-consultation': 'arrived',
  seen: 'fulfilled',
  'no-show': 'noshow',
};

/** The FHIR status of a visit: its appointment's status, refined by the clinic day's check-in. */
export function fhirAppointmentStatus(status: AppointmentStatus, visit: VisitState | null): FhirStatus {
  return BY_APP_STATUS[status] ?? (visit ? BY_VISIT_STATE[visit] : undefined) ?? 'booked';
}

/**
 * The date a visit is on (visit-time.ts's visitDateOf in SQL, over `a`), written as the background
 * indexes appointments_visit_day and appointments_doctor_visit_day are, so they answer it.
 */
export const visitDay = sql<string>`(CASE WHEN a.status = 'follow-up' AND a.follow_up_date IS NOT NULL THEN a.follow_up_date ELSE coalesce(a.schedule_date, a.date) END)`;

/** The state of `a`'s visit on its own clinic date (primary key: appointment_id, clinic_date); null before check-in. */
export const visitStateOf = sql<VisitState | null>`(SELECT v.state FROM clinic_visits v
  WHERE v.appointment_id = a.id AND v.clinic_date = ${visitDay})`;

/** `WHEN 'from' THEN 'to'` for each pair of the map. */
const whens = (map: Partial<Record<string, string>>) =>
  sql.join(
    Object.entries(map).map(([from, to]) => sql`WHEN ${sql.lit(from)} THEN ${sql.lit(to)}`),
    sql` `,
  );

/** fhirAppointmentStatus in SQL, over `a`: what a status search filters on in the database. */
export const fhirStatusOf = sql<FhirStatus>`(CASE a.status ${whens(BY_APP_STATUS)}
  ELSE coalesce((CASE ${visitStateOf} ${whens(BY_VISIT_STATE)} END), 'booked') END)`;

/** The app's statuses whose visits may show as any of the FHIR statuses. */
export function appStatusesFor(wanted: readonly FhirStatus[]): AppointmentStatus[] {
  const direct = Object.entries(BY_APP_STATUS)
    .filter(([, fhir]) => wanted.includes(fhir))
    .map(([app]) => app as AppointmentStatus);
  const viaVisit = wanted.some((s) => s === 'booked' || Object.values(BY_VISIT_STATE).includes(s));
  return [...direct, ...(viaVisit ? DUE : [])];
}

/** The visit states whose due visits show as one of the FHIR statuses. */
export const visitStatesFor = (wanted: readonly FhirStatus[]): VisitState[] =>
  (Object.entries(BY_VISIT_STATE) as Array<[VisitState, FhirStatus]>)
    .filter(([, fhir]) => wanted.includes(fhir))
    .map(([state]) => state);
