import type { Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE app_settings (
      key text PRIMARY KEY,
      value text NOT NULL
    );
    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      email text NOT NULL UNIQUE CHECK (email = lower(email)),
      phone text NOT NULL,
      password_hash text NOT NULL,
      is_admin boolean NOT NULL DEFAULT false,
      is_doctor boolean NOT NULL DEFAULT false,
      is_staff boolean NOT NULL DEFAULT false,
      reg_doctor boolean NOT NULL DEFAULT false,
      is_blocked boolean NOT NULL DEFAULT false,
      is_verified boolean NOT NULL DEFAULT false,
      token_version integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE one_time_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('verify', 'reset')),
      code_hash text NOT NULL,
      expires_at timestamptz NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX one_time_codes_user_purpose ON one_time_codes (user_id, purpose, created_at DESC);
    CREATE TABLE login_failures (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX login_failures_email_time ON login_failures (email, created_at);
    CREATE TABLE notifications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      message text NOT NULL,
      on_click_path text,
      seen boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX notifications_user ON notifications (user_id, seen, created_at DESC);
  `,
  );
}
