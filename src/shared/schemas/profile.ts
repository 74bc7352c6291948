import { z } from 'zod';

/** update-mail-preferences (issue 13): e-mail about appointments on or off; one-time codes always go. */
export const mailPreferencesSchema = z.object({
  appointmentMail: z.boolean({ error: 'Please choose whether to receive appointment e-mails' }),
});

export type MailPreferencesInput = z.infer<typeof mailPreferencesSchema>;

export const MAIL_PREFERENCES_SAVED = 'E-mail preferences saved';
