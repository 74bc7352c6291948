import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import { MSG } from '../../shared/messages';
import { HttpError, forbidden } from './errors';
import { createUserReader } from '../services/users';

export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface TokenClaims {
  sub: string;
  isAdmin: boolean;
  isDoctor: boolean;
  isStaff: boolean;
  regDoctor: boolean;
  /** The user's token version when issued; a password reset or a block moves it on. */
  ver: number;
  iat: number;
  exp: number;
}

export interface Tokens {
  sign(user: UserRow): string;
  verify(token: string): TokenClaims | null;
}

/** HS256 tokens, algorithm pinned both ways, 24 hours. */
export function createTokens(secret: string): Tokens {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: TOKEN_LIFETIME_MS });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'] });
  return {
    sign: (user) =>
      signer({
        sub: user.id,
        isAdmin: user.is_admin,
        isDoctor: user.is_doctor,
        isStaff: user.is_staff,
        regDoctor: user.reg_doctor,
        ver: user.token_version,
      }),
    verify: (token) => {
      try {
        return verifier(token) as TokenClaims;
      } catch {
        return null;
      }
    },
  };
}

export type AccessRole = 'admin' | 'staff' | 'doctor' | 'regDoctor' | 'patient';

/** Roles are read from the database row, never from the token's flags. */
export function hasRole(user: UserRow, role: AccessRole): boolean {
  switch (role) {
    case 'admin':
      return user.is_admin;
    case 'staff':
      return user.is_staff;
    case 'doctor':
      return user.is_doctor;
    case 'regDoctor':
      return user.reg_doctor;
    case 'patient':
      return !user.is_admin && !user.is_doctor && !user.is_staff && !user.reg_doctor;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: UserRow | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  // getUser_id carries the token in its body (spec 7)
  const body = request.body as { token?: unknown } | undefined;
  return typeof body?.token === 'string' ? body.token : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Guard = (...roles: AccessRole[]) => preHandlerAsyncHookHandler;

/** guard() admits any signed-in user; guard('admin', 'staff') only those roles. */
export function createGuard(db: Db, tokens: Tokens): Guard {
  const readUser = createUserReader(db);
  return (...roles) =>
    async function authorise(request) {
      const token = bearerToken(request);
      if (!token) throw new HttpError(401, MSG.signInRequired);
      const claims = tokens.verify(token);
      const user = claims && UUID.test(String(claims.sub)) ? await readUser(claims.sub) : undefined;
      if (!claims || !user || user.is_blocked || user.token_version !== claims.ver) {
        throw new HttpError(401, 'Your session has ended. Please sign in again.');
      }
      request.currentUser = user;
      if (roles.length > 0 && !roles.some((role) => hasRole(user, role))) throw forbidden();
    };
}

/** The signed-in user of a guarded route. */
export function me(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new HttpError(401, MSG.signInRequired);
  return request.currentUser;
}
