import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';
import { z } from 'zod';
import type { ContractTypeProvider } from '../plugins/contract';
import { dataAnswer, doneAnswer, id, pageAnswer } from '../../shared/answers/envelope';
import { me } from '../plugins/auth';
import { withValues } from '../i18n';
import { SUPPORTED_SCOPES } from '../../shared/smartScopes';
import { apiClientSchema } from '../../shared/answers/apiClients';
import {
  apiClientsQuery,
  createApiClient,
  createApiClientSchema,
  listApiClients,
  revokeApiClient,
  revokeApiClientSchema,
} from './api-clients';
import { ASSERTION_ALGORITHMS, OAuthError, TokenEndpoint } from './token-endpoint';
import { SMART_TEXT } from './smart-messages';

const TOKEN_PATH = '/oauth2/token';

/** /api/admin: registering, listing and revoking the systems that call the FHIR API. */
export function apiClientRoutes(ctx: RouteContext) {
  const admin = ctx.guard('admin');
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ContractTypeProvider>();
    app.post(
      '/create-api-client',
      {
        preValidation: admin,
        schema: { body: createApiClientSchema, response: { 200: dataAnswer(z.object({ clientId: id })) } },
      },
      async (request) => {
        const created = await createApiClient(ctx.db, request.body, me(request).id);
        request.auditTarget = created.clientId;
        return {
          success: true,
          message: withValues(SMART_TEXT.registered, { name: created.name }),
          data: { clientId: created.clientId },
        };
      },
    );

    app.get(
      '/api-clients',
      {
        preValidation: admin,
        schema: { querystring: apiClientsQuery, response: { 200: pageAnswer(apiClientSchema) } },
      },
      async (request) => ({ success: true, ...(await listApiClients(ctx.db, request.query)) }),
    );

    app.post(
      '/revoke-api-client',
      { preValidation: admin, schema: { body: revokeApiClientSchema, response: { 200: doneAnswer } } },
      async (request) => {
        const revoked = await revokeApiClient(ctx.db, request.body.clientId);
        request.auditTarget = revoked.clientId;
        return { success: true, message: withValues(SMART_TEXT.revoked, { name: revoked.name }) };
      },
    );
  };
}

/** The SMART configuration document (SMART App Launch 2.x, Backend Services). */
function smartConfiguration(appUrl: string) {
  return {
    issuer: appUrl,
    token_endpoint: `${appUrl}${TOKEN_PATH}`,
    grant_types_supported: ['client_credentials'],
    token_endpoint_auth_methods_supported: ['private_key_jwt'],
    token_endpoint_auth_signing_alg_values_supported: ASSERTION_ALGORITHMS,
    scopes_supported: [...SUPPORTED_SCOPES],
    capabilities: ['client-confidential-asymmetric'],
  };
}

/**
 * The token endpoint (form-encoded, RFC 6749 answers) and the discovery document, at the root and
 * under /fhir/R4. Its own parser and error handler are scoped to this plugin.
 */
export function smartRoutes(ctx: RouteContext) {
  return async (app: FastifyInstance) => {
    const endpoint = new TokenEndpoint(ctx.db, `${ctx.config.appUrl}${TOKEN_PATH}`);
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      if (error instanceof OAuthError) {
        if (error.statusCode === 401) reply.header('WWW-Authenticate', 'Bearer');
        return reply
          .status(error.statusCode)
          .header('Cache-Control', 'no-store')
          .send({ error: error.error, error_description: error.description });
      }
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'token endpoint failed');
      return reply.status(status).send({
        error: 'invalid_request',
        error_description: status === 500 ? 'The token could not be issued.' : error.message,
      });
    });

    app.post(TOKEN_PATH, async (request, reply) => {
      if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '')) {
        throw new OAuthError('invalid_request', 'The request must be application/x-www-form-urlencoded.');
      }
      const answer = await endpoint.exchange((request.body ?? {}) as Record<string, unknown>);
      return reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache').send(answer);
    });

    const configuration = smartConfiguration(ctx.config.appUrl);
    for (const path of ['/.well-known/smart-configuration', '/fhir/R4/.well-known/smart-configuration']) {
      app.get(path, async (_request, reply) =>
        reply.header('Cache-Control', 'public, max-age=3600').send(configuration),
      );
    }
  };
}
