import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import { MSG_TEXT } from '../../shared/messages';
import { MFA_SETUP_FIRST_TEXT } from '../../shared/schemas/security';
import { defineMessages } from '@formatjs/intl';
import { HttpError, forbidden } from './errors';
import { createUserReader } from './user-reader';

const messages = defineMessages({
  sessionEnded: {
    id: 'server.session.ended',
    defaultMessage: 'Your session has ended. Please sign in again.',
  },
});
/** A token whose session was signed out or whose account changed (said in the caller's language). */
const SESSION_ENDED = messages.sessionEnded;

export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface TokenClaims {
  sub: string;
  isAdmin: boolean;
  isDoctor: boolean;
  isStaff: boolean;
  regDoctor: boolean;
  /** The user's token version when issued; a password reset or a block moves it on. */
  ver: number;
  /** The session row this token belongs to; ending the row ends the token. */
  sid: string;
  /** 'mfa-setup': the bearer may only set up a second factor (MFA_REQUIRED_ROLES). */
  scope?: 'mfa-setup';
  iat: number;
  exp: number;
}

export interface SessionClaims {
  sid: string;
  scope?: 'mfa-setup';
}

export interface Tokens {
  /** Every token names its session: a token without one is refused, as one whose session ended. */
  sign(user: UserRow, session: SessionClaims): string;
  verify(token: string): TokenClaims | null;
}

/** HS256 tokens, algorithm pinned both ways, 24 hours. */
export function createTokens(secret: string): Tokens {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: TOKEN_LIFETIME_MS });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'] });
  return {
    sign: (user, session) =>
      signer({
        ...session,
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
    /** The session of the caller's token, when it names one. */
    currentSessionId: string | null;
    /** The token may only set up a second factor. */
    mfaSetupOnly: boolean;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  // getUser_id carries the token in its body
  const body = request.body as { token?: unknown } | undefined;
  return typeof body?.token === 'string' ? body.token : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A guard's hook, carrying whom it admits (no roles: any signed-in user) so the API's description
 * names them from the same guard that enforces them.
 */
export type GuardHook = preHandlerAsyncHookHandler & { readonly admits: readonly AccessRole[] };

export const isGuardHook = (hook: unknown): hook is GuardHook =>
  typeof hook === 'function' && Array.isArray((hook as Partial<GuardHook>).admits);

export interface Guard {
  /** guard() admits any signed-in user; guard('admin', 'staff') only those roles. */
  (...roles: AccessRole[]): GuardHook;
  /** The second-factor setup calls: also a token limited to them (MFA_REQUIRED_ROLES). */
  mfaSetup(): GuardHook;
}

/** Last seen is written at most this often per session. */
const SEEN_EVERY_MS = 60_000;

export function createGuard(db: Db, tokens: Tokens, mfaRequiredRoles: AccessRole[] = []): Guard {
  const readSubject = createUserReader(db);
  const mustUseMfa = (user: UserRow) => mfaRequiredRoles.some((role) => hasRole(user, role));
  const authorise = (roles: AccessRole[], setupCall: boolean): GuardHook =>
    Object.assign(
      async function authorise(request: FastifyRequest) {
        const token = bearerToken(request);
        if (!token) throw new HttpError(401, MSG_TEXT.signInRequired);
        const claims = tokens.verify(token);
        const sid = claims?.sid;
        const readable = claims && typeof sid === 'string' && UUID.test(String(claims.sub)) && UUID.test(sid);
        const subject = readable ? await readSubject(claims.sub, sid) : undefined;
        const user = subject?.user;
        if (
          !readable ||
          !subject ||
          !user ||
          user.is_blocked ||
          user.token_version !== claims.ver ||
          !subject.sessionSeenAt
        ) {
          throw new HttpError(401, SESSION_ENDED);
        }
        request.currentUser = user;
        request.currentSessionId = sid;
        request.mfaSetupOnly = claims.scope === 'mfa-setup' || (mustUseMfa(user) && !subject.mfaOn);
        if (request.mfaSetupOnly && !setupCall) {
          throw new HttpError(403, MFA_SETUP_FIRST_TEXT, { mfaSetupRequired: true });
        }
        if (Date.now() - subject.sessionSeenAt.getTime() > SEEN_EVERY_MS) {
          await db
            .updateTable('user_sessions')
            .set({ last_seen_at: new Date() })
            .where('id', '=', sid)
            .execute();
        }
        if (roles.length > 0 && !roles.some((role) => hasRole(user, role))) throw forbidden();
      },
      { admits: roles },
    );
  const guard = (...roles: AccessRole[]) => authorise(roles, false);
  guard.mfaSetup = () => authorise([], true);
  return guard;
}

/** The signed-in user of a guarded route. */
export function me(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new HttpError(401, MSG_TEXT.signInRequired);
  return request.currentUser;
}
