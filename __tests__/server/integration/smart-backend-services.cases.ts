import { randomUUID } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { createUser, startTestServer, type TestServer } from '../../helpers/server-app';
import {
  ASSERTION_TYPE,
  keyPair,
  registerSmartClient,
  type SmartClient,
} from '../../helpers/peers/smart-client';
import { smartScope } from '../../../src/server/smart/guard';

/**
 * SMART Backend Services: an admin registers a system with its public keys; the system
 * trades a signed assertion for a five-minute token limited to what it asked and was granted, and
 * the FHIR routes' guard admits that token alone. A probe route under /fhir/R4 carries the guard
 * the FHIR resources use.
 */

let server: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;
let reader: SmartClient;
const PROBE = '/fhir/R4/$guard-probe';
const TOKEN_URL = 'https://clinicbook.example/oauth2/token';

beforeAll(async () => {
  server = await startTestServer({ env: { APP_URL: 'https://clinicbook.example' } });
  // before the first inject, while routes may still be added
  server.app.get(PROBE, { preHandler: smartScope({ db: server.db })('system/Slot.rs') }, async (request) => ({
    client: request.apiClient,
  }));
  admin = await createUser(server, { email: 'smart-admin@example.com', flags: { is_admin: true } });
  reader = await registerSmartClient(server, {
    auth: admin.auth,
    name: 'Regional finder',
    scopes: ['system/Slot.rs', 'system/Appointment.rs'],
  });
});
afterAll(() => server.close());

const tokenOf = (reply: { json(): unknown }) => (reply.json() as { access_token: string }).access_token;
const probe = (token?: string) =>
  server.app.inject({
    method: 'GET',
    url: PROBE,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('discovery', () => {
  it.each(['/.well-known/smart-configuration', '/fhir/R4/.well-known/smart-configuration'])(
    '%s describes the token endpoint',
    async (url) => {
      const reply = await server.app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({
        token_endpoint: TOKEN_URL,
        grant_types_supported: ['client_credentials'],
        token_endpoint_auth_methods_supported: ['private_key_jwt'],
        token_endpoint_auth_signing_alg_values_supported: ['RS384', 'ES384'],
        capabilities: ['client-confidential-asymmetric'],
      });
      expect((reply.json() as { scopes_supported: string[] }).scopes_supported).toContain(
        'system/Appointment.c',
      );
    },
  );
});

describe('trading a signed assertion for a token', () => {
  it('answers a bearer token of at most five minutes with the scopes asked and granted', async () => {
    const reply = await reader.requestToken('system/Slot.rs system/Patient.rs');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const body = reply.json() as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'bearer', scope: 'system/Slot.rs' });
    expect(body.expires_in).toBeLessThanOrEqual(300);
    const allowed = await probe(String(body.access_token));
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({
      client: { id: reader.clientId, name: 'Regional finder', scopes: ['system/Slot.rs'] },
    });
  });

  it('narrows a wide request to what was granted, and a narrow one stays narrow', async () => {
    const wide = await reader.requestToken('system/*.rs');
    expect((wide.json() as { scope: string }).scope.split(' ').sort()).toEqual([
      'system/Appointment.rs',
      'system/Slot.rs',
    ]);
    const narrow = await reader.requestToken('system/Appointment.r');
    expect(narrow.json()).toMatchObject({ scope: 'system/Appointment.r' });
    // a token for appointments only does not read slots
    const refused = await probe(tokenOf(narrow));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'The access token does not grant the scope system/Slot.rs.',
    });
    expect(refused.headers['www-authenticate']).toContain('insufficient_scope');
  });

  it('refuses scopes none of which were granted, and a request without scope', async () => {
    for (const scope of ['system/Patient.rs', 'system/Appointment.c', '']) {
      const reply = await reader.requestToken(scope);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ error: 'invalid_scope' });
    }
  });

  it('accepts RS384 keys as well', async () => {
    const rsa = await registerSmartClient(server, {
      auth: admin.auth,
      alg: 'RS384',
      scopes: ['system/*.rs'],
    });
    const reply = await rsa.requestToken('system/Slot.rs');
    expect(reply.statusCode).toBe(200);
    expect((await probe(tokenOf(reply))).statusCode).toBe(200);
  });

  it('refuses another grant type and a body that is not a form', async () => {
    const form = (fields: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/oauth2/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const password = await form({ grant_type: 'password', username: 'a', password: 'b' });
    expect(password.statusCode).toBe(400);
    expect(password.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const json = await server.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { grant_type: 'client_credentials' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ error: 'invalid_request' });
    const noAssertion = await form({
      grant_type: 'client_credentials',
      client_assertion_type: ASSERTION_TYPE,
      scope: 'system/Slot.rs',
    });
    expect(noAssertion.statusCode).toBe(401);
    expect(noAssertion.json()).toMatchObject({ error: 'invalid_client' });
  });
});

