import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { announce } from './live-notifications';

/** A database handle or a transaction: notifications are written alongside the change they report. */
type Writer = Kysely<Database>;

/** Stores one unseen notification per recipient (server.md 10) and announces it to live browsers. */
export async function notify(
  db: Writer,
  userIds: readonly string[],
  message: string,
  onClickPath?: string,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('notifications')
    .values(userIds.map((userId) => ({ user_id: userId, message, on_click_path: onClickPath ?? null })))
    .execute();
  await announce(db, userIds);
}

/** Every administrator's user id. */
export async function adminIds(db: Writer): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('is_admin', '=', true).execute();
  return rows.map((r) => r.id);
}
