import { sql, type Kysely } from 'kysely';
import type { Database, DoctorRow } from '../db/schema';
import { addDays, formatDisplayDate, matchesAnyClinicDay, nextClinicDate } from '../../shared/clinicDays';
import { HttpError, badRequest, conflict } from '../plugins/errors';
import { BOOKING_WINDOW_DAYS } from '../../shared/schemas/appointments';
import { withValues } from '../i18n';
import { APPOINTMENT_TEXT as T } from './appointment-messages';

export { clinicToday } from '../../shared/clinicTime';

type Writer = Kysely<Database>;

/** Statuses that hold a slot on their clinic date; rejected and cancelled free it. */
export const SLOT_STATUSES = ['pending', 'approved', 'follow-up', 'completed'] as const;
/** A patient's live appointments: a second one with the same doctor that date is refused. */
export const LIVE_STATUSES = ['pending', 'approved', 'follow-up'] as const;

export const doctorName = (doctor: DoctorRow) => `${doctor.first_name} ${doctor.last_name}`;

/** The clinic date of an appointment: its schedule date once approved, else the requested date. */
export const clinicDateSql = sql<string>`coalesce(schedule_date, date)`;

/**
 * Serialises every booking and approval on one doctor's date, until the transaction ends.
 * booking-statements.ts takes the same lock (same key) in the statement that reads the doctor.
 */
export async function lockDoctorDate(tx: Writer, doctorId: string, date: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`appointments:${doctorId}:${date}`}))`.execute(tx);
}

/** How many appointments hold a slot on the doctor's date, leaving out `exceptId`. */
export async function occupiedSlots(
  db: Writer,
  doctorId: string,
  date: string,
  exceptId?: string,
): Promise<number> {
  let query = db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('doctor_id', '=', doctorId)
    .where('status', 'in', SLOT_STATUSES)
    .where(sql<boolean>`${clinicDateSql} = ${date}::date`);
  if (exceptId) query = query.where('id', '!=', exceptId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** `Dr. X does not hold clinic on …`, with the next clinic day within 30 days when there is one. */
export function notAClinicDay(doctor: DoctorRow, date: string): HttpError {
  const next = nextClinicDate(doctor.clinic_days, addDays(date, 1));
  const values = { doctor: doctorName(doctor), date: formatDisplayDate(date) };
  return badRequest(
    next
      ? withValues(T.notClinicDayNext, { ...values, next: formatDisplayDate(next) })
      : withValues(T.notClinicDay, values),
  );
}

/** `Dr. X is not holding clinic on …: reason` for a closed clinic day. */
export const closedDay = (doctor: DoctorRow, date: string, reason: string) =>
  conflict(withValues(T.closedDay, { doctor: doctorName(doctor), date: formatDisplayDate(date), reason }));

/** The reason the doctor does not hold clinic on the date, when it is closed. */
export async function closedReason(db: Writer, doctorId: string, date: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('closed_clinic_days')
    .select('reason')
    .where('doctor_id', '=', doctorId)
    .where('date', '=', date)
    .executeTakeFirst();
  return row?.reason;
}

/** The date is one of the doctor's clinic days, not closed, with a free slot; the number of free slots. */
export async function freeSlotsOn(db: Writer, doctor: DoctorRow, date: string, exceptId?: string) {
  if (!matchesAnyClinicDay(doctor.clinic_days, date)) throw notAClinicDay(doctor, date);
  const closed = await closedReason(db, doctor.id, date);
  if (closed !== undefined) throw closedDay(doctor, date, closed);
  const free = doctor.total_slots - (await occupiedSlots(db, doctor.id, date, exceptId));
  if (free <= 0) throw noSlotsLeft(date);
  return free;
}

export interface BookingRequest {
  doctor: DoctorRow;
  patientId: string;
  date: string;
  time: string;
  today: string;
}

/** The booking checks that need only the doctor: status, window, clinic day, hours. */
export function checkDoctorTakes(req: BookingRequest): void {
  const { doctor, date, time, today } = req;
  if (doctor.status !== 'approved') throw conflict(T.notTaking);
  if (date < today || date > addDays(today, BOOKING_WINDOW_DAYS)) {
    throw badRequest(withValues(T.outsideWindow, { days: BOOKING_WINDOW_DAYS }));
  }
  if (!matchesAnyClinicDay(doctor.clinic_days, date)) throw notAClinicDay(doctor, date);
  if (time < doctor.appointment_start || time >= doctor.appointment_end) {
    throw badRequest(
      withValues(T.outsideHours, {
        doctor: doctorName(doctor),
        start: doctor.appointment_start,
        end: doctor.appointment_end,
      }),
    );
  }
}

/** The date is full: `No slots left on …`, flagged `full` for the booking screen (it offers the waitlist). */
export const noSlotsLeft = (date: string) =>
  new HttpError(409, withValues(T.noSlotsLeft, { date: formatDisplayDate(date) }), { full: true });

/** The patient already holds a live appointment with the doctor that date. */
export const alreadyBooked = (doctor: DoctorRow, date: string) =>
  conflict(withValues(T.alreadyBooked, { doctor: doctorName(doctor), date: formatDisplayDate(date) }));

/** Every booking check, in order; the number of free slots on the date. */
export async function checkBooking(db: Writer, req: BookingRequest): Promise<number> {
  const { doctor, date } = req;
  checkDoctorTakes(req);
  const free = await freeSlotsOn(db, doctor, date);
  const duplicate = await db
    .selectFrom('appointments')
    .select('id')
    .where('doctor_id', '=', doctor.id)
    .where('user_id', '=', req.patientId)
    .where('status', 'in', LIVE_STATUSES)
    .where(sql<boolean>`${clinicDateSql} = ${date}::date`)
    .executeTakeFirst();
  if (duplicate) throw alreadyBooked(doctor, date);
  return free;
}
