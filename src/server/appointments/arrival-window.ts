import type { PreparedStatement, RunStatement } from '../db/prepared-transaction';
import { firstFreeWindow, type ArrivalWindow } from '../../shared/arrivalWindow';

/*
 * The arrival window a visit is told when it is approved (or set for a follow-up): the first free
 * place of its doctor's day, from the doctor's first hour at the doctor's pace (the median of their
 * last 30 clinic days, measured in the background, else their own consultation length). Set once and
 * never moved earlier: only a visit without a window gets one, and a visit loses its window only when
 * it moves to another date (reschedule, follow-up).
 */

interface WindowFacts {
  id: string;
  doctor_id: string;
  /** the clinic date it is due on, 'YYYY-MM-DD' */
  day: string;
  appointment_start: string;
  appointment_end: string;
  pace: number;
}

/** The visit, when it is due on a date and has no window yet, with its doctor's hours and pace. */
const windowFacts = (appointmentId: string): PreparedStatement<WindowFacts> => ({
  name: 'arrival_window_facts',
  text: `
    SELECT a.id, a.doctor_id,
      to_char(CASE WHEN a.status = 'follow-up' THEN a.follow_up_date ELSE a.schedule_date END, 'YYYY-MM-DD') AS day,
      d.appointment_start, d.appointment_end, coalesce(d.pace_minutes, d.own_pace_minutes)::float8 AS pace
    FROM appointments AS a JOIN doctors AS d ON d.id = a.doctor_id
    WHERE a.id = $1::uuid AND a.arrive_from IS NULL
      AND ((a.status = 'approved' AND a.schedule_date IS NOT NULL)
        OR (a.status = 'follow-up' AND a.follow_up_date IS NOT NULL))`,
  values: [appointmentId],
});

/** The ends of the windows already told for the doctor's date (the due-visit indexes of migration 016). */
const windowsTold = (visit: WindowFacts): PreparedStatement<{ arrive_by: string }> => ({
  name: 'arrival_windows_told',
  text: `
    SELECT arrive_by FROM appointments
    WHERE doctor_id = $1::uuid AND id <> $3::uuid AND arrive_by IS NOT NULL
      AND ((status = 'approved' AND schedule_date = $2::date)
        OR (status = 'follow-up' AND follow_up_date = $2::date))`,
  values: [visit.doctor_id, visit.day, visit.id],
});

const tellWindow = (appointmentId: string, window: ArrivalWindow): PreparedStatement<never> => ({
  name: 'arrival_window_tell',
  text: `UPDATE appointments SET arrive_from = $2::text, arrive_by = $3::text
    WHERE id = $1::uuid AND arrive_from IS NULL`,
  values: [appointmentId, window.arriveFrom, window.arriveBy],
});

/**
 * Gives each of the visits that is due on a date and has no window yet the first free window of
 * its doctor's day, one after another in the order given. Runs in the approval's transaction,
 * holding the doctor's date, before the mails that tell the window are written.
 */
export async function assignArrivalWindows(
  run: RunStatement,
  appointmentIds: readonly string[],
  widthMinutes: number,
): Promise<void> {
  for (const id of appointmentIds) {
    const [visit] = await run(windowFacts(id));
    if (!visit) continue;
    const told = await run(windowsTold(visit));
    const day = {
      start: visit.appointment_start,
      end: visit.appointment_end,
      paceMinutes: Number(visit.pace),
      widthMinutes,
    };
    const window = firstFreeWindow(
      day,
      told.map((row) => row.arrive_by),
    );
    await run(tellWindow(id, window));
  }
}

/** The columns a move to another date sets: the window told for the old date no longer holds. */
export const NO_ARRIVAL_WINDOW = { arrive_from: null, arrive_by: null, arrive_moved: null } as const;
