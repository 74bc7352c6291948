import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { patientRows, toPatient } from './patients';
import { appointmentResourceRows, toFhirAppointment } from './appointment-resource';

/**
 * A person's record as another system reads it: their Patient resources (an account holder and
 * the family members they manage) and every Appointment of theirs, in one FHIR R4 collection Bundle.
 * Each entry is named by its resource's id (`urn:uuid:`), as a Bundle outside a server is.
 */
export async function patientRecordBundle(
  db: Kysely<Database>,
  { patientIds, timeZone }: { patientIds: readonly string[]; timeZone: string },
): Promise<fhir4.Bundle> {
  if (patientIds.length === 0) return { resourceType: 'Bundle', type: 'collection', entry: [] };
  const [patients, appointments] = await Promise.all([
    patientRows(db).where('u.id', 'in', patientIds).execute(),
    appointmentResourceRows(db).where('a.user_id', 'in', patientIds).orderBy('a.created_at').execute(),
  ]);
  const resources: (fhir4.Patient | fhir4.Appointment)[] = [
    ...patients.map(toPatient),
    ...appointments.map((row) => toFhirAppointment(row, timeZone)),
  ];
  return withEntries(
    { resourceType: 'Bundle', type: 'collection', timestamp: new Date().toISOString() },
    resources,
  );
}

/** The bundle with `resources` added after its entries, each named by its resource's id. */
export function withEntries(bundle: fhir4.Bundle, resources: readonly fhir4.FhirResource[]): fhir4.Bundle {
  const added = resources.map((resource) => ({ fullUrl: `urn:uuid:${resource.id}`, resource }));
  return { ...bundle, entry: [...(bundle.entry ?? []), ...added] };
}
