import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { defineMessages } from '@formatjs/intl';
import type { RouteContext } from '../context';
import { HttpError } from '../plugins/errors';
import { accessTokens } from './access-tokens';
import { activeClient, type ApiClientIdentity } from './clients';
import { scopesAllow } from './scopes';
import { splitScopes } from '../../shared/smartScopes';

declare module 'fastify' {
  interface FastifyRequest {
    /** The system calling the FHIR API with a SMART access token. */
    apiClient?: ApiClientIdentity;
  }
}

const messages = defineMessages({
  tokenRequired: {
    id: 'apiClients.guard.tokenRequired',
    defaultMessage: 'A bearer access token from /oauth2/token is required.',
  },
  tokenInvalid: {
    id: 'apiClients.guard.tokenInvalid',
    defaultMessage: 'The access token is invalid or has expired.',
  },
  clientRevoked: {
    id: 'apiClients.guard.clientRevoked',
    defaultMessage: 'This API client has been revoked or does not exist.',
  },
  scopeMissing: {
    id: 'apiClients.guard.scopeMissing',
    defaultMessage: 'The access token does not grant the scope {scope}.',
  },
});

function refuse(reply: FastifyReply, error: 'invalid_token' | 'insufficient_scope', text: HttpError) {
  reply.header('WWW-Authenticate', `Bearer realm="fhir", error="${error}"`);
  return text;
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
};

/**
 * The FHIR routes' guard: `smartScope(ctx)('system/Appointment.rs')` admits a SMART access token of a
 * client still registered whose scopes cover that one, and sets request.apiClient. It throws a 401
 * (no token, a bad or expired one, a revoked client) or a 403 (a scope not granted).
 */
export function smartScope(ctx: Pick<RouteContext, 'db'>): (scope: string) => preHandlerAsyncHookHandler {
  return (scope) =>
    async function smartGuard(request, reply) {
      const token = bearer(request);
      if (!token) throw refuse(reply, 'invalid_token', new HttpError(401, messages.tokenRequired));
      const claims = (await accessTokens(ctx.db)).verify(token);
      if (!claims) throw refuse(reply, 'invalid_token', new HttpError(401, messages.tokenInvalid));
      const client = await activeClient(ctx.db, claims.sub);
      if (!client) throw refuse(reply, 'invalid_token', new HttpError(401, messages.clientRevoked));
      const scopes = splitScopes(claims.scope);
      // known before the scope check, so a refused call is still recorded against its client
      request.apiClient = { id: client.id, name: client.name, scopes };
      if (!scopesAllow(scopes, scope)) {
        throw refuse(
          reply,
          'insufficient_scope',
          new HttpError(403, { ...messages.scopeMissing, values: { scope } }),
        );
      }
    };
}
