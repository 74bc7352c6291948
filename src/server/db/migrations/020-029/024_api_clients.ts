import type { Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * Systems that call the FHIR API (SMART Backend Services). A client is registered by an
 * admin with its public JWKS and the scopes it may ask for; it signs an assertion per token request.
 * Each assertion's jti is kept until it expires so a replay is refused; the expiry index lets the
 * clean-up delete past rows by a range read, never a scan. New tables only: no data is touched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE api_clients (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      scopes text NOT NULL,
      jwks jsonb NOT NULL,
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz
    );
    CREATE INDEX api_clients_created ON api_clients (created_at DESC, id DESC);
    CREATE TABLE api_client_jtis (
      client_id uuid NOT NULL REFERENCES api_clients(id) ON DELETE CASCADE,
      jti text NOT NULL,
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (client_id, jti)
    );
    CREATE INDEX api_client_jtis_expiry ON api_client_jtis (expires_at)
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `DROP TABLE api_client_jtis;
    DROP TABLE api_clients`,
  );
}
