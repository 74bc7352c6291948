import { randomUUID } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { createUser, type TestServer } from '../server-app';

/** A system calling the FHIR API through SMART Backend Services, as a test drives it. */
export interface SmartClient {
  clientId: string;
  /** the public key set it was registered with */
  jwks: { keys: JWK[] };
  privateKey: CryptoKey;
  alg: 'RS384' | 'ES384';
  kid: string;
  /** A signed client assertion; `claims` and `header` override the correct ones. */
  assertion(claims?: Record<string, unknown>, header?: Record<string, unknown>): Promise<string>;
  /** POST /oauth2/token with a fresh assertion; the reply as it came. */
  requestToken(scope?: string, assertion?: string): Promise<LightMyRequestResponse>;
  /** An access token for `scope` (by default every scope the client was granted); throws when refused. */
  token(scope?: string): Promise<string>;
}

export const ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

/** Reads the token endpoint from /.well-known/smart-configuration (what a real client does). */
export async function tokenEndpointOf(server: TestServer): Promise<string> {
  const reply = await server.app.inject({ method: 'GET', url: '/.well-known/smart-configuration' });
  return (reply.json() as { token_endpoint: string }).token_endpoint;
}

let adminCount = 0;
async function adminAuth(server: TestServer) {
  adminCount += 1;
  const admin = await createUser(server, {
    email: `smart-admin-${adminCount}-${randomUUID().slice(0, 8)}@example.com`,
    flags: { is_admin: true },
  });
  return admin.auth;
}

/** A new key pair whose public half is a JWKS ready to register. */
export async function keyPair(alg: 'RS384' | 'ES384' = 'ES384') {
  const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' };
  return { privateKey, kid, jwks: { keys: [jwk] } };
}

/**
 * Registers a client through POST /api/admin/create-api-client (as `auth`, else a new admin) with
 * `scopes`, and returns it ready to trade signed assertions for access tokens.
 */
export async function registerSmartClient(
  server: TestServer,
  options: {
    auth?: { authorization: string };
    name?: string;
    scopes?: string[];
    alg?: 'RS384' | 'ES384';
  } = {},
): Promise<SmartClient> {
  const alg = options.alg ?? 'ES384';
  const scopes = options.scopes ?? ['system/*.rs', 'system/Appointment.cruds'];
  const { privateKey, kid, jwks } = await keyPair(alg);
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/admin/create-api-client',
    headers: options.auth ?? (await adminAuth(server)),
    payload: { name: options.name ?? 'Test system', scopes, jwks },
  });
  if (created.statusCode !== 200) throw new Error(`create-api-client: ${created.statusCode} ${created.body}`);
  const { clientId } = (created.json() as { data: { clientId: string } }).data;
  const audience = await tokenEndpointOf(server);

  const assertion: SmartClient['assertion'] = async (claims = {}, header = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      iss: clientId,
      sub: clientId,
      aud: audience,
      exp: now + 240,
      jti: randomUUID(),
      ...claims,
    })
      .setProtectedHeader({ alg, kid, typ: 'JWT', ...header })
      .sign(privateKey);
  };
  const requestToken: SmartClient['requestToken'] = async (scope = scopes.join(' '), signed) =>
    server.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type: ASSERTION_TYPE,
        client_assertion: signed ?? (await assertion()),
        scope,
      }).toString(),
    });
  const token = async (scope?: string) => {
    const reply = await requestToken(scope);
    if (reply.statusCode !== 200) throw new Error(`token: ${reply.statusCode} ${reply.body}`);
    return (reply.json() as { access_token: string }).access_token;
  };
  return { clientId, jwks, privateKey, alg, kid, assertion, requestToken, token };
}
