import { z } from 'zod';
import { calendarDate, id, timeOfDay } from './answers/envelope';

/** Patients apart from logins, as the server sends them. */

/** A family member of the signed-in account: GET /api/user/dependants. */
export const dependantRowSchema = z.object({
  _id: id,
  name: z.string(),
  dateOfBirth: calendarDate,
  relationship: z.string(),
  phone: z.string().nullable(),
});
export type Dependant = z.output<typeof dependantRowSchema>;

/** A row of the desk's find-patients list. */
export const deskPatientRowSchema = z.object({
  _id: id,
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  /** null when not recorded */
  dateOfBirth: calendarDate.nullable(),
  /** the record can sign in (a login account), false for family members and desk registrations */
  hasAccount: z.boolean(),
  /**
   * For a family member: the account holder who manages them, and what the member is to them
   * (one of DEPENDANT_RELATIONSHIPS: 'Child' reads "child of {name}"); null for anyone else.
   */
  accountHolder: z.object({ _id: id, name: z.string(), relationship: z.string() }).nullable(),
  /**
   * The patient's next pending, approved or follow-up visit due today or later in the clinic's
   * time zone (a follow-up's on its follow-up date), or null.
   */
  nextVisit: z
    .object({ _id: id, date: calendarDate, time: timeOfDay, doctorName: z.string(), status: z.string() })
    .nullable(),
});
export type DeskPatientRow = z.output<typeof deskPatientRowSchema>;

/** A patient a doctor's search names: the name alone, which opens the record (GET /api/doctor/patient). */
export const patientNameRowSchema = z.object({ _id: id, name: z.string() });
export type PatientNameRow = z.output<typeof patientNameRowSchema>;

/** A patient whose stored number cannot receive texts: GET /api/desk/unusable-phones. */
export const unusablePhoneRowSchema = z.object({
  _id: id,
  name: z.string(),
  /** as it was typed: it could not be read as a mobile number */
  phone: z.string(),
  email: z.string().nullable(),
});
export type UnusablePhoneRow = z.output<typeof unusablePhoneRowSchema>;
