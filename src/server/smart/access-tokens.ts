import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Db } from '../db/connect';
import { sharedSecret } from '../db/settings';

/** A SMART access token lives five minutes at most. */
export const ACCESS_TOKEN_SECONDS = 300;
/** Its audience and issuer: only the FHIR API accepts it, so a session token can never pass for one. */
const ACCESS_TOKEN_AUDIENCE = 'clinicbook-fhir';

export interface AccessClaims {
  /** the API client's id */
  sub: string;
  /** the scopes granted, space-separated */
  scope: string;
}

export interface AccessTokens {
  sign(clientId: string, scopes: string[]): string;
  verify(token: string): AccessClaims | null;
}

/** HS256, pinned both ways, keyed by a secret of their own shared by every instance. */
function accessTokensWith(secret: string): AccessTokens {
  const signer = createSigner({
    key: secret,
    algorithm: 'HS256',
    expiresIn: ACCESS_TOKEN_SECONDS * 1000,
    aud: ACCESS_TOKEN_AUDIENCE,
    iss: ACCESS_TOKEN_AUDIENCE,
  });
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedAud: ACCESS_TOKEN_AUDIENCE,
    allowedIss: ACCESS_TOKEN_AUDIENCE,
    requiredClaims: ['exp', 'sub', 'scope'],
  });
  return {
    sign: (clientId, scopes) => signer({ sub: clientId, scope: scopes.join(' '), jti: randomUUID() }),
    verify: (token) => {
      try {
        const claims = verifier(token) as Partial<AccessClaims>;
        if (typeof claims.sub !== 'string' || typeof claims.scope !== 'string') return null;
        return { sub: claims.sub, scope: claims.scope };
      } catch {
        return null;
      }
    },
  };
}

const byDb = new WeakMap<Db, Promise<AccessTokens>>();

/** The access tokens of a database's instances; the key is read (or made) once per process. */
export function accessTokens(db: Db): Promise<AccessTokens> {
  let tokens = byDb.get(db);
  if (!tokens) {
    tokens = sharedSecret(db, 'smart_access_token_key').then(accessTokensWith);
    tokens.catch(() => byDb.delete(db));
    byDb.set(db, tokens);
  }
  return tokens;
}
