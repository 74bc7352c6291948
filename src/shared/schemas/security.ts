import { z } from 'zod';

/** Issue 24: two-factor sign-in and signed-in sessions; one source for the browser and the server. */
export const MFA_CODE_MESSAGE = 'Please enter the 6-digit code from your authenticator app';
export const MFA_CODE_PROMPT = 'Enter the code from your authenticator app';
export const MFA_SETUP_FIRST = 'Set up two-factor sign-in to continue';

const codeField = z
  .string({ error: MFA_CODE_MESSAGE })
  .trim()
  .regex(/^\d{6}$/, { error: MFA_CODE_MESSAGE });

const recoveryCodeField = z
  .string({ error: 'Please enter a recovery code' })
  .trim()
  .min(1, { error: 'Please enter a recovery code' })
  .max(40, { error: 'Please enter a recovery code' });

/** mfa/enable and mfa/disable. */
export const mfaCodeSchema = z.object({ code: codeField });
export type MfaCodeInput = z.infer<typeof mfaCodeSchema>;

/** login-mfa: the mfaToken from login and either a code or a recovery code. */
export const loginMfaSchema = z
  .object({
    mfaToken: z
      .string({ error: 'Your sign-in has expired. Please sign in again.' })
      .min(1, { error: 'Your sign-in has expired. Please sign in again.' })
      .max(200, { error: 'Your sign-in has expired. Please sign in again.' }),
    code: codeField.optional(),
    recoveryCode: recoveryCodeField.optional(),
  })
  .refine((input) => input.code !== undefined || input.recoveryCode !== undefined, {
    error: MFA_CODE_MESSAGE,
    path: ['code'],
  });
export type LoginMfaInput = z.infer<typeof loginMfaSchema>;

export const sessionIdSchema = z.object({ sessionId: z.uuid({ error: 'Please choose a session' }) });
export const targetUserSchema = z.object({ userId: z.uuid({ error: 'Please choose a user' }) });

export interface MfaSetup {
  secret: string;
  otpauthUrl: string;
}
export interface MfaStatus {
  enabled: boolean;
  /** The account's role must use a second factor (MFA_REQUIRED_ROLES). */
  required: boolean;
}
export interface MfaEnabled {
  recoveryCodes: string[];
  /** A full token, when the call came with one limited to setting up the second factor. */
  token?: string;
}
export interface SessionItem {
  _id: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string;
  browser: string;
  current: boolean;
}
