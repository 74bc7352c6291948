import type { FastifyInstance } from 'fastify';
import { sessionIdSchema } from '../../shared/schemas/security';
import { notFound, parseInput } from '../plugins/errors';
import { me } from '../plugins/auth';
import type { RouteContext } from '../context';
import { listSessions, revokeAllSessions, revokeSession } from './sessions';
import { ACCOUNT_TEXT } from './account-messages';

/** /api/user: the caller's signed-in sessions. */
export function sessionRoutes(ctx: RouteContext) {
  return async (app: FastifyInstance) => {
    app.get('/sessions', { preHandler: ctx.guard() }, async (request) => ({
      success: true,
      data: await listSessions(ctx.db, me(request).id, request.currentSessionId),
    }));

    app.post('/revoke-session', { preHandler: ctx.guard() }, async (request) => {
      const { sessionId } = parseInput(sessionIdSchema, request.body);
      if (!(await revokeSession(ctx.db, me(request).id, sessionId)))
        throw notFound(ACCOUNT_TEXT.sessionNotFound);
      return { success: true, message: ACCOUNT_TEXT.sessionSignedOut };
    });

    // Logout: this token's session ends on the server too, so a copied token is worth nothing after it
    app.post('/logout', { preHandler: ctx.guard() }, async (request) => {
      const sessionId = request.currentSessionId;
      if (sessionId) await revokeSession(ctx.db, me(request).id, sessionId);
      return { success: true, message: ACCOUNT_TEXT.loggedOut };
    });

    app.post('/revoke-all-sessions', { preHandler: ctx.guard() }, async (request) => {
      await revokeAllSessions(ctx.db, me(request).id);
      return { success: true, message: ACCOUNT_TEXT.signedOutEverywhere };
    });
  };
}
