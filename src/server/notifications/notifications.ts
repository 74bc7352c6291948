import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { announce } from './live-notifications';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages';
import { formatText, intlOf, type Text } from '../i18n';

/** A database handle or a transaction: notifications are written alongside the change they report. */
type Writer = Kysely<Database>;

/**
 * One notice for one person. Its message is a Text: stored as its id and values beside its
 * English words, and worded in the reader's language whenever it is read (`noticeIn`).
 */
export interface Notice {
  userId: string;
  message: Text;
  onClickPath?: string;
}

/** The columns a notice's message is stored in: the English words, and the id and values to word it again. */
export const storedMessage = (message: Text) => ({
  message: formatText(DEFAULT_LANGUAGE, message),
  messageId: message.id,
  messageValues: message.values ? JSON.stringify(message.values) : null,
});

/**
 * A stored notification in the reader's language: its message again from its id and values, or its
 * English words as stored (a row written before notices kept their id, an English reader, or an id
 * no longer known).
 */
export function noticeIn(
  language: Language,
  row: { message: string; message_id: string | null; message_values: Record<string, string | number> | null },
): string {
  if (!row.message_id || language === DEFAULT_LANGUAGE) return row.message;
  const intl = intlOf(language);
  if (!(row.message_id in intl.messages)) return row.message;
  const stored = { id: row.message_id, defaultMessage: row.message };
  return intl.formatMessage(stored, row.message_values ?? undefined);
}

/**
 * Stores each notice unseen in one statement and announces them to live browsers.
 * A dependant never signs in: its notices go to the account that manages it.
 */
export async function notifyEach(db: Writer, notices: readonly Notice[]): Promise<void> {
  if (notices.length === 0) return;
  const stored = notices.map((n) => storedMessage(n.message));
  const { rows } = await sql<{ user_id: string }>`
    INSERT INTO notifications (user_id, message, message_id, message_values, on_click_path)
    SELECT coalesce(u.holder_id, u.id), n.message, n.message_id, n.message_values::jsonb, n.on_click_path
    FROM unnest(${notices.map((n) => n.userId)}::uuid[], ${stored.map((m) => m.message)}::text[],
      ${stored.map((m) => m.messageId)}::text[], ${stored.map((m) => m.messageValues)}::text[],
      ${notices.map((n) => n.onClickPath ?? null)}::text[])
      AS n(user_id, message, message_id, message_values, on_click_path)
    JOIN users AS u ON u.id = n.user_id
    RETURNING user_id`.execute(db);
  await announce(db, [...new Set(rows.map((row) => row.user_id))]);
}

/** Stores one unseen notification per recipient, all with the same words. */
export function notify(
  db: Writer,
  userIds: readonly string[],
  message: Text,
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
