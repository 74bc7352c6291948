import { z } from 'zod';
import { id, instant } from './envelope';
import { privacyMessages as m, zodMessage } from '../validationMessages';
import { listQuerySchema } from './listQuery';

/** Rows of one kind in a person's data copy, each as the clinic keeps it (instants ISO 8601, dates YYYY-MM-DD). */
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
    description: 'The same record as a FHIR R4 collection Bundle of Patient and Appointment resources',
  }),
});

/** The consents a person gives and may withdraw on their profile, apart from the notice itself. */
export const CONSENTS = ['appointmentTexts', 'appointmentMail', 'reviewName'] as const;
export type Consent = (typeof CONSENTS)[number];
/** What a consent event is about: the privacy notice, or one of the consents. */
export const CONSENT_SUBJECTS = ['privacyNotice', ...CONSENTS] as const;
/** How a consent was given or withdrawn: on the person's own screens, at the desk, or by text (STOP, START). */
export const CONSENT_METHODS = ['web', 'desk', 'text'] as const;

/** A version number past any a clinic will publish: a guard against nonsense, not a limit. */
const NOTICE_VERSION_MAX = 1_000_000;

/** The longest text of a privacy notice in one language. */
export const PRIVACY_NOTICE_MAX = 20_000;

const noticeText = () =>
  z
    .string({ error: zodMessage(m.noticeTooLong, { max: PRIVACY_NOTICE_MAX }) })
    .trim()
    .max(PRIVACY_NOTICE_MAX, { error: zodMessage(m.noticeTooLong, { max: PRIVACY_NOTICE_MAX }) });

/** A notice's text in a language other than English: optional (English is shown instead); blank is none. */
const otherText = () =>
  z.preprocess(
    (text) => (typeof text === 'string' && !text.trim() ? undefined : text),
    noticeText().optional(),
  );

/** A notice's text by language: English is required, each other language optional. */
export const noticeTextsSchema = z.object({
  en: noticeText().min(1, { error: zodMessage(m.noticeEnglish, { max: PRIVACY_NOTICE_MAX }) }),
  fr: otherText(),
  ha: otherText(),
  yo: otherText(),
  ig: otherText(),
  ar: otherText(),
});
export type NoticeTexts = z.output<typeof noticeTextsSchema>;

/** POST /api/admin/publish-privacy-notice: the next version's text in each language written. */
export const publishNoticeSchema = z.object({ texts: noticeTextsSchema });
export type PublishNoticeInput = z.infer<typeof publishNoticeSchema>;

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

/** The notice version a registration or an acceptance names: the one the person read. */
export const noticeVersionField = () =>
  z
    .number({ error: m.version.id })
    .int({ error: m.version.id })
    .positive({ error: m.version.id })
    .max(NOTICE_VERSION_MAX, { error: m.version.id });

/** POST /api/user/accept-privacy: the version read and accepted, which must be the current one. */
export const acceptPrivacySchema = z.object({ version: noticeVersionField() });

/** POST /api/user/update-consent: one consent given or withdrawn. */
export const updateConsentSchema = z.object({
  consent: z.enum(CONSENTS, { error: zodMessage(m.consentOneOf, { consents: CONSENTS.join(', ') }) }),
  given: z.boolean({ error: m.given.id }),
});
export type UpdateConsentInput = z.infer<typeof updateConsentSchema>;

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

/** The caller's consent events, newest first, a page at a time. */
export const consentEventsQuery = listQuerySchema<'at'>({ sorts: ['at'], filters: [] });
/** The published versions of the notice, newest first, a page at a time. */
export const privacyNoticesQuery = listQuerySchema<'version'>({ sorts: ['version'], filters: [] });

/** The words both sides show for the refusals above. */
export const PRIVACY_TEXT = {
  acceptNotice: m.acceptNotice,
};
