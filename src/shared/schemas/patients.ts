import { z } from 'zod';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../clinicTime';
import { defineMessages } from '@formatjs/intl';
import { MSG_TEXT, plainMessages, type SharedMessage } from '../messages';
import { fieldsMessages as f, patientsMessages as m, zodMessage } from '../validationMessages';
import { toIsoDate } from './appointments';
import { emailField, languageField, phoneField, requiredText } from './fields';
import { noticeVersionField } from './privacy';

/**
 * Patients apart from logins: family members an account holder manages, and records the
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

export type Relationship = (typeof DEPENDANT_RELATIONSHIPS)[number];

/** Each relationship as a screen says it; the stored value stays the English word. */
export const RELATIONSHIP_TEXT: Record<Relationship, SharedMessage> = plainMessages(
  defineMessages({
    Child: { id: 'shared.relationships.child', defaultMessage: 'Child' },
    Spouse: { id: 'shared.relationships.spouse', defaultMessage: 'Spouse' },
    Parent: { id: 'shared.relationships.parent', defaultMessage: 'Parent' },
    Sibling: { id: 'shared.relationships.sibling', defaultMessage: 'Sibling' },
    Grandparent: { id: 'shared.relationships.grandparent', defaultMessage: 'Grandparent' },
    Other: { id: 'shared.relationships.other', defaultMessage: 'Other' },
  }),
);

/** The replies about patients, as Texts to say in the caller's language. */
export const PATIENT_TEXT = {
  dependantAdded: m.dependantAdded,
  dependantUpdated: m.dependantUpdated,
  dependantRemoved: m.dependantRemoved,
  dependantNotFound: m.dependantNotFound,
  tooManyDependants: { ...m.tooManyDependants, values: { max: MAX_DEPENDANTS } },
  dependantHasVisit: m.dependantHasVisit,
  patientRegistered: m.patientRegistered,
  duplicatePatient: m.duplicatePatient,
  emailInUse: MSG_TEXT.emailTaken,
  patientNotFound: m.patientNotFound,
  notYourPatient: m.notYourPatient,
  phoneCorrected: m.phoneCorrected,
} as const;

/** The same replies in English (tests, and code that compares the English itself). */
export const PATIENT_MESSAGES = {
  dependantAdded: m.dependantAdded.defaultMessage,
  dependantUpdated: m.dependantUpdated.defaultMessage,
  dependantRemoved: m.dependantRemoved.defaultMessage,
  dependantNotFound: m.dependantNotFound.defaultMessage,
  tooManyDependants: `An account can have at most ${MAX_DEPENDANTS} family members`,
  dependantHasVisit: m.dependantHasVisit.defaultMessage,
  patientRegistered: m.patientRegistered.defaultMessage,
  duplicatePatient: m.duplicatePatient.defaultMessage,
  emailInUse: MSG_TEXT.emailTaken.defaultMessage,
  patientNotFound: m.patientNotFound.defaultMessage,
  notYourPatient: m.notYourPatient.defaultMessage,
  phoneCorrected: m.phoneCorrected.defaultMessage,
} as const;

const DOB_INVALID = m.dobInvalid.id;
const DOB_FUTURE = m.dobFuture.id;

/** YYYY-MM-DD, a real date, not after today at the clinic nor before 1900. */
export const dateOfBirthField = () =>
  z
    .string({ error: DOB_INVALID })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DOB_INVALID })
    .refine((text) => toIsoDate(text) === text && text >= '1900-01-01', { error: DOB_INVALID })
    .refine((text) => text <= clinicToday(DEFAULT_CLINIC_TIMEZONE), { error: DOB_FUTURE })
    .meta({ description: 'A date of birth, YYYY-MM-DD', examples: ['1990-05-17'] });

/** An optional text field: absent, null or blank all mean "not given". */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const optionalPhone = () => z.preprocess(blankToUndefined, phoneField(f.invalidPhone.id).optional());

const relationshipField = () =>
  z.enum(DEPENDANT_RELATIONSHIPS, {
    error: zodMessage(m.relationship, { relationships: DEPENDANT_RELATIONSHIPS.join(', ') }),
  });

/** add-dependant: name, date of birth, relationship; phone optional. */
export const dependantSchema = z.object({
  name: requiredText(m.dependantName.id, 120),
  dateOfBirth: dateOfBirthField(),
  relationship: relationshipField(),
  phone: optionalPhone(),
});
export type DependantInput = z.infer<typeof dependantSchema>;

const dependantIdField = z.uuid({ error: m.selectDependant.id });

/** update-dependant: the dependant's id and the same fields as add-dependant. */
export const updateDependantSchema = dependantSchema.extend({ dependantId: dependantIdField });
export type UpdateDependantInput = z.infer<typeof updateDependantSchema>;

export const removeDependantSchema = z.object({ dependantId: dependantIdField });

/** register-patient (front desk): name and phone required; e-mail and date of birth optional. */
export const registerPatientSchema = z.object({
  name: requiredText(m.patientName.id, 120),
  phone: phoneField(m.patientPhone.id),
  email: z.preprocess(blankToUndefined, emailField(m.validEmail.id, m.validEmail.id).optional()),
  dateOfBirth: z.preprocess(blankToUndefined, dateOfBirthField().optional()),
  // the patient's language, for their mail; none: English
  language: languageField().optional(),
  /** the privacy notice version the patient read and accepted at the desk; required while one is in force */
  privacyVersion: noticeVersionField().optional(),
});
export type RegisterPatientInput = z.infer<typeof registerPatientSchema>;

/** update-patient-phone: the desk corrects a patient's number, say one that cannot take texts. */
export const correctPatientPhoneSchema = z.object({
  userId: z.uuid({ error: m.choosePatient.id }),
  phone: phoneField(m.patientPhone.id),
});
export type CorrectPatientPhoneInput = z.infer<typeof correctPatientPhoneSchema>;

/** GET /api/desk/patient: one patient record for the desk. */
export const deskPatientQuery = z.object({ patientId: z.uuid({ error: m.choosePatient.id }) });
