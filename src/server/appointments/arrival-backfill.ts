import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { kyselyRunner } from '../db/prepared-transaction';
import { BatchSize, type BatchResult, type MaintenanceTask } from '../maintenance/runner';
import { assignArrivalWindows } from './arrival-window';

/** Asked for by migration 028 on a database that had appointments. */
const ARRIVAL_WINDOWS_TASK = 'appointments-arrival-windows';

/** Visits are booked up to 90 days ahead: how far through them a date lies is the fraction done. */
const BOOKING_HORIZON_DAYS = 90;

/** Doctors' days per batch. */
const batch = new BatchSize(20, 5, 200);

interface DoctorDay {
  day: string;
  doctor_id: string;
}

/** The next doctors' days, from today, with a due visit and no window, after `after`. */
async function nextDays(tx: Db, from: string, after: DoctorDay | null, size: number) {
  const since = after
    ? sql`WHERE (due.day, due.doctor_id) > (${after.day}::date, ${after.doctor_id}::uuid)`
    : sql``;
  const { rows } = await sql<DoctorDay>`
    SELECT DISTINCT to_char(due.day, 'YYYY-MM-DD') AS day, due.doctor_id FROM (
      SELECT schedule_date AS day, doctor_id FROM appointments
        WHERE status = 'approved' AND schedule_date >= ${from}::date AND arrive_from IS NULL
      UNION ALL
      SELECT follow_up_date, doctor_id FROM appointments
        WHERE status = 'follow-up' AND follow_up_date >= ${from}::date AND arrive_from IS NULL
    ) AS due ${since}
    ORDER BY 1, 2 LIMIT ${size}`.execute(tx);
  return rows;
}

/** The day's visits without a window, in the order the day sheet lists them. */
async function visitsWithoutWindow(tx: Db, doctorDay: DoctorDay): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM appointments
    WHERE doctor_id = ${doctorDay.doctor_id}::uuid AND arrive_from IS NULL
      AND ((status = 'approved' AND schedule_date = ${doctorDay.day}::date)
        OR (status = 'follow-up' AND follow_up_date = ${doctorDay.day}::date))
    ORDER BY time, id`.execute(tx);
  return rows.map((row) => row.id);
}

const dayDistance = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * Windows for the visits approved before windows existed: each doctor's day from today on, its
 * visits in time order after any already told, by the rule an approval follows. Past days are left:
 * nobody is coming to them.
 */
export function arrivalWindowsTask(options: { today: () => string; widthMinutes: number }): MaintenanceTask {
  return {
    name: ARRIVAL_WINDOWS_TASK,
    async runBatch(tx, cursor): Promise<BatchResult> {
      const today = options.today();
      const after = cursor ? (JSON.parse(cursor) as DoctorDay) : null;
      const days = await batch.measure(async (size) => {
        const found = await nextDays(tx, today, after, size);
        for (const doctorDay of found) {
          const ids = await visitsWithoutWindow(tx, doctorDay);
          await assignArrivalWindows(kyselyRunner(tx), ids, options.widthMinutes);
        }
        return { found, size };
      });
      const last = days.found.at(-1);
      if (!last || days.found.length < days.size) return { cursor: null, done: 1, finished: true };
      const done = Math.min(0.99, Math.max(0, dayDistance(today, last.day) / BOOKING_HORIZON_DAYS));
      return { cursor: JSON.stringify(last), done, finished: false };
    },
  };
}

/** Every due visit from `today` without a window given one at once (the demo data, as it is seeded). */
export async function fillArrivalWindows(db: Db, today: string, widthMinutes: number): Promise<void> {
  const task = arrivalWindowsTask({ today: () => today, widthMinutes });
  let cursor: string | null = null;
  for (;;) {
    const result = await db.transaction().execute((tx) => task.runBatch(tx, cursor));
    if (result.finished) return;
    cursor = result.cursor;
  }
}
