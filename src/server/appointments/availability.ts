import type { Kysely } from 'kysely';
import type { Database, DoctorRow } from '../db/schema';
import { addDays, formatDisplayDate, matchesAnyClinicDay, nextClinicDate } from '../../shared/clinicDays';
import { HttpError, badRequest, conflict } from '../plugins/errors';
import { BOOKING_WINDOW_DAYS } from '../../shared/schemas/appointments';
import { withValues } from '../i18n';
import { APPOINTMENT_TEXT as T } from './appointment-messages';
import { dateFactsOf, doctorName, refusalOn } from './booking-rule';

/** `Dr. X does not hold clinic on …`, with the next clinic day within 30 days when there is one. */
function notAClinicDay(doctor: DoctorRow, date: string): HttpError {
  const next = nextClinicDate(doctor.clinic_days, addDays(date, 1));
  const values = { doctor: doctorName(doctor), date: formatDisplayDate(date) };
  return badRequest(
    next
      ? withValues(T.notClinicDayNext, { ...values, next: formatDisplayDate(next) })
      : withValues(T.notClinicDay, values),
  );
}

/**
 * The date is one of the doctor's clinic days and the booking rule lets the visit have it (not
 * closed, not full, and, for `patientId`, no second live visit), leaving out the visit `exceptId`
 * (one being moved or approved); the number of free places.
 */
export async function freeSlotsOn(
  db: Kysely<Database>,
  doctor: DoctorRow,
  date: string,
  visit: { patientId?: string; exceptId?: string } = {},
): Promise<number> {
  if (!matchesAnyClinicDay(doctor.clinic_days, date)) throw notAClinicDay(doctor, date);
  const facts = await dateFactsOf(db, doctor.id, date, visit);
  const refusal = refusalOn(doctor, date, facts);
  if (refusal) throw refusal.error;
  return doctor.total_slots - facts.taken;
}

export interface BookingRequest {
  doctor: DoctorRow;
  patientId: string;
  date: string;
  time: string;
  today: string;
  /** the clinic's wall clock now ('HH:mm'): a visit today may not be booked for a time already past */
  nowTime?: string;
}

/** The booking checks that need only the doctor: status, window, clinic day, a time not past, hours. */
export function checkDoctorTakes(req: BookingRequest): void {
  const { doctor, date, time, today } = req;
  if (doctor.status !== 'approved') throw conflict(T.notTaking);
  if (date < today || date > addDays(today, BOOKING_WINDOW_DAYS)) {
    throw badRequest(withValues(T.outsideWindow, { days: BOOKING_WINDOW_DAYS }));
  }
  if (!matchesAnyClinicDay(doctor.clinic_days, date)) throw notAClinicDay(doctor, date);
  if (date === today && req.nowTime !== undefined && time < req.nowTime) {
    throw badRequest(withValues(T.timePassed, { time }));
  }
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

/** Every booking check, in order, without booking; the number of free places on the date. */
export async function checkBooking(db: Kysely<Database>, req: BookingRequest): Promise<number> {
  checkDoctorTakes(req);
  return freeSlotsOn(db, req.doctor, req.date, { patientId: req.patientId });
}
