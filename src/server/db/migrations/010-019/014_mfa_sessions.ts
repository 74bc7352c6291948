import type { Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * Signed-in sessions (a token names its row, so ending the row ends the token on every
 * instance) and the TOTP second factor: the secret (encrypted), hashed recovery codes and the
 * half-finished sign-ins waiting for a code, kept here so any instance can finish them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE user_sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      ip text NOT NULL DEFAULT '',
      user_agent text NOT NULL DEFAULT ''
    );
    CREATE INDEX user_sessions_user ON user_sessions (user_id, created_at DESC);
    CREATE TABLE user_mfa (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      secret_enc text NOT NULL,
      enabled_at timestamptz,
      last_step bigint NOT NULL DEFAULT 0
    );
    CREATE TABLE mfa_recovery_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX mfa_recovery_codes_user ON mfa_recovery_codes (user_id);
    CREATE TABLE mfa_challenges (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      used_at timestamptz
    )
  `,
  );
}
