import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { Database, UserRow } from '../db/schema';
import { conflict } from '../plugins/errors';
import { formatDisplayDate } from '../../shared/clinicDays';
import { queueLabel } from '../../shared/schemas/clinicDay';
import { announceQueue } from '../notifications';
import { dueDateOf, lockVisit, queueDoctor } from './visit-access';
import { withValues } from '../i18n';
import { APPOINTMENT_TEXT, type VisitMessageSettings, calledEffects } from '../appointments';
import { TODAY_TEXT } from './today-messages';

type Tx = Kysely<Database>;

const NOBODY_WAITING = TODAY_TEXT.nobodyWaiting;

async function visitOn(tx: Tx, appointmentId: string, date: string) {
  return tx
    .selectFrom('clinic_visits')
    .select(['state', 'doctor_id'])
    .where('appointment_id', '=', appointmentId)
    .where('clinic_date', '=', date)
    .forUpdate()
    .executeTakeFirst();
}

/** The next queue number of the doctor's day; numbers are never handed out twice that day. */
async function nextQueueNumber(tx: Tx, doctorId: string, date: string): Promise<number> {
  const { rows } = await sql<{ last_number: number }>`
    INSERT INTO clinic_queue_counters (doctor_id, clinic_date, last_number) VALUES (${doctorId}, ${date}, 1)
    ON CONFLICT (doctor_id, clinic_date) DO UPDATE SET last_number = clinic_queue_counters.last_number + 1
    RETURNING last_number`.execute(tx);
  return rows[0].last_number;
}

/** check-in: an expected visit of today arrives and takes the doctor's next queue number. */
export async function checkIn(db: Db, viewer: UserRow, appointmentId: string, today: string) {
  const result = await db.transaction().execute(async (tx) => {
    const { appointment } = await lockVisit(tx, viewer, appointmentId);
    const due = dueDateOf(appointment);
    if (!due) throw conflict(withValues(APPOINTMENT_TEXT.alreadyStatus, { status: appointment.status }));
    if (due !== today) throw conflict(withValues(TODAY_TEXT.visitOn, { date: formatDisplayDate(due) }));
    if (await visitOn(tx, appointmentId, today)) throw conflict(TODAY_TEXT.alreadyCheckedIn);
    const number = await nextQueueNumber(tx, appointment.doctor_id, today);
    await tx
      .insertInto('clinic_visits')
      .values({
        appointment_id: appointmentId,
        clinic_date: today,
        doctor_id: appointment.doctor_id,
        state: 'arrived',
        queue_number: number,
        arrived_at: new Date(),
      })
      .execute();
    await announceQueue(tx, appointment.doctor_id);
    return { queueNumber: queueLabel(number) as string };
  });
  return result;
}

/** undo-check-in: back to expected while still waiting; the number is not given out again. */
export async function undoCheckIn(db: Db, viewer: UserRow, appointmentId: string, today: string) {
  await db.transaction().execute(async (tx) => {
    const { appointment } = await lockVisit(tx, viewer, appointmentId);
    const visit = await visitOn(tx, appointmentId, today);
    if (!visit) throw conflict(TODAY_TEXT.notCheckedIn);
    if (visit.state !== 'arrived') throw conflict(TODAY_TEXT.noLongerWaiting);
    await tx
      .deleteFrom('clinic_visits')
      .where('appointment_id', '=', appointmentId)
      .where('clinic_date', '=', today)
      .execute();
    await announceQueue(tx, appointment.doctor_id);
  });
}

/**
 * call-next: the doctor's earliest waiting patient (priority first, then arrival order) goes in.
 * SKIP LOCKED lets two calls at once take two different patients, never the same one. The patient
 * is texted "Please go to Dr. … now", sent once this commits (calledEffects).
 */
export async function callNext(
  db: Db,
  viewer: UserRow,
  queue: { doctorId: string; today: string },
  settings: VisitMessageSettings,
) {
  const { doctorId, today } = queue;
  return db.transaction().execute(async (tx) => {
    await queueDoctor(tx, viewer, doctorId);
    const { rows } = await sql<{ appointment_id: string; queue_number: number }>`
      SELECT appointment_id, queue_number FROM clinic_visits
      WHERE doctor_id = ${doctorId}::uuid AND clinic_date = ${today}::date AND state = 'arrived'
      ORDER BY priority_at NULLS LAST, arrived_at, queue_number
      LIMIT 1
      FOR UPDATE SKIP LOCKED`.execute(tx);
    const next = rows[0];
    if (!next) throw conflict(NOBODY_WAITING);
    await tx
      .updateTable('clinic_visits')
      .set({ state: 'in-consultation', called_at: new Date() })
      .where('appointment_id', '=', next.appointment_id)
      .where('clinic_date', '=', today)
      .execute();
    await calledEffects(tx, settings, { appointmentId: next.appointment_id, doctorId });
    return { appointmentId: next.appointment_id, queueNumber: queueLabel(next.queue_number) as string };
  });
}

/** set-priority: an arrived patient moves to the front of the doctor's queue. */
export async function setPriority(
  db: Db,
  viewer: UserRow,
  priority: { appointmentId: string; reason: string; today: string },
) {
  const { appointmentId, reason, today } = priority;
  await db.transaction().execute(async (tx) => {
    const { appointment } = await lockVisit(tx, viewer, appointmentId);
    const visit = await visitOn(tx, appointmentId, today);
    if (!visit || visit.state !== 'arrived') throw conflict(TODAY_TEXT.onlyWaitingMoveUp);
    await tx
      .updateTable('clinic_visits')
      .set({ priority_at: new Date(), priority_reason: reason })
      .where('appointment_id', '=', appointmentId)
      .where('clinic_date', '=', today)
      .execute();
    await announceQueue(tx, appointment.doctor_id);
  });
}

/**
 * Completion of an arrived or in-consultation visit makes it seen (called from the appointment's
 * completion, in its transaction). A visit completed without checking in has no row and keeps none.
 */
export async function finishVisit(tx: Tx, appointmentId: string, doctorId: string): Promise<void> {
  const { numUpdatedRows } = await tx
    .updateTable('clinic_visits')
    .set({ state: 'seen', finished_at: new Date() })
    .where('appointment_id', '=', appointmentId)
    .where('state', 'in', ['arrived', 'in-consultation'])
    .executeTakeFirst();
  if (numUpdatedRows > 0n) await announceQueue(tx, doctorId);
}
