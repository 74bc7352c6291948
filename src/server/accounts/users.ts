import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import type { NotificationItem, PersonRow, User } from '../../shared/types';
import { entityRole } from '../../shared/roles';
import { isLanguage, type Language } from '../../shared/languages';
import { noticeIn } from '../notifications';
import { currentNoticeVersion } from './consents';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function toPerson(row: UserRow): PersonRow {
  const flags = {
    isAdmin: row.is_admin,
    isDoctor: row.is_doctor,
    isStaff: row.is_staff,
    regDoctor: row.reg_doctor,
  };
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: entityRole(flags),
    ...flags,
    isBlocked: row.is_blocked,
    isVerified: row.is_verified,
    createdAt: row.created_at.toISOString(),
  };
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

/**
 * The caller's own user as getUser_id returns it: no secrets, notifications newest first, each in
 * `language`, the reader's.
 */
export async function userWithNotifications(db: Db, row: UserRow, language: Language): Promise<User> {
  const [rows, currentVersion] = await Promise.all([
    db
      .selectFrom('notifications')
      .select(['id', 'message', 'message_id', 'message_values', 'on_click_path', 'seen', 'created_at'])
      .where('user_id', '=', row.id)
      .orderBy('created_at', 'desc')
      .execute(),
    currentNoticeVersion(db),
  ]);
  const item = (n: (typeof rows)[number]): NotificationItem => ({
    _id: n.id,
    message: noticeIn(language, n),
    createdAt: n.created_at.toISOString(),
    ...(n.on_click_path ? { onClickPath: n.on_click_path } : {}),
  });
  return {
    ...toPerson(row),
    // the user of a session: an account with an e-mail (only desk-registered records have none)
    email: row.email,
    appointmentMail: row.appointment_mail,
    appointmentTexts: row.appointment_texts,
    reviewName: row.review_name,
    privacy: {
      currentVersion,
      acceptedVersion: row.privacy_version,
      acceptedAt: row.privacy_accepted_at ? row.privacy_accepted_at.toISOString() : null,
    },
    language: isLanguage(row.language) ? row.language : null,
    unseenNotifications: rows.filter((n) => !n.seen).map(item),
    seenNotifications: rows.filter((n) => n.seen).map(item),
  };
}
