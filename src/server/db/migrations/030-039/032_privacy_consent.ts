import { sql, type Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/** The append-only rule, run as one statement (its body holds semicolons). */
const APPEND_ONLY = `CREATE FUNCTION consent_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND NEW.recorded_by IS NULL AND OLD.recorded_by IS NOT NULL
        AND (NEW.id, NEW.user_id, NEW.consent, NEW.given, NEW.notice_version, NEW.method, NEW.at)
          IS NOT DISTINCT FROM
          (OLD.id, OLD.user_id, OLD.consent, OLD.given, OLD.notice_version, OLD.method, OLD.at) THEN
        -- the staff member who recorded it was removed: the event stays, without their id
        RETURN NEW;
      END IF;
      IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
        -- the person's record itself was removed
        RETURN OLD;
      END IF;
      RAISE EXCEPTION 'consent_events is append-only';
    END $$`;

/**
 * The clinic's privacy notice and the consents given under it (Nigeria Data Protection Act 2023,
 * GDPR). New tables and new columns with constant defaults only, so it is quick on any users table:
 * - `privacy_notices`: each published version (1, 2, …) with its text in each language an
 *   administrator wrote (English always); a version is never changed once published;
 * - `users.privacy_version` / `privacy_accepted_at`: the version the person last accepted, and when;
 * - `users.review_name`: whether the person's published reviews show their name;
 * - `consent_events`: every consent given or withdrawn, append-only (a trigger refuses changes, and
 *   removals while the person's record still exists), read a page at a time through
 *   (user_id, at, id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE privacy_notices (
      version integer PRIMARY KEY CHECK (version > 0),
      texts jsonb NOT NULL,
      published_by uuid REFERENCES users(id) ON DELETE SET NULL,
      published_at timestamptz NOT NULL DEFAULT now()
    );
    ALTER TABLE users
      ADD COLUMN privacy_version integer,
      ADD COLUMN privacy_accepted_at timestamptz,
      ADD COLUMN review_name boolean NOT NULL DEFAULT true;
    CREATE TABLE consent_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      consent text NOT NULL
        CHECK (consent IN ('privacyNotice', 'appointmentTexts', 'appointmentMail', 'reviewName')),
      given boolean NOT NULL,
      notice_version integer,
      method text NOT NULL CHECK (method IN ('web', 'desk', 'text')),
      recorded_by uuid REFERENCES users(id) ON DELETE SET NULL,
      at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX consent_events_user_at ON consent_events (user_id, at DESC, id DESC)
  `,
  );
  await sql.raw(APPEND_ONLY).execute(db);
  await sql`CREATE TRIGGER consent_events_append_only BEFORE UPDATE OR DELETE ON consent_events
    FOR EACH ROW EXECUTE FUNCTION consent_events_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE IF EXISTS consent_events;
    DROP FUNCTION IF EXISTS consent_events_append_only();
    ALTER TABLE users
      DROP COLUMN IF EXISTS review_name,
      DROP COLUMN IF EXISTS privacy_accepted_at,
      DROP COLUMN IF EXISTS privacy_version;
    DROP TABLE IF EXISTS privacy_notices
  `,
  );
}
