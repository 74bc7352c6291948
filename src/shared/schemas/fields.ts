import { z } from 'zod';
import { MSG_TEXT } from '../messages';
import { isStrongPassword, PASSWORD_MAX_LENGTH } from '../password';
import { LANGUAGE_CODES } from '../languages';
import { fieldsMessages as m, profileMessages, zodMessage } from '../validationMessages';

/*
 * Every `message` here is a zod message of ../validationMessages: a shared message's id, or
 * zodMessage(descriptor, values) when it has values. Plain text still works (it is shown as it is).
 */

/** A required text: trimmed, non-empty, bounded. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: zodMessage(m.tooLong, { max }) });

export const emailField = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(254, { error: invalid })
    .pipe(z.email({ error: invalid }));

export const passwordField = (required: string) =>
  z
    .string({ error: required })
    .min(1, { error: required })
    .max(PASSWORD_MAX_LENGTH, { error: MSG_TEXT.passwordRule.id })
    .refine(isStrongPassword, { error: MSG_TEXT.passwordRule.id });

export const otpField = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .regex(/^\d{6}$/, { error: invalid });

export const phoneField = (required: string) =>
  requiredText(required, 32).regex(/^\+?[0-9 ()-]{7,32}$/, { error: m.invalidPhone.id });

/** One of the languages ClinicBook speaks: an account's, or a patient's the desk registers. */
export const languageField = () =>
  z.enum(LANGUAGE_CODES, {
    error: zodMessage(profileMessages.languageOneOf, { languages: LANGUAGE_CODES.join(', ') }),
  });