describe('assertions that are refused', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const refusedWith = async (assertion: string, description: RegExp) => {
    const reply = await reader.requestToken('system/Slot.rs', assertion);
    expect(reply.statusCode).toBe(401);
    expect(reply.headers['www-authenticate']).toBe('Bearer');
    const body = reply.json() as { error: string; error_description: string };
    expect(body.error).toBe('invalid_client');
    expect(body.error_description).toMatch(description);
  };

  it('an expired one', async () => {
    await refusedWith(await reader.assertion({ exp: now() - 120 }), /expired/);
  });

  it('one valid for longer than five minutes', async () => {
    await refusedWith(await reader.assertion({ exp: now() + 600 }), /five minutes/);
  });

  it('one for another audience', async () => {
    await refusedWith(await reader.assertion({ aud: 'https://elsewhere.example/oauth2/token' }), /"aud"/);
  });

  it('one whose issuer is not its subject', async () => {
    await refusedWith(await reader.assertion({ sub: randomUUID() }), /"sub"/);
  });

  it('one signed with another algorithm', async () => {
    const hs = await new SignJWT({ iss: reader.clientId, sub: reader.clientId, jti: randomUUID() })
      .setProtectedHeader({ alg: 'HS384' })
      .setAudience(TOKEN_URL)
      .setExpirationTime('2m')
      .sign(new TextEncoder().encode('a shared secret the client never registered'));
    await refusedWith(hs, /RS384 or ES384/);
    const { privateKey } = await generateKeyPair('ES256');
    const es256 = await new SignJWT({ iss: reader.clientId, sub: reader.clientId, jti: randomUUID() })
      .setProtectedHeader({ alg: 'ES256', kid: reader.kid })
      .setAudience(TOKEN_URL)
      .setExpirationTime('2m')
      .sign(privateKey);
    await refusedWith(es256, /RS384 or ES384/);
  });

  it('one signed by a key the client did not register', async () => {
    const other = await keyPair('ES384');
    const forged = await new SignJWT({ iss: reader.clientId, sub: reader.clientId, jti: randomUUID() })
      .setProtectedHeader({ alg: 'ES384', kid: reader.kid })
      .setAudience(TOKEN_URL)
      .setExpirationTime('2m')
      .sign(other.privateKey);
    await refusedWith(forged, /not signed by a key of this client/);
  });

  it('one from an unknown client', async () => {
    const stranger = randomUUID();
    await refusedWith(await reader.assertion({ iss: stranger, sub: stranger }), /Unknown or revoked/);
  });

  it('one without a jti, and a replayed one', async () => {
    await refusedWith(await reader.assertion({ jti: undefined }), /"jti"/);
    const once = await reader.assertion();
    expect((await reader.requestToken('system/Slot.rs', once)).statusCode).toBe(200);
    await refusedWith(once, /already used/);
  });

  it('one from a revoked client, whose tokens also stop working at once', async () => {
    const client = await registerSmartClient(server, { auth: admin.auth, scopes: ['system/Slot.rs'] });
    const token = await client.token();
    expect((await probe(token)).statusCode).toBe(200);
    const revoked = await server.app.inject({
      method: 'POST',
      url: '/api/admin/revoke-api-client',
      headers: admin.auth,
      payload: { clientId: client.clientId },
    });
    expect(revoked.json()).toMatchObject({ success: true, message: 'API client Test system revoked' });
    await refusedWith(await client.assertion(), /Unknown or revoked/);
    const refused = await probe(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: 'This API client has been revoked or does not exist.' });
  });
});

