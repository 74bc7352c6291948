import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import { PATIENT_TEXT, type RegisterPatientInput } from '../../shared/schemas/patients';
import { HttpError, conflict } from '../plugins/errors';
import {
  noticeAcceptedAtRegistration,
  normalizeEmail,
  recordConsents,
  registrationConsents,
} from '../accounts';
import { storedDigitForms } from '../phones/phone-numbers';

const UNIQUE_VIOLATION = '23505';

/**
 * register-patient: a patient record without a passcode. The same name (any case) and
 * number as an existing record is refused with that record's id, so the desk books it instead;
 * an e-mail already on an account is refused. Both are checked under a lock on the name and number,
 * so two desks registering the same caller at once make one record. The phone is E.164 (desk/routes.ts);
 * a record stored before numbers were converted holds its national form's digits.
 */
export async function registerPatient(
  db: Db,
  staff: UserRow,
  input: RegisterPatientInput,
  where: { country: string; at: Date },
): Promise<UserRow> {
  const { country, at } = where;
  // the E.164 digits first; never empty for a number withMobilePhone let through
  const [digits = input.phone, ...older] = storedDigitForms(input.phone, country);
  const email = input.email ? normalizeEmail(input.email) : null;
  return db
    .transaction()
    .execute(async (tx) => {
      const key = `patient:${input.name.toLowerCase()}:${digits}`;
      await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(tx);
      const same = await tx
        .selectFrom('users')
        .select('id')
        .where(sql<boolean>`lower(name) = lower(${input.name})`)
        .where('phone_digits', 'in', [digits, ...older])
        .where('is_admin', '=', false)
        .where('is_staff', '=', false)
        .where('is_doctor', '=', false)
        .where('reg_doctor', '=', false)
        .orderBy('created_at')
        .limit(1)
        .executeTakeFirst();
      if (same) throw new HttpError(409, PATIENT_TEXT.duplicatePatient, { data: { _id: same.id } });
      // with a privacy notice in force, the desk records that the patient accepted the version in force
      const accepted = await noticeAcceptedAtRegistration(tx, input.privacyVersion);
      if (email) {
        const taken = await tx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
        if (taken) throw conflict(PATIENT_TEXT.emailInUse);
      }
      const patient = await tx
        .insertInto('users')
        .values({
          name: input.name,
          phone: input.phone,
          email,
          password_hash: null,
          date_of_birth: input.dateOfBirth ?? null,
          language: input.language ?? null,
          registered_by: staff.id,
          ...(accepted === null ? {} : { privacy_version: accepted, privacy_accepted_at: at }),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const how = { method: 'desk' as const, recordedBy: staff.id, noticeAccepted: accepted !== null, at };
      await recordConsents(tx, registrationConsents(patient.id, how));
      return patient;
    })
    .catch((error: unknown) => {
      // a simultaneous sign-up took the address between the check and the insert
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw conflict(PATIENT_TEXT.emailInUse);
      throw error;
    });
}
