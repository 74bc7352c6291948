import { z } from 'zod';

import { id, instant } from './envelope';

export const mfaSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });

export type MfaSetup = z.output<typeof mfaSetupSchema>;

export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  /** The account's role must use a second factor (MFA_REQUIRED_ROLES). */
  required: z.boolean(),
});

export type MfaStatus = z.output<typeof mfaStatusSchema>;

export const mfaEnabledSchema = z.object({
  recoveryCodes: z.array(z.string()),
  /** A full token, when the call came with one limited to setting up the second factor. */
  token: z.string().optional(),
});

export type MfaEnabled = z.output<typeof mfaEnabledSchema>;

export const sessionItemSchema = z.object({
  _id: id,
  createdAt: instant,
  lastSeenAt: instant,
  ip: z.string(),
  browser: z.string(),
  current: z.boolean(),
});

export type SessionItem = z.output<typeof sessionItemSchema>;
