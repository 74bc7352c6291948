import { sql, type Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * The audit log: one row per sign-in, failed sign-in and state-changing call. Actor ids are
 * kept without a foreign key, with the email and name copied, so history outlives the user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE audit_log (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      at timestamptz NOT NULL DEFAULT now(),
      actor_id uuid,
      actor_email text,
      actor_name text,
      actor_role text NOT NULL,
      action text NOT NULL,
      target text,
      ip text,
      status_code integer NOT NULL,
      outcome text NOT NULL CHECK (outcome IN ('success', 'failure'))
    );
    CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC)
  `,
  );
  // Append-only in the database itself; one statement each (the function body holds semicolons).
  await sql
    .raw(
      `CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP; END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
       FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only()`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
       FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only()`,
    )
    .execute(db);
}
