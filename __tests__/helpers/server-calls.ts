import { createSigner } from 'fast-jwt';
import type { InjectOptions } from 'fastify';
import { GOOD_PASSWORD, type TestServer } from './server-app';

type Headers = Record<string, string>;

/** A JSON call through app.inject; the reply's status and parsed body. */
export async function call(
  server: TestServer,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { payload?: InjectOptions['payload']; headers?: Headers } = {},
) {
  const res = await server.app.inject({ method, url, payload: options.payload, headers: options.headers });
  const body = res.body ? (res.json() as Record<string, unknown>) : {};
  return { status: res.statusCode, body, headers: res.headers };
}

export const post = (server: TestServer, url: string, payload?: object, headers?: Headers) =>
  call(server, 'POST', url, { payload, headers });
export const get = (server: TestServer, url: string, headers?: Headers) =>
  call(server, 'GET', url, { headers });
export const put = (server: TestServer, url: string, headers?: Headers) =>
  call(server, 'PUT', url, { headers });

export const login = (server: TestServer, email: string, password: string = GOOD_PASSWORD) =>
  post(server, '/api/user/login', { email, password });

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A valid registration body; override any field. */
export const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Amaka Obi',
  email,
  phone: '08012345678',
  password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
  ...overrides,
});

/** A six-digit code that is certainly not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The claims part of a JWT, decoded without checking it. */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** The header part of a JWT. */
export function headerOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** The signing key the server keeps in its database (the tests run without JWT_SECRET). */
export async function serverSecret(server: TestServer): Promise<string> {
  const row = await server.db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'jwt_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}

/** Signs arbitrary claims with the given key, HS256, optionally as if issued at another time. */
export function signWith(key: string, claims: Record<string, unknown>, issuedAtMs?: number): string {
  const signer = createSigner({
    key,
    algorithm: 'HS256',
    expiresIn: 24 * 60 * 60 * 1000,
    ...(issuedAtMs === undefined ? {} : { clockTimestamp: issuedAtMs }),
  });
  return signer(claims);
}

/** An unsigned token (alg "none") carrying the given claims. */
export function unsignedToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ iat: now, exp: now + 3600, ...claims })}.`;
}

/** How many users the database holds for this address. */
export async function usersWithEmail(server: TestServer, email: string): Promise<number> {
  const rows = await server.db.selectFrom('users').select('id').where('email', '=', email).execute();
  return rows.length;
}
