import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages';

/** update-mail-preferences (issue 13): e-mail about appointments on or off; one-time codes always go. */
export const mailPreferencesSchema = z.object({
  appointmentMail: z.boolean({ error: 'Please choose whether to receive appointment e-mails' }),
});

export type MailPreferencesInput = z.infer<typeof mailPreferencesSchema>;

export const MAIL_PREFERENCES_SAVED = 'E-mail preferences saved';

/** update-language (issue 29): one of the languages ClinicBook speaks. */
export const languageSchema = z.object({
  language: z.enum(LANGUAGE_CODES, {
    error: `Please choose one of the languages offered: ${LANGUAGE_CODES.join(', ')}`,
  }),
});

export const LANGUAGE_SAVED = 'Language saved';
