import type { FastifyInstance } from 'fastify';
import { targetUserSchema } from '../../shared/schemas/security';
import { notFound, parseInput } from '../plugins/errors';
import type { RouteContext } from '../context';
import { findUserById } from './users';
import { revokeAllSessions } from './sessions';
import { mfaServiceFor } from './sign-in';

/** /api/admin: an administrator resets a user's second factor or signs them out everywhere (both audited). */
export function adminSecurityRoutes(ctx: RouteContext) {
  return async (app: FastifyInstance) => {
    const mfa = await mfaServiceFor(ctx);
    const targetOf = async (body: unknown) => {
      const { userId } = parseInput(targetUserSchema, body);
      const user = await findUserById(ctx.db, userId);
      if (!user) throw notFound('User not found');
      return user;
    };

    app.post('/reset-mfa', { preHandler: ctx.guard('admin') }, async (request) => {
      const user = await targetOf(request.body);
      await mfa.reset(user.id);
      return { success: true, message: `Two-factor sign-in reset for ${user.name}` };
    });

    app.post('/sign-out-user', { preHandler: ctx.guard('admin') }, async (request) => {
      const user = await targetOf(request.body);
      await revokeAllSessions(ctx.db, user.id);
      return { success: true, message: `${user.name} has been signed out everywhere` };
    });
  };
}
