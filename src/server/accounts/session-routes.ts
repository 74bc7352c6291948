import type { FastifyInstance } from 'fastify';
import { sessionIdSchema } from '../../shared/schemas/security';
import { sessionItemSchema } from '../../shared/answers/security';
import { z } from 'zod';
import { dataAnswer, doneAnswer } from '../../shared/answers/envelope';
import type { ContractTypeProvider } from '../plugins/contract';
import { notFound } from '../plugins/errors';
import { me } from '../plugins/auth';
import type { RouteContext } from '../context';
import { listSessions, revokeAllSessions, revokeSession } from './sessions';
import { ACCOUNT_TEXT } from './account-messages';

/** /api/user: the caller's signed-in sessions. */
export function sessionRoutes(ctx: RouteContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    const own = { preValidation: ctx.guard() };
    const done = { response: { 200: doneAnswer } };
    app.get(
      '/sessions',
      { ...own, schema: { response: { 200: dataAnswer(z.array(sessionItemSchema)) } } },
      async (request) => ({
        success: true,
        data: await listSessions(ctx.db, me(request).id, request.currentSessionId),
      }),
    );

    app.post('/revoke-session', { ...own, schema: { body: sessionIdSchema, ...done } }, async (request) => {
      const { sessionId } = request.body;
      if (!(await revokeSession(ctx.db, me(request).id, sessionId)))
        throw notFound(ACCOUNT_TEXT.sessionNotFound);
      return { success: true, message: ACCOUNT_TEXT.sessionSignedOut };
    });

    // Logout: this token's session ends on the server too, so a copied token is worth nothing after it
    app.post('/logout', { ...own, schema: done }, async (request) => {
      const sessionId = request.currentSessionId;
      if (sessionId) await revokeSession(ctx.db, me(request).id, sessionId);
      return { success: true, message: ACCOUNT_TEXT.loggedOut };
    });

    app.post('/revoke-all-sessions', { ...own, schema: done }, async (request) => {
      await revokeAllSessions(ctx.db, me(request).id);
      return { success: true, message: ACCOUNT_TEXT.signedOutEverywhere };
    });
  };
}
