import { sql, type Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/** The append-only rule of a payment's history, run as one statement (its body holds semicolons). */
const APPEND_ONLY = `CREATE FUNCTION payment_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM payments WHERE id = OLD.payment_id) THEN
        -- the payment itself went with its visit's record
        RETURN OLD;
      END IF;
      IF TG_OP = 'UPDATE' AND NEW.actor_id IS NULL AND OLD.actor_id IS NOT NULL
        AND (NEW.id, NEW.payment_id, NEW.kind, NEW.amount_kobo, NEW.detail, NEW.at)
          IS NOT DISTINCT FROM (OLD.id, OLD.payment_id, OLD.kind, OLD.amount_kobo, OLD.detail, OLD.at) THEN
        -- the staff member who acted was removed: the event stays, without their id
        RETURN NEW;
      END IF;
      RAISE EXCEPTION 'payment_events is append-only';
    END $$`;

/**
 * What a visit costs and what was paid for it. New tables only, so it is quick on any database:
 * - `payment_policy`: the clinic's one row (when a visit is paid, the deposit, refunds, the hold);
 * - `payments`: one row per attempt (an online transaction or a payment at the desk) with its state,
 *   amounts in kobo, our unique reference, and its receipt number once paid; a voided desk payment
 *   keeps its row with who voided it and why;
 * - `payment_events`: each payment's history, append-only (a trigger refuses changes);
 * - `receipt_counters`: the last receipt number of each year, row-locked by the transaction that
 *   takes the next, so numbers run without gaps.
 * Amounts are integers in kobo: a visit's price stays far below the 21 million naira an integer holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE payment_policy (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      collect text NOT NULL DEFAULT 'desk' CHECK (collect IN ('desk', 'deposit', 'full')),
      deposit_kobo integer CHECK (deposit_kobo > 0),
      deposit_percent integer CHECK (deposit_percent BETWEEN 1 AND 100),
      refund_after_cutoff_percent integer NOT NULL DEFAULT 0
        CHECK (refund_after_cutoff_percent BETWEEN 0 AND 100),
      hold_minutes integer CHECK (hold_minutes BETWEEN 1 AND 1440),
      updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE payments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      appointment_id uuid NOT NULL REFERENCES appointments(id) ON DELETE CASCADE,
      method text NOT NULL CHECK (method IN ('paystack', 'cash', 'pos', 'transfer')),
      state text NOT NULL CHECK (state IN
        ('initialized', 'success', 'failed', 'abandoned', 'refunded', 'partially refunded')),
      amount_kobo integer NOT NULL CHECK (amount_kobo > 0),
      refunded_kobo integer NOT NULL DEFAULT 0
        CHECK (refunded_kobo >= 0 AND refunded_kobo <= amount_kobo),
      currency text NOT NULL DEFAULT 'NGN',
      reference text NOT NULL UNIQUE,
      outside_reference text,
      authorization_url text,
      hold_until timestamptz,
      receipt_year integer,
      receipt_number integer,
      recorded_by uuid REFERENCES users(id) ON DELETE SET NULL,
      voided_at timestamptz,
      voided_by uuid REFERENCES users(id) ON DELETE SET NULL,
      void_reason text,
      created_at timestamptz NOT NULL DEFAULT now(),
      paid_at timestamptz,
      UNIQUE (receipt_year, receipt_number)
    );
    CREATE INDEX payments_appointment ON payments (appointment_id, created_at);
    CREATE INDEX payments_holds ON payments (hold_until) WHERE state = 'initialized';
    CREATE TABLE payment_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      payment_id uuid NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
      kind text NOT NULL,
      amount_kobo integer,
      detail jsonb,
      actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
      at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX payment_events_payment ON payment_events (payment_id, at, id);
    CREATE TABLE receipt_counters (
      year integer PRIMARY KEY,
      last integer NOT NULL CHECK (last >= 0)
    )
  `,
  );
  await sql.raw(APPEND_ONLY).execute(db);
  await sql`CREATE TRIGGER payment_events_append_only BEFORE UPDATE OR DELETE ON payment_events
    FOR EACH ROW EXECUTE FUNCTION payment_events_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE IF EXISTS payment_events;
    DROP FUNCTION IF EXISTS payment_events_append_only();
    DROP TABLE IF EXISTS receipt_counters;
    DROP TABLE IF EXISTS payments;
    DROP TABLE IF EXISTS payment_policy
  `,
  );
}
