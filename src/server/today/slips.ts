import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { clinicWallClock } from '../../shared/clinicTime';
import { minutesOfDay, timeOfDay } from '../../shared/arrivalWindow';
import { type AppointmentPolicy, slipEffects } from '../appointments';
import { findDoctor } from '../doctors';

/** A doctor's day this far behind the windows it told tells the patients still to come. */
const SLIP_MINUTES = 20;
/** Lateness is said, and windows moved, in five-minute steps ("about 40 minutes late"). */
const MARK_MINUTES = 5;

interface Behind {
  doctor_id: string;
  /** the end of the earliest window, as first told, of a patient who came by it and still waits */
  first_told_by: string;
}

/**
 * Each doctor's day today with a patient who came by the end of their window and is still waiting:
 * the earliest such window's end as it was first told (before any slip moved it). One day's visits.
 */
async function dueWindowsStillWaiting(db: Db, today: string, timeZone: string): Promise<Behind[]> {
  const { rows } = await sql<{ doctor_id: string; arrive_by: string; moved: number }>`
    SELECT v.doctor_id, a.arrive_by, coalesce(a.arrive_moved, 0) AS moved
    FROM clinic_visits AS v JOIN appointments AS a ON a.id = v.appointment_id
    WHERE v.clinic_date = ${today}::date AND v.state = 'arrived' AND a.arrive_by IS NOT NULL
      AND to_char(v.arrived_at AT TIME ZONE ${timeZone}, 'HH24:MI') <= a.arrive_by`.execute(db);
  const earliest = new Map<string, number>();
  for (const row of rows) {
    const told = minutesOfDay(row.arrive_by) - row.moved;
    earliest.set(row.doctor_id, Math.min(earliest.get(row.doctor_id) ?? told, told));
  }
  return [...earliest].map(([doctor_id, told]) => ({ doctor_id, first_told_by: timeOfDay(told) }));
}

/**
 * The slip notice: a doctor's day that runs more than 20 minutes behind the windows it told (a
 * patient who came in time waits past the end of their window, as first told) moves the windows
 * still ahead of the patients not yet arrived later by the slip, and tells each of them once, by
 * text, mail and notification: "Dr. Bello is running about 40 minutes late; please come at 11:20".
 * A slip is told once: the day records how late it last said it was, and tells again only when it
 * runs more than 20 minutes behind that. Windows only ever move later. Answers the patients told.
 */
export async function tellSlips(db: Db, policy: AppointmentPolicy, now: Date = new Date()): Promise<number> {
  const clock = clinicWallClock(policy.timeZone, now);
  let told = 0;
  for (const day of await dueWindowsStillWaiting(db, clock.date, policy.timeZone)) {
    const late = minutesOfDay(clock.time) - minutesOfDay(day.first_told_by);
    if (late > SLIP_MINUTES) {
      told += await tellSlip(db, policy, {
        doctorId: day.doctor_id,
        date: clock.date,
        time: clock.time,
        late,
      });
    }
  }
  return told;
}

interface Slip {
  doctorId: string;
  date: string;
  /** the clinic's time now */
  time: string;
  /** minutes behind the windows as first told */
  late: number;
}

/** One doctor's slip, under the lock of the day's queue counter (a call-next takes it too). */
async function tellSlip(db: Db, policy: AppointmentPolicy, slip: Slip): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const { rows } = await sql<{ slip_told_minutes: number }>`
      SELECT slip_told_minutes FROM clinic_queue_counters
      WHERE doctor_id = ${slip.doctorId}::uuid AND clinic_date = ${slip.date}::date FOR UPDATE`.execute(tx);
    const already = rows[0]?.slip_told_minutes;
    if (already === undefined || slip.late - already <= SLIP_MINUTES) return 0;
    const lateBy = Math.ceil(slip.late / MARK_MINUTES) * MARK_MINUTES;
    await sql`
      UPDATE clinic_queue_counters SET slip_told_minutes = ${lateBy}
      WHERE doctor_id = ${slip.doctorId}::uuid AND clinic_date = ${slip.date}::date`.execute(tx);
    // not yet arrived, their window still ahead: moved to the first-told window plus the slip
    const { rows: ahead } = await sql<{
      id: string;
      user_id: string;
      arrive_from: string;
      arrive_by: string;
      moved: number;
    }>`
      SELECT a.id, a.user_id, a.arrive_from, a.arrive_by, coalesce(a.arrive_moved, 0) AS moved
      FROM appointments AS a
      WHERE a.doctor_id = ${slip.doctorId}::uuid AND a.arrive_from > ${slip.time}
        AND ((a.status = 'approved' AND a.schedule_date = ${slip.date}::date)
          OR (a.status = 'follow-up' AND a.follow_up_date = ${slip.date}::date))
        AND NOT EXISTS (SELECT 1 FROM clinic_visits AS v
          WHERE v.appointment_id = a.id AND v.clinic_date = ${slip.date}::date)
      ORDER BY a.arrive_from, a.id
      FOR UPDATE OF a`.execute(tx);
    const moved = ahead
      .filter((visit) => lateBy > visit.moved)
      .map((visit) => {
        const by = lateBy - visit.moved;
        return {
          id: visit.id,
          user_id: visit.user_id,
          arriveFrom: timeOfDay(minutesOfDay(visit.arrive_from) + by),
          arriveBy: timeOfDay(minutesOfDay(visit.arrive_by) + by),
        };
      });
    for (const visit of moved) {
      await tx
        .updateTable('appointments')
        .set((eb) => ({
          arrive_from: visit.arriveFrom,
          arrive_by: visit.arriveBy,
          arrive_moved: lateBy,
          // the calendar entry moves with the window (RFC 5546: a new start raises SEQUENCE)
          calendar_sequence: eb('calendar_sequence', '+', 1),
          updated_at: new Date(),
        }))
        .where('id', '=', visit.id)
        .execute();
    }
    const doctor = await findDoctor(tx, slip.doctorId);
    if (doctor && moved.length > 0) {
      await slipEffects(tx, policy.messages, { doctor, visits: moved, lateMinutes: lateBy });
    }
    return moved.length;
  });
}
