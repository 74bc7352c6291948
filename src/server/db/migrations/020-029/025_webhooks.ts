import { sql, type Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * Webhooks (Standard Webhooks 1.0). Schema only: new tables and triggers, no row read.
 *
 * - `webhooks`: an endpoint an admin registered, the events it wants and its `whsec_` secret; after a
 *   rotation the previous secret also signs until `previous_secret_until`.
 * - `webhook_deliveries`: one row per event and endpoint, written by the triggers below in the
 *   transaction of the change itself, whatever path made it (a patient, the desk, a doctor, FHIR, a
 *   course of visits, the no-show sweep). The outbox sender claims due rows (SKIP LOCKED); the body
 *   is built at the first try and kept, so every retry sends the same bytes under the same id.
 * - `webhook_attempts`: every try, for the delivery log.
 *
 * The triggers are statement-level and return at once while no endpoint is enabled.
 */
const FUNCTIONS = [
  `CREATE FUNCTION queue_webhook_events(appointment_ids uuid[], events text[]) RETURNS void
   LANGUAGE plpgsql AS $$
   DECLARE queued integer;
   BEGIN
     INSERT INTO webhook_deliveries (webhook_id, event, appointment_id)
       SELECT w.id, e.event, e.appointment_id
       FROM unnest(appointment_ids, events) WITH ORDINALITY AS e(appointment_id, event, n)
       JOIN webhooks w ON w.enabled AND e.event = ANY (w.events)
       WHERE e.event IS NOT NULL
       ORDER BY e.n;
     GET DIAGNOSTICS queued = ROW_COUNT;
     IF queued > 0 THEN PERFORM pg_notify('webhooks_' || current_schema(), ''); END IF;
   END $$`,
  `CREATE FUNCTION webhook_appointments_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF NOT EXISTS (SELECT 1 FROM webhooks WHERE enabled) THEN RETURN NULL; END IF;
     PERFORM queue_webhook_events(array_agg(e.id ORDER BY e.n, e.id), array_agg(e.event ORDER BY e.n, e.id))
     FROM (
       SELECT id, 1 AS n, 'appointment.booked' AS event FROM new_rows
       UNION ALL SELECT id, 2, 'appointment.approved' FROM new_rows WHERE status = 'approved') AS e;
     RETURN NULL;
   END $$`,
  // rescheduled: an approved visit's date or time moved, or a follow-up's date
  `CREATE FUNCTION webhook_appointments_updated() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF NOT EXISTS (SELECT 1 FROM webhooks WHERE enabled) THEN RETURN NULL; END IF;
     PERFORM queue_webhook_events(array_agg(e.id), array_agg(e.event)) FROM (
       SELECT c.id, CASE
         WHEN c.status = o.status THEN CASE
           WHEN c.status = 'approved' AND (c.schedule_date, c.date, c.time)
             IS DISTINCT FROM (o.schedule_date, o.date, o.time) THEN 'appointment.rescheduled'
           WHEN c.status = 'follow-up' AND c.follow_up_date IS DISTINCT FROM o.follow_up_date
             THEN 'appointment.rescheduled'
           END
         WHEN c.status = 'approved' THEN 'appointment.approved'
         WHEN c.status IN ('cancelled', 'rejected') THEN 'appointment.cancelled'
         WHEN c.status = 'completed' THEN 'appointment.completed'
         WHEN c.status = 'no-show' THEN 'appointment.no-show'
         END AS event
       FROM old_rows o JOIN new_rows c ON c.id = o.id) AS e
     WHERE e.event IS NOT NULL;
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION webhook_visits_changed() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF NOT EXISTS (SELECT 1 FROM webhooks WHERE enabled) THEN RETURN NULL; END IF;
     IF TG_OP = 'INSERT' THEN
       PERFORM queue_webhook_events(
         array_agg(e.appointment_id ORDER BY e.n, e.appointment_id),
         array_agg(e.event ORDER BY e.n, e.appointment_id)
       ) FROM (
         SELECT appointment_id, 1 AS n, 'visit.checked-in' AS event FROM new_rows WHERE arrived_at IS NOT NULL
         UNION ALL SELECT appointment_id, 2, 'visit.called' FROM new_rows WHERE called_at IS NOT NULL) AS e;
     ELSE
       PERFORM queue_webhook_events(
         array_agg(e.appointment_id ORDER BY e.n, e.appointment_id),
         array_agg(e.event ORDER BY e.n, e.appointment_id)
       ) FROM (
         SELECT c.appointment_id, 1 AS n, 'visit.checked-in' AS event
           FROM new_rows c JOIN old_rows o USING (appointment_id, clinic_date)
           WHERE c.arrived_at IS NOT NULL AND o.arrived_at IS NULL
         UNION ALL SELECT c.appointment_id, 2, 'visit.called'
           FROM new_rows c JOIN old_rows o USING (appointment_id, clinic_date)
           WHERE c.called_at IS NOT NULL AND c.called_at IS DISTINCT FROM o.called_at) AS e;
     END IF;
     RETURN NULL;
   END $$`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE webhooks (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      url text NOT NULL,
      events text[] NOT NULL,
      secret text NOT NULL,
      previous_secret text,
      previous_secret_until timestamptz,
      enabled boolean NOT NULL DEFAULT true,
      disabled_reason text CHECK (disabled_reason IN ('admin', 'gone', 'failing')),
      failing_since timestamptz,
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE webhook_deliveries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      -- the order events happened in, also within one transaction (booked, then approved)
      seq bigint GENERATED ALWAYS AS IDENTITY,
      webhook_id uuid NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
      event text NOT NULL,
      appointment_id uuid NOT NULL REFERENCES appointments(id) ON DELETE CASCADE,
      occurred_at timestamptz NOT NULL DEFAULT now(),
      body text,
      state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'delivered', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      last_status integer,
      last_error text,
      delivered_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at, seq) WHERE state = 'queued';
    CREATE INDEX webhook_deliveries_log ON webhook_deliveries (webhook_id, created_at DESC, id DESC);
    CREATE INDEX webhook_deliveries_appointment ON webhook_deliveries (appointment_id);
    CREATE TABLE webhook_attempts (
      delivery_id uuid NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
      attempted_at timestamptz NOT NULL DEFAULT now(),
      status integer,
      error text,
      duration_ms integer NOT NULL
    );
    CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, attempted_at)
  `,
  );
  for (const definition of FUNCTIONS) await sql.raw(definition).execute(db);
  await runStatements(
    db,
    `
    CREATE TRIGGER appointments_inserted_webhook AFTER INSERT ON appointments
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION webhook_appointments_inserted();
    CREATE TRIGGER appointments_updated_webhook AFTER UPDATE ON appointments
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION webhook_appointments_updated();
    CREATE TRIGGER clinic_visits_inserted_webhook AFTER INSERT ON clinic_visits
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION webhook_visits_changed();
    CREATE TRIGGER clinic_visits_updated_webhook AFTER UPDATE ON clinic_visits
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION webhook_visits_changed()
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TRIGGER clinic_visits_updated_webhook ON clinic_visits;
    DROP TRIGGER clinic_visits_inserted_webhook ON clinic_visits;
    DROP TRIGGER appointments_updated_webhook ON appointments;
    DROP TRIGGER appointments_inserted_webhook ON appointments;
    DROP FUNCTION webhook_visits_changed();
    DROP FUNCTION webhook_appointments_updated();
    DROP FUNCTION webhook_appointments_inserted();
    DROP FUNCTION queue_webhook_events(uuid[], text[]);
    DROP TABLE webhook_attempts;
    DROP TABLE webhook_deliveries;
    DROP TABLE webhooks
  `,
  );
}
