import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { patientRecords } from '../desk';

type Reader = Kysely<Database>;

/** Account holders and their family members (every patient record), by id, from after `cursor`. */
export function patientRows(db: Reader, cursor?: string) {
  let query = patientRecords(db, 'u')
    .select(['u.id', 'u.name', 'u.email', 'u.phone', 'u.holder_id', 'u.relationship', 'u.created_at'])
    .select(sql<string | null>`to_char(u.date_of_birth, 'YYYY-MM-DD')`.as('birth_date'))
    .orderBy('u.id');
  if (cursor) query = query.where('u.id', '>', cursor);
  return query;
}

type PatientRow = Awaited<ReturnType<ReturnType<typeof patientRows>['execute']>>[number];

export function toPatient(row: PatientRow): fhir4.Patient {
  const telecom = [
    ...(row.phone ? [{ system: 'phone' as const, value: row.phone }] : []),
    ...(row.email ? [{ system: 'email' as const, value: row.email }] : []),
  ];
  return {
    resourceType: 'Patient',
    id: row.id,
    active: true,
    name: [{ text: row.name }],
    ...(telecom.length ? { telecom } : {}),
    ...(row.birth_date ? { birthDate: row.birth_date } : {}),
    // a family member: the account holder who manages their visits
    ...(row.holder_id
      ? {
          link: [{ other: { reference: `Patient/${row.holder_id}` }, type: 'seealso' as const }],
        }
      : {}),
  };
}
