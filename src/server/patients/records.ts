import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import { hasRole } from '../plugins/auth';
import { PATIENT_TEXT } from '../../shared/schemas/patients';
import { badRequest, conflict, forbidden, notFound } from '../plugins/errors';
import { PATIENT_SERVER_TEXT } from './patient-messages';

type Reader = Kysely<Database>;

/**
 * Patient records: a login account is one; a dependant (holder_id set) and a desk
 * registration are others, rows of users without a passcode. Clinic personnel and doctors are not.
 */
const isPatientRecord = (row: UserRow) => !row.is_admin && !row.is_staff && !row.is_doctor && !row.reg_doctor;

export const findRecord = (db: Reader, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const isClinic = (viewer: UserRow) => hasRole(viewer, 'staff') || hasRole(viewer, 'admin');

/**
 * Whom a booking is for (book-appointment, check-availability, join-waitlist with `patientId`): a
 * patient may name themself or one of their own dependants (anyone else: 403, as if the record did
 * not exist); staff and admin name any patient record, and must name one.
 */
export async function patientForBooking(
  db: Reader,
  viewer: UserRow,
  patientId: string | undefined,
): Promise<UserRow> {
  const clinic = isClinic(viewer);
  if (!patientId || patientId.toLowerCase() === viewer.id) {
    if (clinic) throw badRequest(PATIENT_SERVER_TEXT.chooseWho);
    return viewer;
  }
  const record = await findRecord(db, patientId);
  if (!clinic) {
    if (!record || record.holder_id !== viewer.id) throw forbidden(PATIENT_TEXT.notYourPatient);
    return record;
  }
  if (!record || !isPatientRecord(record)) throw notFound(PATIENT_TEXT.patientNotFound);
  if (record.is_blocked) throw conflict(PATIENT_SERVER_TEXT.blocked);
  return record;
}
