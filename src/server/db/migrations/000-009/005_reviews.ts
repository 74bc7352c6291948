import type { Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/** Reviews of completed visits: one per appointment, moderated from hold. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE reviews (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      appointment_id uuid NOT NULL UNIQUE REFERENCES appointments(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      doctor_id uuid NOT NULL REFERENCES doctors(id) ON DELETE CASCADE,
      rating numeric(2, 1) NOT NULL CHECK (rating >= 0.5 AND rating <= 5 AND rating * 2 = floor(rating * 2)),
      comment text NOT NULL CHECK (length(comment) BETWEEN 1 AND 1000),
      status text DEFAULT 'hold' CHECK (status IN ('approved', 'hold', 'rejected')),
      admin_comment text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX reviews_doctor_status ON reviews (doctor_id, status)
  `,
  );
}
