import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { announce } from './live-notifications';

/** A database handle or a transaction: notifications are written alongside the change they report. */
type Writer = Kysely<Database>;

/** One notice for one person. */
export interface Notice {
  userId: string;
  message: string;
  onClickPath?: string;
}

/**
 * Stores each notice unseen (server.md 10) in one statement and announces them to live browsers.
 * A dependant never signs in: its notices go to the account that manages it (issue 21).
 */
export async function notifyEach(db: Writer, notices: readonly Notice[]): Promise<void> {
  if (notices.length === 0) return;
  const { rows } = await sql<{ user_id: string }>`
    INSERT INTO notifications (user_id, message, on_click_path)
    SELECT coalesce(u.holder_id, u.id), n.message, n.on_click_path
    FROM unnest(${notices.map((n) => n.userId)}::uuid[], ${notices.map((n) => n.message)}::text[],
      ${notices.map((n) => n.onClickPath ?? null)}::text[]) AS n(user_id, message, on_click_path)
    JOIN users AS u ON u.id = n.user_id
    RETURNING user_id`.execute(db);
  await announce(db, [...new Set(rows.map((row) => row.user_id))]);
}

/** Stores one unseen notification per recipient, all with the same words. */
export function notify(
  db: Writer,
  userIds: readonly string[],
  message: string,
  onClickPath?: string,
): Promise<void> {
  return notifyEach(
    db,
    [...new Set(userIds)].map((userId) => ({ userId, message, onClickPath })),
  );
}

/** Every administrator's user id. */
export async function adminIds(db: Writer): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('is_admin', '=', true).execute();
  return rows.map((r) => r.id);
}
