import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages';
import { profileMessages as m, zodMessage } from '../validationMessages';

/** update-mail-preferences (issue 13): e-mail about appointments on or off; one-time codes always go. */
export const mailPreferencesSchema = z.object({
  appointmentMail: z.boolean({ error: m.appointmentMail.id }),
});

export type MailPreferencesInput = z.infer<typeof mailPreferencesSchema>;

export const MAIL_PREFERENCES_SAVED_TEXT = m.mailPreferencesSaved;
/** The same in English. */
export const MAIL_PREFERENCES_SAVED = m.mailPreferencesSaved.defaultMessage;

/** update-language (issue 29): one of the languages ClinicBook speaks. */
export const languageSchema = z.object({
  language: z.enum(LANGUAGE_CODES, {
    error: zodMessage(m.languageOneOf, { languages: LANGUAGE_CODES.join(', ') }),
  }),
});

export const LANGUAGE_SAVED_TEXT = m.languageSaved;
/** The same in English. */
export const LANGUAGE_SAVED = m.languageSaved.defaultMessage;
