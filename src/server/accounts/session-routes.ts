import type { FastifyInstance } from 'fastify';
import { sessionIdSchema } from '../../shared/schemas/security';
import { notFound, parseInput } from '../plugins/errors';
import { me } from '../plugins/auth';
import type { RouteContext } from '../context';
import { listSessions, revokeAllSessions, revokeSession } from './sessions';

/** /api/user: the caller's signed-in sessions. */
export function sessionRoutes(ctx: RouteContext) {
  return async (app: FastifyInstance) => {
    app.get('/sessions', { preHandler: ctx.guard() }, async (request) => ({
      success: true,
      data: await listSessions(ctx.db, me(request).id, request.currentSessionId),
    }));

    app.post('/revoke-session', { preHandler: ctx.guard() }, async (request) => {
      const { sessionId } = parseInput(sessionIdSchema, request.body);
      if (!(await revokeSession(ctx.db, me(request).id, sessionId))) throw notFound('Session not found');
      return { success: true, message: 'Session signed out' };
    });

    // Logout: this token's session ends on the server too, so a copied token is worth nothing after it
    app.post('/logout', { preHandler: ctx.guard() }, async (request) => {
      const sessionId = request.currentSessionId;
      if (sessionId) await revokeSession(ctx.db, me(request).id, sessionId);
      return { success: true, message: 'You have been logged out' };
    });

    app.post('/revoke-all-sessions', { preHandler: ctx.guard() }, async (request) => {
      await revokeAllSessions(ctx.db, me(request).id);
      return { success: true, message: 'Signed out everywhere' };
    });
  };
}
