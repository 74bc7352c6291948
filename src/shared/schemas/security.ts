import { z } from 'zod';
import { securityMessages as m } from '../validationMessages';

/** Two-factor sign-in and signed-in sessions; one source for the browser and the server. */
export const MFA_CODE_TEXT = m.mfaCode;
export const MFA_CODE_PROMPT_TEXT = m.mfaPrompt;
export const MFA_SETUP_FIRST_TEXT = m.mfaSetupFirst;

const codeField = z
  .string({ error: m.mfaCode.id })
  .trim()
  .regex(/^\d{6}$/, { error: m.mfaCode.id });

const recoveryCodeField = z
  .string({ error: m.recoveryCode.id })
  .trim()
  .min(1, { error: m.recoveryCode.id })
  .max(40, { error: m.recoveryCode.id });

/** mfa/enable and mfa/disable. */
export const mfaCodeSchema = z.object({ code: codeField });

/** login-mfa: the mfaToken from login and either a code or a recovery code. */
export const loginMfaSchema = z
  .object({
    mfaToken: z
      .string({ error: m.signInExpired.id })
      .min(1, { error: m.signInExpired.id })
      .max(200, { error: m.signInExpired.id }),
    code: codeField.optional(),
    recoveryCode: recoveryCodeField.optional(),
  })
  .refine((input) => input.code !== undefined || input.recoveryCode !== undefined, {
    error: m.mfaCode.id,
    path: ['code'],
  });
export type LoginMfaInput = z.infer<typeof loginMfaSchema>;

export const sessionIdSchema = z.object({ sessionId: z.uuid({ error: m.chooseSession.id }) });
export const targetUserSchema = z.object({ userId: z.uuid({ error: m.chooseUser.id }) });

export type { MfaSetup, MfaStatus, MfaEnabled, SessionItem } from '../answers/security';
