import type { FastifyInstance } from 'fastify';
import { targetUserSchema } from '../../shared/schemas/security';
import { notFound } from '../plugins/errors';
import type { ContractTypeProvider } from '../plugins/contract';
import { doneAnswer } from '../../shared/answers/envelope';
import type { RouteContext } from '../context';
import { findUserById } from './users';
import { revokeAllSessions } from './sessions';
import { mfaServiceFor } from './sign-in';
import { withValues } from '../i18n';
import { ACCOUNT_TEXT } from './account-messages';

/** /api/admin: an administrator resets a user's second factor or signs them out everywhere (both audited). */
export function adminSecurityRoutes(ctx: RouteContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    const mfa = await mfaServiceFor(ctx);
    const adminOnUser = {
      preValidation: ctx.guard('admin'),
      schema: { body: targetUserSchema, response: { 200: doneAnswer } },
    };
    const targetOf = async ({ userId }: { userId: string }) => {
      const user = await findUserById(ctx.db, userId);
      if (!user) throw notFound(ACCOUNT_TEXT.userNotFound);
      return user;
    };

    app.post('/reset-mfa', adminOnUser, async (request) => {
      const user = await targetOf(request.body);
      await mfa.reset(user.id);
      return { success: true, message: withValues(ACCOUNT_TEXT.mfaReset, { name: user.name }) };
    });

    app.post('/sign-out-user', adminOnUser, async (request) => {
      const user = await targetOf(request.body);
      await revokeAllSessions(ctx.db, user.id);
      return {
        success: true,
        message: withValues(ACCOUNT_TEXT.userSignedOutEverywhere, { name: user.name }),
      };
    });
  };
}
