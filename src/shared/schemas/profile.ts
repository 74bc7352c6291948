import { z } from 'zod';
import { profileMessages as m } from '../validationMessages';
import { languageField, phoneField } from './fields';

/** update-mail-preferences: e-mail about appointments on or off; one-time codes always go. */
export const mailPreferencesSchema = z.object({
  appointmentMail: z.boolean({ error: m.appointmentMail.id }),
});

export type MailPreferencesInput = z.infer<typeof mailPreferencesSchema>;

export const MAIL_PREFERENCES_SAVED_TEXT = m.mailPreferencesSaved;

/** update-text-preferences: texts about appointments on or off; STOP and START by text do the same. */
export const textPreferencesSchema = z.object({
  appointmentTexts: z.boolean({ error: m.appointmentTexts.id }),
});

export type TextPreferencesInput = z.infer<typeof textPreferencesSchema>;

export const TEXT_PREFERENCES_SAVED_TEXT = m.textPreferencesSaved;

/** update-language: one of the languages ClinicBook speaks. */
export const languageSchema = z.object({ language: languageField() });

export const LANGUAGE_SAVED_TEXT = m.languageSaved;

/** update-phone: the caller's own mobile number; the server stores it in E.164. */
export const phoneChangeSchema = z.object({ phone: phoneField(m.phone.id) });

export type PhoneChangeInput = z.infer<typeof phoneChangeSchema>;

export const PHONE_SAVED_TEXT = m.phoneSaved;
