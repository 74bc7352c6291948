import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  name: string;
  email: string;
  phone: string;
  password_hash: string;
  is_admin: Generated<boolean>;
  is_doctor: Generated<boolean>;
  is_staff: Generated<boolean>;
  reg_doctor: Generated<boolean>;
  is_blocked: Generated<boolean>;
  is_verified: Generated<boolean>;
  /** Bumped by a password reset or a block: tokens carrying an older version stop working. */
  token_version: Generated<number>;
  created_at: CreatedAt;
}

export interface OneTimeCodesTable {
  id: Generated<string>;
  user_id: string;
  purpose: 'verify' | 'reset';
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  used_at: ColumnType<Date | null, never, Date | string>;
  created_at: CreatedAt;
}

export interface LoginFailuresTable {
  id: Generated<string>;
  email: string;
  created_at: CreatedAt;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  message: string;
  on_click_path: string | null;
  seen: Generated<boolean>;
  created_at: CreatedAt;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  one_time_codes: OneTimeCodesTable;
  login_failures: LoginFailuresTable;
  notifications: NotificationsTable;
  app_settings: AppSettingsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
