import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { TOKEN_LIFETIME_MS } from '../plugins/auth';
import type { SessionItem } from '../../shared/schemas/security';
import { dropChallengesOf } from './mfa-challenges';

const USER_AGENT_MAX = 300;

/** Starts a session for a sign-in; sessions older than a token's lifetime are cleared on the way. */
export async function openSession(db: Db, userId: string, request: FastifyRequest): Promise<string> {
  const userAgent = String(request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX);
  await db
    .deleteFrom('user_sessions')
    .where('user_id', '=', userId)
    .where('created_at', '<', new Date(Date.now() - TOKEN_LIFETIME_MS))
    .execute();
  const row = await db
    .insertInto('user_sessions')
    .values({ user_id: userId, ip: request.ip, user_agent: userAgent })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** 'Chrome on Windows' from a user-agent string; 'Unknown browser' when it says nothing useful. */
function browserOf(userAgent: string): string {
  const browser =
    [
      [/Edg\//, 'Edge'],
      [/OPR\/|Opera/, 'Opera'],
      [/Firefox\//, 'Firefox'],
      [/Chrom(e|ium)\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? 'Unknown browser';
  const system = [
    [/Windows/, 'Windows'],
    [/Android/, 'Android'],
    [/iPhone|iPad|iOS/, 'iOS'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/Linux/, 'Linux'],
  ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1];
  return system ? `${browser as string} on ${system as string}` : (browser as string);
}

/** The caller's live sessions, newest first. */
export async function listSessions(db: Db, userId: string, currentId: string | null): Promise<SessionItem[]> {
  const rows = await db
    .selectFrom('user_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('created_at', '>=', new Date(Date.now() - TOKEN_LIFETIME_MS))
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    ip: row.ip,
    browser: browserOf(row.user_agent),
    current: row.id === currentId,
  }));
}

/** Ends one of the user's sessions; false when it is not theirs or already ended. */
export async function revokeSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('user_sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of the user and any sign-in half done, and moves the token version on as a passcode reset does. */
export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db.transaction().execute((tx) => endAllSessions(tx, userId));
}

/** revokeAllSessions inside the caller's transaction (an account's erasure ends them with the rest). */
export async function endAllSessions(tx: Db, userId: string): Promise<void> {
  await tx.deleteFrom('user_sessions').where('user_id', '=', userId).execute();
  await dropChallengesOf(tx, userId);
  await tx
    .updateTable('users')
    .set({ token_version: sql<number>`token_version + 1` })
    .where('id', '=', userId)
    .execute();
}
