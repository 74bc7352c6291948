import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { Database, UserRow } from '../db/schema';
import { conflict, notFound } from '../plugins/errors';
import { formatDisplayDate } from '../../shared/clinicDays';
import {
  DEFAULT_QUEUE_PREFIX,
  queueLabel,
  queuePrefixAt,
  type CheckInWay,
} from '../../shared/schemas/clinicDay';
import { announceQueue } from '../notifications';
import { dueDateOf, lockVisit, queueDoctor } from './visit-access';
import { withValues } from '../i18n';
import { APPOINTMENT_TEXT, type AppointmentPolicy, calledEffects, lockAppointment } from '../appointments';
import { tellNearTurns } from './near-turn';
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

/**
 * The letters the doctor's numbers carry on the date: given at the doctor's first check-in of the
 * day, the first letters no other doctor holds that day, and kept all day. A doctor whose day began
 * before prefixes existed (a counter but no letters) keeps the 'A' their tickets already say, and
 * nobody else is given 'A' that day. New letters are handed out under a lock on the date, so two
 * doctors' first check-ins at once never take the same ones.
 */
async function queuePrefix(tx: Tx, doctorId: string, date: string): Promise<string> {
  const held = () =>
    tx
      .selectFrom('clinic_queue_prefixes')
      .select('prefix')
      .where('doctor_id', '=', doctorId)
      .where('clinic_date', '=', date)
      .executeTakeFirst();
  const mine = await held();
  if (mine) return mine.prefix;
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`clinic_queue_prefixes:${date}`}))`.execute(tx);
  const meanwhile = await held();
  if (meanwhile) return meanwhile.prefix;
  // doctors whose day began before prefixes came: only ever on the day of the upgrade
  const { rows: unlettered } = await sql<{ doctor_id: string }>`
    SELECT c.doctor_id FROM clinic_queue_counters AS c
    WHERE c.clinic_date = ${date}::date AND NOT EXISTS (
      SELECT 1 FROM clinic_queue_prefixes AS p WHERE p.doctor_id = c.doctor_id AND p.clinic_date = c.clinic_date)
    LIMIT 100`.execute(tx);
  if (unlettered.some((row) => row.doctor_id === doctorId)) return DEFAULT_QUEUE_PREFIX;
  const heldToday = await tx
    .selectFrom('clinic_queue_prefixes')
    .select('prefix')
    .where('clinic_date', '=', date)
    .execute();
  const taken = new Set(heldToday.map((row) => row.prefix));
  if (unlettered.length > 0) taken.add(DEFAULT_QUEUE_PREFIX);
  let position = 0;
  while (taken.has(queuePrefixAt(position))) position += 1;
  const prefix = queuePrefixAt(position);
  await tx
    .insertInto('clinic_queue_prefixes')
    .values({ clinic_date: date, prefix, doctor_id: doctorId })
    .execute();
  return prefix;
}

/** The next queue number of the doctor's day, and its label; numbers are never handed out twice that day. */
async function nextQueueNumber(tx: Tx, doctorId: string, date: string) {
  const prefix = await queuePrefix(tx, doctorId, date);
  const { rows } = await sql<{ last_number: number }>`
    INSERT INTO clinic_queue_counters (doctor_id, clinic_date, last_number) VALUES (${doctorId}, ${date}, 1)
    ON CONFLICT (doctor_id, clinic_date) DO UPDATE SET last_number = clinic_queue_counters.last_number + 1
    RETURNING last_number`.execute(tx);
  const number = rows[0].last_number;
  return { number, label: queueLabel(number, prefix) as string };
}

/** The appointment as lockAppointment reads it: what a check-in judges. */
type LockedVisit = NonNullable<Awaited<ReturnType<typeof lockAppointment>>>;

/**
 * The rules of a check-in, wherever it comes from (the desk, or the patient's phone): an expected
 * visit due today arrives and takes the doctor's next queue number, once. In the transaction that
 * holds the appointment's row lock, so two check-ins at once give one number.
 */
async function admit(tx: Tx, appointment: LockedVisit, check: { today: string; by: CheckInWay }) {
  const { today, by } = check;
  const due = dueDateOf(appointment);
  if (!due) throw conflict(withValues(APPOINTMENT_TEXT.alreadyStatus, { status: appointment.status }));
  if (due !== today) throw conflict(withValues(TODAY_TEXT.visitOn, { date: formatDisplayDate(due) }));
  const visit = await visitOn(tx, appointment.id, today);
  if (visit?.state === 'seen') throw conflict(TODAY_TEXT.visitSeen);
  if (visit) throw conflict(TODAY_TEXT.alreadyCheckedIn);
  const { number, label } = await nextQueueNumber(tx, appointment.doctor_id, today);
  await tx
    .insertInto('clinic_visits')
    .values({
      appointment_id: appointment.id,
      clinic_date: today,
      doctor_id: appointment.doctor_id,
      state: 'arrived',
      queue_number: number,
      arrived_at: new Date(),
      checked_in_by: by,
    })
    .execute();
  await announceQueue(tx, appointment.doctor_id);
  return { queueNumber: label };
}

/** check-in: the desk (or the doctor) checks an expected visit of today in. */
export async function checkIn(db: Db, viewer: UserRow, appointmentId: string, today: string) {
  return db.transaction().execute(async (tx) => {
    const { appointment } = await lockVisit(tx, viewer, appointmentId);
    return admit(tx, appointment, { today, by: 'desk' });
  });
}

/**
 * The patient checks their own visit in from their phone, by the same rules as the desk: the visit
 * must be the caller's or a family member's they manage (else 404, as if it were not there), and
 * `allowed` may refuse it further (a poster's doctors) once it is locked.
 */
export async function checkInByPhone(
  db: Db,
  account: { id: string },
  visit: { appointmentId: string; today: string; allowed: (doctorId: string) => boolean },
) {
  return db.transaction().execute(async (tx) => {
    const appointment = await lockAppointment(tx, visit.appointmentId);
    const mine = appointment && (appointment.user_id === account.id || appointment.account_id === account.id);
    if (!mine || !visit.allowed(appointment.doctor_id)) throw notFound(APPOINTMENT_TEXT.notFound);
    return admit(tx, appointment, { today: visit.today, by: 'phone' });
  });
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

/** The doctor's call to the room: whose queue, on which day, and the visit to finish first. */
export interface CallNext {
  doctorId: string;
  today: string;
  /** the visit in the room, finished (seen) before the next patient is called */
  finishFirst?: string;
}

/**
 * call-next: the doctor's earliest waiting patient (priority first, then arrival order) goes in.
 * One patient is in the room at a time: while a visit is in consultation the call is refused
 * (409, nothing changes, nobody is texted) unless it names that visit in `finishFirst`, which is
 * then finished (seen, its notes still to be written with Complete) in the same transaction.
 * Calls for one doctor's day take turns on the day's counter row, so two calls at once put one
 * patient in the room and refuse the other. The patient is texted "B-004: please go to Dr. … now",
 * sent once this commits (calledEffects); the patients now near their turn are told (tellNearTurns).
 */
export async function callNext(
  db: Db,
  viewer: UserRow,
  queue: CallNext,
  policy: Pick<AppointmentPolicy, 'messages' | 'nearTurnAhead'>,
) {
  const { doctorId, today, finishFirst } = queue;
  return db.transaction().execute(async (tx) => {
    await queueDoctor(tx, viewer, doctorId);
    // nobody has checked in without this row; its lock makes the doctor's calls take turns
    const { rows: counter } = await sql`
      SELECT 1 FROM clinic_queue_counters
      WHERE doctor_id = ${doctorId}::uuid AND clinic_date = ${today}::date FOR UPDATE`.execute(tx);
    if (counter.length === 0) throw conflict(NOBODY_WAITING);
    const inRoom = await tx
      .selectFrom('clinic_visits')
      .select(['appointment_id', 'queue_number'])
      .where('doctor_id', '=', doctorId)
      .where('clinic_date', '=', today)
      .where('state', '=', 'in-consultation')
      .orderBy('called_at')
      .execute();
    const prefix = await tx
      .selectFrom('clinic_queue_prefixes')
      .select('prefix')
      .where('doctor_id', '=', doctorId)
      .where('clinic_date', '=', today)
      .executeTakeFirst();
    const label = (n: number | null) => queueLabel(n, prefix?.prefix) ?? '';
    const staying = inRoom.filter((visit) => visit.appointment_id !== finishFirst);
    if (staying.length > 0) {
      throw conflict(withValues(TODAY_TEXT.stillInRoom, { queueNumber: label(staying[0].queue_number) }));
    }
    const { rows } = await sql<{ appointment_id: string; queue_number: number }>`
      SELECT appointment_id, queue_number FROM clinic_visits
      WHERE doctor_id = ${doctorId}::uuid AND clinic_date = ${today}::date AND state = 'arrived'
      ORDER BY priority_at NULLS LAST, arrived_at, queue_number
      LIMIT 1
      FOR UPDATE SKIP LOCKED`.execute(tx);
    const next = rows[0];
    if (!next) throw conflict(NOBODY_WAITING);
    const finished = inRoom.find((visit) => visit.appointment_id === finishFirst);
    if (finished) {
      await tx
        .updateTable('clinic_visits')
        .set({ state: 'seen', finished_at: new Date() })
        .where('appointment_id', '=', finished.appointment_id)
        .where('clinic_date', '=', today)
        .execute();
    }
    await tx
      .updateTable('clinic_visits')
      .set({ state: 'in-consultation', called_at: new Date() })
      .where('appointment_id', '=', next.appointment_id)
      .where('clinic_date', '=', today)
      .execute();
    const queueNumber = label(next.queue_number);
    await calledEffects(tx, policy.messages, { appointmentId: next.appointment_id, doctorId, queueNumber });
    await tellNearTurns(tx, policy, { doctorId, today, inRoom: true });
    return {
      appointmentId: next.appointment_id,
      queueNumber,
      ...(finished
        ? { finished: { appointmentId: finished.appointment_id, queueNumber: label(finished.queue_number) } }
        : {}),
    };
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
