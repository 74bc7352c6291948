import { sql, type Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/** The append-only rule, run as one statement (its body holds semicolons). */
const APPEND_ONLY = `CREATE FUNCTION record_access_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND NEW.actor_id IS NULL AND OLD.actor_id IS NOT NULL
        AND (NEW.id, NEW.patient_id, NEW.actor_client, NEW.actor_name, NEW.actor_role, NEW.kind,
             NEW.record_id, NEW.reason, NEW.ip, NEW.at)
          IS NOT DISTINCT FROM
          (OLD.id, OLD.patient_id, OLD.actor_client, OLD.actor_name, OLD.actor_role, OLD.kind,
           OLD.record_id, OLD.reason, OLD.ip, OLD.at) THEN
        -- the reader's account was removed: the entry stays, under the name it was written with
        RETURN NEW;
      END IF;
      IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.patient_id) THEN
        -- the patient's record itself was removed
        RETURN OLD;
      END IF;
      RAISE EXCEPTION 'record_access is append-only';
    END $$`;

/**
 * Who opened a patient's record: one row per patient per read by anyone but the patient (staff,
 * admin, a doctor, an API client), written by the read's own request. Append-only like
 * consent_events: a trigger refuses changes, and removals while the patient's record exists.
 * A new empty table: quick on any database.
 * - (patient_id, at DESC, id DESC): the patient's own list, newest first, a page at a time;
 * - (at DESC, id DESC) and (actor_id, at DESC, id DESC): the administrators' search by date range
 *   and by reader.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE record_access (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      patient_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
      actor_client text,
      actor_name text NOT NULL,
      actor_role text NOT NULL,
      kind text NOT NULL,
      record_id text,
      reason text,
      ip text,
      at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX record_access_patient_at ON record_access (patient_id, at DESC, id DESC);
    CREATE INDEX record_access_at ON record_access (at DESC, id DESC);
    CREATE INDEX record_access_actor_at ON record_access (actor_id, at DESC, id DESC)
  `,
  );
  await sql.raw(APPEND_ONLY).execute(db);
  await sql`CREATE TRIGGER record_access_append_only BEFORE UPDATE OR DELETE ON record_access
    FOR EACH ROW EXECUTE FUNCTION record_access_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE IF EXISTS record_access;
    DROP FUNCTION IF EXISTS record_access_append_only()
  `,
  );
}
