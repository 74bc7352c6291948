import { z } from 'zod';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../clinicTime';
import { MSG } from '../messages';
import { toIsoDate } from './appointments';
import { emailField, phoneField, requiredText } from './fields';

/**
 * Patients apart from logins (issue 21): family members an account holder manages, and records the
 * front desk registers for callers and walk-ins. A login account is itself a patient record.
 */
export const MAX_DEPENDANTS = 10;

export const DEPENDANT_RELATIONSHIPS = [
  'Child',
  'Spouse',
  'Parent',
  'Sibling',
  'Grandparent',
  'Other',
] as const;
export type DependantRelationship = (typeof DEPENDANT_RELATIONSHIPS)[number];

export const PATIENT_MESSAGES = {
  dependantAdded: 'Family member added',
  dependantUpdated: 'Family member updated',
  dependantRemoved: 'Family member removed',
  dependantNotFound: 'Family member not found',
  tooManyDependants: `An account can have at most ${MAX_DEPENDANTS} family members`,
  dependantHasVisit:
    'This family member has a pending or approved appointment. Cancel it before removing them.',
  patientRegistered: 'Patient registered',
  duplicatePatient: 'A patient with this name and phone number already exists',
  emailInUse: MSG.emailTaken,
  patientNotFound: 'Patient not found',
  notYourPatient: 'You can only book for yourself or your own family members',
} as const;

const DOB_INVALID = 'Please enter the date of birth as YYYY-MM-DD';
const DOB_FUTURE = 'Date of birth cannot be in the future';

/** YYYY-MM-DD, a real date, not after today at the clinic nor before 1900. */
export const dateOfBirthField = () =>
  z
    .string({ error: DOB_INVALID })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DOB_INVALID })
    .refine((text) => toIsoDate(text) === text && text >= '1900-01-01', { error: DOB_INVALID })
    .refine((text) => text <= clinicToday(DEFAULT_CLINIC_TIMEZONE), { error: DOB_FUTURE });

/** An optional text field: absent, null or blank all mean "not given". */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const optionalPhone = () =>
  z.preprocess(blankToUndefined, phoneField('Please enter a valid phone number').optional());

const relationshipField = () =>
  z.enum(DEPENDANT_RELATIONSHIPS, {
    error: `Please choose the relationship: ${DEPENDANT_RELATIONSHIPS.join(', ')}`,
  });

/** add-dependant: name, date of birth, relationship; phone optional. */
export const dependantSchema = z.object({
  name: requiredText('Please enter the family member’s name', 120),
  dateOfBirth: dateOfBirthField(),
  relationship: relationshipField(),
  phone: optionalPhone(),
});
export type DependantInput = z.infer<typeof dependantSchema>;

const dependantIdField = z.uuid({ error: 'Please select a family member' });

/** update-dependant: the dependant's id and the same fields as add-dependant. */
export const updateDependantSchema = dependantSchema.extend({ dependantId: dependantIdField });
export type UpdateDependantInput = z.infer<typeof updateDependantSchema>;

export const removeDependantSchema = z.object({ dependantId: dependantIdField });
export type RemoveDependantInput = z.infer<typeof removeDependantSchema>;

/** register-patient (front desk): name and phone required; e-mail and date of birth optional. */
export const registerPatientSchema = z.object({
  name: requiredText('Please enter the patient’s name', 120),
  phone: phoneField('Please enter the patient’s phone number'),
  email: z.preprocess(
    blankToUndefined,
    emailField('Please enter a valid email', 'Please enter a valid email').optional(),
  ),
  dateOfBirth: z.preprocess(blankToUndefined, dateOfBirthField().optional()),
});
export type RegisterPatientInput = z.infer<typeof registerPatientSchema>;

/** Book-appointment's optional patientId: the patient the visit is for (absent: the caller). */
export const patientIdField = z.uuid({ error: 'Please choose who the visit is for' });

/** GET /api/desk/patient: one patient record for the desk. */
export const deskPatientQuery = z.object({ patientId: z.uuid({ error: 'Please choose a patient' }) });

/** Digits of a phone number, so '0803 123 4567' and '08031234567' compare equal. */
export const phoneDigits = (text: string) => text.replace(/\D/g, '');
