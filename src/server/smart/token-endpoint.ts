import { sql } from 'kysely';
import {
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
} from 'jose';
import type { Db } from '../db/connect';
import { splitScopes } from '../../shared/smartScopes';
import { ACCESS_TOKEN_SECONDS, accessTokens } from './access-tokens';
import { activeClient } from './clients';
import { narrowScopes } from './scopes';

const ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
export const ASSERTION_ALGORITHMS = ['RS384', 'ES384'];
/** An assertion may not be valid further ahead than this (SMART Backend Services: five minutes). */
const ASSERTION_MAX_SECONDS = 300;
/** Clock difference tolerated between the client and us. */
const CLOCK_SKEW_SECONDS = 30;
const JTI_CLEANUP_EVERY_MS = 60_000;

export type OAuthErrorCode =
  'invalid_request' | 'invalid_client' | 'invalid_grant' | 'invalid_scope' | 'unsupported_grant_type';

/** An RFC 6749 error answer. */
export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
    readonly statusCode = error === 'invalid_client' ? 401 : 400,
  ) {
    super(description);
  }
}

export interface TokenAnswer {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  scope: string;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Keeps a jti until its assertion expires; false when it was already seen (a replay). */
async function firstUse(db: Db, clientId: string, jti: string, expiresAt: Date): Promise<boolean> {
  const row = await db
    .insertInto('api_client_jtis')
    .values({ client_id: clientId, jti, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['client_id', 'jti']).doNothing())
    .returning('jti')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The token endpoint's rules (SMART Backend Services, RFC 7523 client authentication): a
 * client_credentials grant authenticated by a JWT the client signed with a key of its registered
 * JWKS, for the scopes it asks that it was granted.
 */
export class TokenEndpoint {
  private lastCleanup = 0;

  constructor(
    private readonly db: Db,
    /** the `aud` every assertion must name: this endpoint's own URL */
    private readonly tokenUrl: string,
  ) {}

  async exchange(form: Record<string, unknown>): Promise<TokenAnswer> {
    if (text(form.grant_type) !== 'client_credentials') {
      throw new OAuthError('unsupported_grant_type', 'grant_type must be client_credentials.');
    }
    if (text(form.client_assertion_type) !== ASSERTION_TYPE) {
      throw new OAuthError('invalid_client', `client_assertion_type must be ${ASSERTION_TYPE}.`);
    }
    const assertion = text(form.client_assertion);
    if (!assertion) throw new OAuthError('invalid_client', 'client_assertion is required.');
    const asked = splitScopes(text(form.scope));
    if (asked.length === 0) throw new OAuthError('invalid_scope', 'scope is required.');

    const client = await this.authenticate(assertion);
    const granted = narrowScopes(asked, client.scopes);
    if (granted.length === 0) {
      throw new OAuthError('invalid_scope', 'None of the scopes asked for is granted to this client.');
    }
    const tokens = await accessTokens(this.db);
    return {
      access_token: tokens.sign(client.id, granted),
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      scope: granted.join(' '),
    };
  }

  private async authenticate(assertion: string) {
    let alg: string | undefined;
    let issuer: string | undefined;
    try {
      alg = decodeProtectedHeader(assertion).alg;
      issuer = decodeJwt(assertion).iss;
    } catch {
      throw new OAuthError('invalid_client', 'client_assertion is not a JWT.');
    }
    if (!alg || !ASSERTION_ALGORITHMS.includes(alg)) {
      throw new OAuthError('invalid_client', 'client_assertion must be signed with RS384 or ES384.');
    }
    const client = issuer ? await activeClient(this.db, issuer) : undefined;
    if (!client) throw new OAuthError('invalid_client', 'Unknown or revoked client.');

    let payload;
    try {
      ({ payload } = await jwtVerify(assertion, createLocalJWKSet(client.jwks as JSONWebKeySet), {
        algorithms: ASSERTION_ALGORITHMS,
        issuer: client.id,
        subject: client.id,
        audience: this.tokenUrl,
        requiredClaims: ['exp', 'jti'],
        clockTolerance: CLOCK_SKEW_SECONDS,
      }));
    } catch (err) {
      throw new OAuthError('invalid_client', assertionProblem(err));
    }
    const now = Math.floor(Date.now() / 1000);
    const exp = payload.exp as number;
    if (exp > now + ASSERTION_MAX_SECONDS + CLOCK_SKEW_SECONDS) {
      throw new OAuthError('invalid_client', 'client_assertion may expire at most five minutes ahead.');
    }
    const jti = text(payload.jti);
    if (!jti || jti.length > 255) throw new OAuthError('invalid_client', 'client_assertion needs a jti.');
    await this.removeExpiredJtis();
    // kept until the assertion expires (with the skew, when it would still be accepted)
    if (!(await firstUse(this.db, client.id, jti, new Date((exp + CLOCK_SKEW_SECONDS) * 1000)))) {
      throw new OAuthError('invalid_client', 'This client_assertion (jti) was already used.');
    }
    return client;
  }

  /** Past jtis go at most once a minute per instance, read off the expiry index. */
  private async removeExpiredJtis() {
    if (Date.now() - this.lastCleanup < JTI_CLEANUP_EVERY_MS) return;
    this.lastCleanup = Date.now();
    await this.db
      .deleteFrom('api_client_jtis')
      .where('expires_at', '<', sql<Date>`now()`)
      .execute();
  }
}

function assertionProblem(err: unknown): string {
  if (err instanceof joseErrors.JWTExpired) return 'client_assertion has expired.';
  if (err instanceof joseErrors.JWTClaimValidationFailed) {
    return `client_assertion claim "${err.claim}" is not valid: ${err.reason}.`;
  }
  if (
    err instanceof joseErrors.JWKSNoMatchingKey ||
    err instanceof joseErrors.JWSSignatureVerificationFailed
  ) {
    return 'client_assertion is not signed by a key of this client.';
  }
  return 'client_assertion could not be verified.';
}
