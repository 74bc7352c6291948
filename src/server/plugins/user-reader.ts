import DataLoader from 'dataloader';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';

/** What the guard needs of a token's user: the row, whether a second factor is on, its session. */
export interface TokenSubject {
  user: UserRow;
  mfaOn: boolean;
  /** When the token's session was last seen; null when the token names a session that has ended. */
  sessionSeenAt: Date | null;
}

interface Key {
  userId: string;
  sessionId: string | null;
}

/**
 * Reads users by id for the request guard, with their second-factor state and the token's session
 * in the same query. The calls that arrive in one turn of the event loop share one query,
 * sent once that turn's input has been read: each request still reads its user as it is after the
 * request came in, and nothing is kept between queries. Under load this turns one query per request
 * into one per turn. Ids are matched as the database spells them (lower case).
 *
 * This read is what makes an ended session end everywhere at once: a call never joins a
 * query already sent, so once a sign-out, block or passcode reset has committed and answered, every
 * instance's next call reads the ended state. Keep it a database read: a per-instance cache told of
 * changes by NOTIFY would accept a revoked token until the (asynchronous) notice arrived.
 */
export function createUserReader(
  db: Db,
): (userId: string, sessionId: string | null) => Promise<TokenSubject | undefined> {
  const loader = new DataLoader<Key, TokenSubject | undefined>(
    async (keys) => {
      const userIds = [...new Set(keys.map((key) => key.userId))];
      const sessionIds = [...new Set(keys.flatMap((key) => (key.sessionId ? [key.sessionId] : [])))];
      const rows = await db
        .selectFrom('users')
        .leftJoin('user_mfa', 'user_mfa.user_id', 'users.id')
        .leftJoin('user_sessions', (join) =>
          sessionIds.length > 0
            ? join.onRef('user_sessions.user_id', '=', 'users.id').on('user_sessions.id', 'in', sessionIds)
            : join.on(sql<boolean>`false`),
        )
        .selectAll('users')
        .select([
          'user_mfa.enabled_at as mfa_enabled_at',
          'user_sessions.id as session_id',
          'user_sessions.last_seen_at as session_seen_at',
        ])
        .where('users.id', 'in', userIds)
        .execute();
      return keys.map(({ userId, sessionId }) => {
        const id = userId.toLowerCase();
        const mine = rows.filter((row) => row.id === id);
        if (mine.length === 0) return undefined;
        const session = sessionId
          ? mine.find((row) => row.session_id === sessionId.toLowerCase())
          : undefined;
        const { mfa_enabled_at, session_id: _sessionId, session_seen_at: _seenAt, ...user } = mine[0];
        return { user, mfaOn: mfa_enabled_at !== null, sessionSeenAt: session?.session_seen_at ?? null };
      });
    },
    {
      cache: false,
      maxBatchSize: 500,
      batchScheduleFn: (dispatch) => setImmediate(dispatch),
    },
  );
  return (userId, sessionId) => loader.load({ userId, sessionId });
}
