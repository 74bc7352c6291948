import { z } from 'zod';
import { MSG } from '../messages';
import { isStrongPassword, PASSWORD_MAX_LENGTH } from '../password';

/** A required text: trimmed, non-empty, bounded. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

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
    .max(PASSWORD_MAX_LENGTH, { error: MSG.passwordRule })
    .refine(isStrongPassword, { error: MSG.passwordRule });

export const otpField = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .regex(/^\d{6}$/, { error: invalid });

export const phoneField = (required: string) =>
  requiredText(required, 32).regex(/^\+?[0-9 ()-]{7,32}$/, { error: 'Please enter a valid phone number' });
