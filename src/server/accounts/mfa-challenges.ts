import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { HttpError } from '../plugins/errors';
import { ACCOUNT_TEXT } from './account-messages';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const CHALLENGE_MAX_TRIES = 5;
export const SIGN_IN_EXPIRED = ACCOUNT_TEXT.signInExpired;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A sign-in whose passcode was right and which now waits for the second factor. Kept in the database
 * (only the token's hash) so any instance can finish it; five minutes, five tries.
 */
export async function openChallenge(db: Db, userId: string, now: number = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('mfa_challenges').where('expires_at', '<', new Date(now)).execute();
  await db
    .insertInto('mfa_challenges')
    .values({
      token_hash: hashOf(token),
      user_id: userId,
      expires_at: new Date(now + CHALLENGE_TTL_MS),
      used_at: null,
    })
    .execute();
  return token;
}

/**
 * Spends one try of the challenge before the answer is checked, so simultaneous guesses cannot
 * exceed five; answers the user id, or 401 once the challenge is used, expired or out of tries.
 */
export async function takeChallengeTry(db: Db, token: string, now: number = Date.now()): Promise<string> {
  const row = await db
    .updateTable('mfa_challenges')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('token_hash', '=', hashOf(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .where('attempts', '<', CHALLENGE_MAX_TRIES)
    .returning('user_id')
    .executeTakeFirst();
  if (!row) throw new HttpError(401, SIGN_IN_EXPIRED);
  return row.user_id;
}

/** Marks the challenge used; false when another request finished it first. */
export async function closeChallenge(db: Db, token: string, now: number = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable('mfa_challenges')
    .set({ used_at: new Date(now) })
    .where('token_hash', '=', hashOf(token))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Ends the user's sign-ins waiting for their second factor: a passcode reset, a block or "sign out
 * everywhere" must not leave one that a code can still finish within its five minutes.
 */
export async function dropChallengesOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('mfa_challenges').where('user_id', '=', userId).execute();
}
