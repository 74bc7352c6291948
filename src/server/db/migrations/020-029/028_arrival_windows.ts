import type { Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * A time to come, not only a day. `arrive_from`/`arrive_by` ('HH:mm', clinic time): the arrival
 * window an approved visit is told, set once at its approval from its place in the doctor's day
 * and the doctor's pace. A doctor's pace: `own_pace_minutes`, the doctor's own figure used until
 * there is history, and `pace_minutes`, the median consultation of their last 30 clinic days,
 * measured in the background once a clinic day (`pace_at`: when it was measured). Schema
 * only: nullable columns (`clinic_visits.near_told_at`: when a waiting patient was told their turn is
 * near, once per visit) and a small table's default, rewriting no rows at any size. The visits
 * approved before this get their windows from the maintenance task `appointments-arrival-windows`
 * (appointments/arrival-backfill.ts), asked for here where there are visits. When a doctor's day
 * runs late, the windows still ahead move later (today/slips.ts): `arrive_moved` is how far a visit's
 * window was moved from the one first told (null: not moved), and a day's queue counter keeps how late
 * the day last said it ran (`slip_told_minutes`), so each slip is told once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE appointments ADD COLUMN arrive_from text;
    ALTER TABLE appointments ADD COLUMN arrive_by text;
    ALTER TABLE appointments ADD COLUMN arrive_moved integer;
    ALTER TABLE clinic_queue_counters ADD COLUMN slip_told_minutes integer NOT NULL DEFAULT 0;
    ALTER TABLE clinic_visits ADD COLUMN near_told_at timestamptz;
    ALTER TABLE doctors ADD COLUMN own_pace_minutes integer NOT NULL DEFAULT 15
      CHECK (own_pace_minutes BETWEEN 1 AND 240);
    ALTER TABLE doctors ADD COLUMN pace_minutes real;
    ALTER TABLE doctors ADD COLUMN pace_at timestamptz;
    INSERT INTO maintenance_tasks (task)
      SELECT 'appointments-arrival-windows' WHERE EXISTS (SELECT 1 FROM appointments)
      ON CONFLICT (task) DO NOTHING
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DELETE FROM maintenance_tasks WHERE task = 'appointments-arrival-windows';
    ALTER TABLE doctors DROP COLUMN pace_at;
    ALTER TABLE doctors DROP COLUMN pace_minutes;
    ALTER TABLE doctors DROP COLUMN own_pace_minutes;
    ALTER TABLE clinic_visits DROP COLUMN near_told_at;
    ALTER TABLE clinic_queue_counters DROP COLUMN slip_told_minutes;
    ALTER TABLE appointments DROP COLUMN arrive_moved;
    ALTER TABLE appointments DROP COLUMN arrive_by;
    ALTER TABLE appointments DROP COLUMN arrive_from
  `,
  );
}
