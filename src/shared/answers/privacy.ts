import { z } from 'zod';
import { id, instant } from './envelope';
import { CONSENT_METHODS, CONSENT_SUBJECTS } from '../schemas/privacy';

const rowsOf = (what: string) => z.array(z.looseObject({})).meta({ description: what });

/**
 * GET /api/user/my-data and GET /api/desk/patient-data: a copy of everything the clinic keeps about
 * a person (docs/integration.md), answered as a file, not in the envelope.
 */
export const personalDataCopySchema = z.object({
  generatedAt: instant,
  account: z
    .looseObject({})
    .meta({ description: 'The account: name, e-mail, phone, language, date of birth' }),
  choices: z.object({ appointmentMail: z.boolean(), appointmentTexts: z.boolean(), reviewName: z.boolean() }),
  privacyNotice: z
    .object({ acceptedVersion: z.number().int().nullable(), acceptedAt: instant.nullable() })
    .meta({ description: 'The privacy notice version last accepted, and when' }),
  consentEvents: rowsOf('Every consent given or withdrawn: which, when, under which notice version, how'),
  familyMembers: rowsOf('The family members the account holder manages'),
  visits: rowsOf('Every visit, with its clinic days (arrival, call, finish, queue number)'),
  reviews: rowsOf('Reviews written'),
  waitlist: rowsOf('Places on waitlists'),
  notifications: rowsOf('Notifications, worded in the person’s language'),
  mails: rowsOf('Mails sent about the account or its visits'),
  texts: rowsOf('Texts sent about the account or its visits'),
  accountActivity: rowsOf('What the person did with the account (the audit log’s rows), sign-ins included'),
  sessions: rowsOf('Where the person is signed in'),
  recordAccess: rowsOf('Who opened the record of the person or a family member: who, their role, when, what'),
  fhirBundle: z.looseObject({ resourceType: z.literal('Bundle'), type: z.literal('collection') }).meta({
    description:
      'The same record as a FHIR R4 collection Bundle of Patient, Appointment and Consent resources',
  }),
});

/** A published version of the privacy notice, with the text of each language written. */
export const privacyNoticeSchema = z
  .object({
    version: z.number().int().positive(),
    texts: z.object({
      en: z.string(),
      fr: z.string().optional(),
      ha: z.string().optional(),
      yo: z.string().optional(),
      ig: z.string().optional(),
      ar: z.string().optional(),
    }),
    publishedAt: instant,
  })
  .meta({ id: 'PrivacyNotice' });

export type PrivacyNotice = z.output<typeof privacyNoticeSchema>;

/** The caller's standing with the privacy notice, in their user (getUser_id); nulls where none. */
export const privacyStateSchema = z.object({
  /** the version in force; null until an administrator publishes one */
  currentVersion: z.number().int().nullable(),
  acceptedVersion: z.number().int().nullable(),
  acceptedAt: instant.nullable(),
});

/** A consent given or withdrawn, as the person's profile lists it. */
export const consentEventSchema = z.object({
  _id: id,
  consent: z.enum(CONSENT_SUBJECTS),
  given: z.boolean(),
  /** the notice in force when it was recorded; null before any was published */
  noticeVersion: z.number().int().nullable(),
  method: z.enum(CONSENT_METHODS),
  at: instant,
});

export type ConsentEvent = z.output<typeof consentEventSchema>;
