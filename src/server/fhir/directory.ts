import { sql, type Kysely } from 'kysely';
import type { Database, DoctorRow } from '../db/schema';

type Reader = Kysely<Database>;

/** A doctor with the ids of their location and service in the catalogues (matched by name). */
export type DirectoryDoctor = DoctorRow & { location_id: string | null; service_id: string | null };

/** Approved doctors (the ones a system may book), by id, from after `cursor`. */
export function approvedDoctors(db: Reader, cursor?: string) {
  let query = db
    .selectFrom('doctors as d')
    .selectAll('d')
    .select([
      sql<
        string | null
      >`(SELECT l.id FROM locations l WHERE lower(l.location) = lower(d.location) LIMIT 1)`.as('location_id'),
      sql<string | null>`(SELECT s.id FROM services s WHERE lower(s.service) = lower(d.service) LIMIT 1)`.as(
        'service_id',
      ),
    ])
    .where('d.status', '=', 'approved')
    .orderBy('d.id');
  if (cursor) query = query.where('d.id', '>', cursor);
  return query;
}

const present = <T extends { value?: string }>(points: T[]) => points.filter((p) => p.value);
const doctorName = (d: DoctorRow) => `Dr. ${d.first_name} ${d.last_name}`;
const practitionerRef = (d: DoctorRow) => ({ reference: `Practitioner/${d.id}`, display: doctorName(d) });
const locationRefs = (d: DirectoryDoctor) =>
  d.location_id ? [{ reference: `Location/${d.location_id}`, display: d.location }] : [];

export function toPractitioner(d: DoctorRow): fhir4.Practitioner {
  return {
    resourceType: 'Practitioner',
    id: d.id,
    meta: { lastUpdated: d.updated_at.toISOString() },
    active: true,
    name: [{ text: doctorName(d), family: d.last_name, given: [d.first_name], prefix: ['Dr.'] }],
    telecom: present([
      { system: 'phone' as const, value: d.phone_number, use: 'work' as const },
      { system: 'email' as const, value: d.email, use: 'work' as const },
    ]),
    ...(d.gender ? { gender: d.gender } : {}),
  };
}

export function toPractitionerRole(d: DirectoryDoctor): fhir4.PractitionerRole {
  return {
    resourceType: 'PractitionerRole',
    id: d.id,
    meta: { lastUpdated: d.updated_at.toISOString() },
    active: true,
    practitioner: practitionerRef(d),
    location: locationRefs(d),
    ...(d.service_id
      ? { healthcareService: [{ reference: `HealthcareService/${d.service_id}`, display: d.service }] }
      : {}),
    specialty: [{ text: d.specialization }],
    availableTime: [
      { availableStartTime: `${d.appointment_start}:00`, availableEndTime: `${d.appointment_end}:00` },
    ],
    availabilityExceptions: `Clinic days: ${d.clinic_days.join(', ')}`,
  };
}

/** One Schedule per doctor: their clinic days, at their location. */
export function toSchedule(d: DirectoryDoctor): fhir4.Schedule {
  return {
    resourceType: 'Schedule',
    id: d.id,
    meta: { lastUpdated: d.updated_at.toISOString() },
    active: true,
    serviceType: [{ text: d.service }],
    specialty: [{ text: d.specialization }],
    actor: [practitionerRef(d), ...locationRefs(d)],
    comment: `${d.clinic_days.join(', ')}, ${d.appointment_start}–${d.appointment_end}`,
  };
}

export function toLocation(row: { id: string; location: string }): fhir4.Location {
  return {
    resourceType: 'Location',
    id: row.id,
    status: 'active',
    mode: 'instance',
    name: row.location,
    address: { text: row.location },
  };
}

export function toHealthcareService(row: { id: string; service: string }): fhir4.HealthcareService {
  return { resourceType: 'HealthcareService', id: row.id, active: true, name: row.service };
}

/** Locations or services of the catalogue, by id, from after `cursor`. */
export function catalogueRows(db: Reader, table: 'locations' | 'services', cursor?: string) {
  const column = table === 'locations' ? 'location' : 'service';
  let query = db
    .selectFrom(table)
    .select(['id', sql.ref<string>(column).as('name')])
    .orderBy('id');
  if (cursor) query = query.where('id', '>', cursor);
  return query;
}
