import { z } from 'zod';
import { privacyMessages as m, zodMessage } from '../validationMessages';
import { listQuerySchema } from './listQuery';

/** Rows of one kind in a person's data copy, each as the clinic keeps it (instants ISO 8601, dates YYYY-MM-DD). */

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

/** The caller's consent events, newest first, a page at a time. */
export const consentEventsQuery = listQuerySchema<'at'>({ sorts: ['at'], filters: [] });
/** The published versions of the notice, newest first, a page at a time. */
export const privacyNoticesQuery = listQuerySchema<'version'>({ sorts: ['version'], filters: [] });

/** The words both sides show for the refusals above. */
export { PRIVACY_TEXT } from '../privacyText';