describe('the FHIR guard', () => {
  it('asks for a bearer token, and refuses a forged one and a sign-in token', async () => {
    const none = await probe();
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.json()).toMatchObject({ message: 'A bearer access token from /oauth2/token is required.' });
    for (const token of ['not-a-token', admin.token]) {
      const reply = await probe(token);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toMatchObject({ message: 'The access token is invalid or has expired.' });
    }
  });

  it('puts every call of a client in the audit log under its name', async () => {
    const token = await reader.token('system/Slot.rs');
    expect((await probe(token)).statusCode).toBe(200);
    await server.app.auditWritesSettled();
    const rows = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('actor_email', '=', reader.clientId)
      .execute();
    expect(rows.map((row) => [row.actor_name, row.actor_role, row.action, row.outcome])).toContainEqual([
      'Regional finder',
      'api-client',
      `GET ${PROBE}`,
      'success',
    ]);
    const list = await server.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?actor=${reader.clientId}`,
      headers: admin.auth,
    });
    expect(JSON.stringify(list.json())).toContain('Regional finder');
  });
});

describe('registering, listing and revoking clients', () => {
  const create = (payload: object, headers = admin.auth) =>
    server.app.inject({ method: 'POST', url: '/api/admin/create-api-client', headers, payload });

  it('refuses every role but admin', async () => {
    const { jwks } = await keyPair();
    const body = { name: 'x', scopes: ['system/Slot.rs'], jwks };
    for (const flags of [{}, { is_staff: true }, { is_doctor: true }, { reg_doctor: true }]) {
      const user = await createUser(server, {
        email: `smart-${randomUUID().slice(0, 8)}@example.com`,
        flags,
      });
      expect((await create(body, user.auth)).statusCode).toBe(403);
      const list = await server.app.inject({
        method: 'GET',
        url: '/api/admin/api-clients',
        headers: user.auth,
      });
      expect(list.statusCode).toBe(403);
    }
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/admin/create-api-client',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a key set that is not a public RS384 or ES384 one', async () => {
    const { privateKey, jwks } = await keyPair('ES384');
    const privateJwk = { ...(await exportJWK(privateKey)), alg: 'ES384' };
    const p256 = await generateKeyPair('ES256', { extractable: true });
    const cases = [
      { keys: [privateJwk] },
      { keys: [{ kty: 'oct', k: 'c2VjcmV0' }] },
      { keys: [] },
      { keys: [{ ...(await exportJWK(p256.publicKey)), alg: 'ES256' }] },
      { keys: [{ ...jwks.keys[0], use: 'enc' }] },
      { keys: [{ ...jwks.keys[0], x: 'AAAA' }] },
      'not a key set',
    ];
    for (const bad of cases) {
      const reply = await create({ name: 'Bad keys', scopes: ['system/Slot.rs'], jwks: bad });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({
        success: false,
        message:
          'The key set must be a public JWKS: at least one RSA or P-384 EC key for RS384 or ES384, and no private key parts.',
      });
    }
  });

  it('refuses unknown scopes and a missing name', async () => {
    const { jwks } = await keyPair();
    const scopes = await create({ name: 'x', scopes: ['system/Invoice.rs'], jwks });
    expect(scopes.statusCode).toBe(400);
    expect(scopes.json()).toMatchObject({ message: 'Please choose at least one of the supported scopes.' });
    const name = await create({ name: '  ', scopes: ['system/Slot.rs'], jwks });
    expect(name.json()).toMatchObject({
      message: 'Please give the API client a name (at most 100 characters).',
    });
  });

  it('lists clients a page at a time with their scopes and status, and audits registering', async () => {
    const reply = await server.app.inject({
      method: 'GET',
      url: '/api/admin/api-clients?pageSize=2&sort=name&order=asc',
      headers: admin.auth,
    });
    expect(reply.statusCode).toBe(200);
    const page = reply.json() as { data: Array<Record<string, unknown>>; total: number; pageSize: number };
    expect(page.pageSize).toBe(2);
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
    const all = await server.app.inject({
      method: 'GET',
      url: '/api/admin/api-clients?pageSize=100',
      headers: admin.auth,
    });
    const finder = (all.json() as { data: Array<Record<string, unknown>> }).data.find(
      (client) => client.clientId === reader.clientId,
    );
    expect(finder).toMatchObject({
      name: 'Regional finder',
      scopes: ['system/Slot.rs', 'system/Appointment.rs'],
      revokedAt: null,
    });
    expect(finder).not.toHaveProperty('jwks');
    await server.app.auditWritesSettled();
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('target', '=', reader.clientId)
      .execute();
    expect(audit).toContainEqual({
      action: 'POST /api/admin/create-api-client',
      actor_email: 'smart-admin@example.com',
    });
  });

  it('says so when the client to revoke is unknown or malformed', async () => {
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/api/admin/revoke-api-client',
      headers: admin.auth,
      payload: { clientId: randomUUID() },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'API client not found' });
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/api/admin/revoke-api-client',
      headers: admin.auth,
      payload: { clientId: 'nope' },
    });
    expect(malformed.statusCode).toBe(400);
  });
});
