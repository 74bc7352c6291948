import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import type { RouteContext } from '../context';
import { sharedSecret } from '../db/settings';
import { hasRole } from '../plugins/auth';
import { MFA_CODE_PROMPT_TEXT, MFA_SETUP_FIRST_TEXT } from '../../shared/schemas/security';
import { SecretBox } from './mfa-crypto';
import { MfaService } from './mfa';
import { openChallenge } from './mfa-challenges';
import { openSession } from './sessions';
import { ACCOUNT_TEXT } from './account-messages';
import { z } from 'zod';
import { dataAnswer } from '../../shared/answers/envelope';

/** A session's token, or the second factor's challenge (docs/integration.md, Signing in). */
export const signInAnswer = z.union([
  dataAnswer(z.string().meta({ description: 'The bearer token (a JWT), valid 24 hours' })).extend({
    mfaSetupRequired: z.literal(true).optional(),
  }),
  z.object({
    success: z.literal(false),
    message: z.string(),
    mfaRequired: z.literal(true),
    mfaToken: z.string(),
  }),
]);

/** The account's role must use a second factor (MFA_REQUIRED_ROLES). */
export const mfaRequiredFor = (ctx: RouteContext, user: UserRow) =>
  ctx.config.mfaRequiredRoles.some((role) => hasRole(user, role));

/** The second-factor rules with this deployment's keys; the key is MFA_ENCRYPTION_KEY or one kept in the database. */
export async function mfaServiceFor(ctx: RouteContext): Promise<MfaService> {
  const key = ctx.config.mfaEncryptionKey ?? (await sharedSecret(ctx.db, 'mfa_encryption_key'));
  const pepper = await sharedSecret(ctx.db, 'mfa_recovery_pepper');
  return new MfaService(ctx.db, { box: new SecretBox(key), pepper, issuer: ctx.config.clinicName }, ctx.now);
}

/** A signed-in session and its token: what a successful login answers. */
export async function sessionAnswer(ctx: RouteContext, user: UserRow, request: FastifyRequest) {
  const sid = await openSession(ctx.db, user.id, request);
  request.auditSignIn = { user };
  return { success: true, message: ACCOUNT_TEXT.loggedIn, data: ctx.tokens.sign(user, { sid }) };
}

/**
 * After a right passcode: with a second factor on, a challenge instead of a session; with one
 * required but missing, a token good only for setting it up; otherwise the session.
 */
export async function answerPasscodeSignIn(ctx: RouteContext, user: UserRow, request: FastifyRequest) {
  const mfa = await ctx.db
    .selectFrom('user_mfa')
    .select('enabled_at')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (mfa?.enabled_at) {
    const mfaToken = await openChallenge(ctx.db, user.id);
    request.auditSignIn = { user, action: 'sign-in code required' };
    return { success: false, mfaRequired: true, mfaToken, message: MFA_CODE_PROMPT_TEXT };
  }
  if (mfaRequiredFor(ctx, user)) {
    const sid = await openSession(ctx.db, user.id, request);
    const data = ctx.tokens.sign(user, { sid, scope: 'mfa-setup' });
    request.auditSignIn = { user };
    return { success: true, message: MFA_SETUP_FIRST_TEXT, data, mfaSetupRequired: true };
  }
  return sessionAnswer(ctx, user, request);
}
