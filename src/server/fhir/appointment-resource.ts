import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { AppointmentStatus, Database } from '../db/schema';
import { clinicInstant, DEFAULT_CLINIC_TIMEZONE } from '../../shared/clinicTime';
import { visitDateOf } from '../appointments';
import { fhirAppointmentStatus, visitStateOf, type VisitState } from './appointment-status';

type Reader = Kysely<Database>;
const ymd = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** A visit lasts 30 minutes on the calendar, as in calendar exports. */
const VISIT_MINUTES = 30;
/** Where the clinic's zone is kept (insights/zone.ts records it at each start). */
const ZONE_KEY = 'insights_time_zone';

/** One appointment with what its FHIR resource names: patient, doctor, and its visit on the clinic day. */
export interface AppointmentResourceRow {
  id: string;
  user_id: string;
  doctor_id: string;
  status: AppointmentStatus;
  date: string;
  time: string;
  schedule_date: string | null;
  follow_up_date: string | null;
  cancel_reason: string | null;
  comment: string | null;
  created_at: Date;
  updated_at: Date;
  patient_name: string;
  doctor_name: string;
  service: string;
  specialization: string;
  /** Where the visit stands on its clinic date (migration 016), once it has arrived. */
  visit_state: VisitState | null;
  /** The arrival window told at approval ('HH:mm', migration 028), null before */
  arrive_from: string | null;
  arrive_by: string | null;
}

/** The appointments (as `a`, filtered by the caller) with the columns of their FHIR resource. */
export function appointmentResourceRows(db: Reader) {
  return db
    .selectFrom('appointments as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
    .select([
      'a.id',
      'a.user_id',
      'a.doctor_id',
      'a.status',
      'a.time',
      'a.arrive_from',
      'a.arrive_by',
      'a.cancel_reason',
      'a.comment',
      'a.created_at',
      'a.updated_at',
      'u.name as patient_name',
      'd.service',
      'd.specialization',
    ])
    .select([
      ymd('a.date').as('date'),
      sql<string | null>`to_char(a.schedule_date, 'YYYY-MM-DD')`.as('schedule_date'),
      sql<string | null>`to_char(a.follow_up_date, 'YYYY-MM-DD')`.as('follow_up_date'),
      sql<string>`d.first_name || ' ' || d.last_name`.as('doctor_name'),
      visitStateOf.as('visit_state'),
    ]);
}

/** The clinic's time zone as this database's instances last recorded it. */
async function clinicZoneOf(db: Reader): Promise<string> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', ZONE_KEY)
    .executeTakeFirst();
  return row?.value ?? DEFAULT_CLINIC_TIMEZONE;
}

/** The Slot a visit fills: one per doctor and clinic date. */
export const slotIdOf = (doctorId: string, date: string) => `${doctorId}.${date}`;

/** The arrival window of a visit still due, where it was told one. */
function windowOf(row: AppointmentResourceRow): { from: string; by: string } | null {
  const due = row.status === 'approved' || row.status === 'follow-up';
  return due && row.arrive_from && row.arrive_by ? { from: row.arrive_from, by: row.arrive_by } : null;
}

/** An appointment as an R4 Appointment; `timeZone` places its date and time on the clinic's clock. */
export function toFhirAppointment(row: AppointmentResourceRow, timeZone: string): fhir4.Appointment {
  const visitDate = visitDateOf(row);
  // a visit told a window is expected within it; before that, at its booked time
  const window = windowOf(row);
  const start = clinicInstant(visitDate, window?.from ?? row.time, timeZone);
  const end = window
    ? clinicInstant(visitDate, window.by, timeZone)
    : new Date(start.getTime() + VISIT_MINUTES * 60_000);
  const status = fhirAppointmentStatus(row.status, row.visit_state);
  const reason =
    row.status === 'cancelled'
      ? row.cancel_reason
      : row.status === 'rejected'
        ? (row.comment ?? 'rejected')
        : null;
  return {
    resourceType: 'Appointment',
    id: row.id,
    meta: { lastUpdated: row.updated_at.toISOString() },
    status,
    ...(status === 'cancelled' ? { cancelationReason: { text: reason ?? row.status } } : {}),
    serviceType: [{ text: row.service }],
    specialty: [{ text: row.specialization }],
    start: start.toISOString(),
    end: end.toISOString(),
    minutesDuration: Math.round((end.getTime() - start.getTime()) / 60_000),
    slot: [{ reference: `Slot/${slotIdOf(row.doctor_id, visitDate)}` }],
    created: row.created_at.toISOString(),
    ...(row.comment && row.status !== 'rejected' ? { comment: row.comment } : {}),
    participant: [
      {
        actor: { reference: `Patient/${row.user_id}`, display: row.patient_name },
        required: 'required',
        status: 'accepted',
      },
      {
        actor: { reference: `Practitioner/${row.doctor_id}`, display: row.doctor_name },
        required: 'required',
        status: row.status === 'pending' ? 'needs-action' : 'accepted',
      },
    ],
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** The appointment as a FHIR R4 Appointment (webhooks send it); undefined when there is none. */
export async function fhirAppointmentOf(
  db: Db,
  appointmentId: string,
): Promise<fhir4.Appointment | undefined> {
  if (!isUuid(appointmentId)) return undefined;
  const [row, zone] = await Promise.all([
    appointmentResourceRows(db).where('a.id', '=', appointmentId).executeTakeFirst(),
    clinicZoneOf(db),
  ]);
  return row && toFhirAppointment(row, zone);
}
