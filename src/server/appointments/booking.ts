import type { Db } from '../db/connect';
import type { DoctorRow, UserRow } from '../db/schema';
import type { Appointment, BookingInput } from '../../shared/schemas/appointments';
import { notFound } from '../plugins/errors';
import { findDoctor, DOCTOR_TEXT } from '../doctors';
import { checkBooking, checkDoctorTakes } from './availability';
import { alreadyBooked, refusalOn } from './booking-rule';
import {
  claimOutcome,
  claimSlot,
  doctorOf,
  lockDateAndReadDoctor,
  type ClaimedAppointment,
} from './booking-statements';
import { preparedTransaction, type RunStatement } from '../db/prepared-transaction';
import type { VisitMessageSettings } from './effects/visit-messages';
import { bookedEffects, bookingNotice } from './effects/visit-effects';
import { approveAtOnce, type BookingBy } from './booking-for';
import { appointmentsOf, toAppointment, withAppointmentColumns } from './queries';
import { bookingsRefusedFull } from '../metrics/shared-metrics';

const DOCTOR_NOT_FOUND = DOCTOR_TEXT.notFound;

/** check-availability: every booking check, without booking; the free slots on the date. */
export async function checkAvailability(
  db: Db,
  patient: UserRow,
  input: BookingInput,
  now: ClinicNow,
): Promise<number> {
  const doctor = await findDoctor(db, input.doctorId);
  if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
  const { date, time } = input;
  return checkBooking(db, { doctor, patientId: patient.id, date, time, today: now.date, nowTime: now.time });
}

/** The clinic's wall clock: today's date ('YYYY-MM-DD') and the time ('HH:mm'). */
export interface ClinicNow {
  date: string;
  time: string;
}

/**
 * One date claimed for the patient under the doctor's-date lock, every booking check on it, the
 * doctor told (two statements, booking-statements.ts); throws the single visit's refusal. Book-
 * appointment claims one date; a course each of its dates in one transaction.
 */
export async function claimDate(
  run: RunStatement,
  patient: UserRow,
  input: { doctorId: string; date: string; time: string; today: string; nowTime?: string },
  by?: BookingBy,
): Promise<{ doctor: DoctorRow; made: ClaimedAppointment }> {
  const { date, time, today, nowTime } = input;
  const doctor = doctorOf(await run(lockDateAndReadDoctor(input.doctorId, date)));
  if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
  checkDoctorTakes({ doctor, patientId: patient.id, date, time, today, nowTime });
  const notice = bookingNotice(patient.name, by?.approve ? by.booker.name : undefined);
  const bookedBy = by && by.booker.id !== patient.id ? by.booker.id : null;
  const claim = claimOutcome(
    await run(claimSlot({ doctor, patientId: patient.id, date, time, notice, bookedBy })),
  );
  const refusal = refusalOn(doctor, date, claim);
  if (refusal?.reason === 'full') bookingsRefusedFull.inc();
  if (refusal) throw refusal.error;
  if (!claim.made) throw alreadyBooked(doctor, date);
  return { doctor, made: claim.made };
}

/** A booking: the patient the visit is for, the doctor, date and time, and the clinic's today. */
export interface Booking {
  patient: UserRow;
  input: BookingInput;
  today: string;
  /** The clinic's time now ('HH:mm'), when a time already past today is refused (bookings made now). */
  nowTime?: string;
  /** Someone other than the patient booked it (a holder, or the desk, which approves). */
  by?: BookingBy;
  /** Runs first in the booking's transaction (rebook: gives up the cancelled visit's claim). */
  before?: (run: RunStatement) => Promise<void>;
  /** Runs in the booking's transaction once the visit is claimed (it takes a course's place). */
  after?: (run: RunStatement, made: ClaimedAppointment) => Promise<void>;
}

/**
 * book-appointment: the checks again, inside one transaction holding the lock on the doctor's date,
 * so simultaneous requests never take more slots than there are. The doctor is told in the same
 * transaction. Patient and doctor come from the token and the database, never from the body.
 * Two statements (booking-statements.ts): lock + doctor, then count + duplicate + insert + notice;
 * then its mails and texts (bookedEffects).
 */
export async function bookAppointment(
  db: Db,
  booking: Booking,
  messages: VisitMessageSettings,
): Promise<Appointment> {
  const { patient, input, today, nowTime, before, after, by } = booking;
  const { date, time } = input;
  const { doctor, made } = await preparedTransaction(db, async (run) => {
    await before?.(run);
    const claim = await claimDate(run, patient, { doctorId: input.doctorId, date, time, today, nowTime }, by);
    await after?.(run, claim.made);
    if (by?.approve) await approveAtOnce(run, { booker: by.booker, approve: by.approve }, claim.made);
    await bookedEffects(run, messages, { appointmentId: claim.made.id, atDesk: Boolean(by?.approve) });
    return claim;
  });
  if (by) {
    // booked for someone: read back as every list shows it (approval, bookedBy)
    const row = await withAppointmentColumns(appointmentsOf(db, { all: true }))
      .where('a.id', '=', made.id)
      .executeTakeFirstOrThrow();
    return toAppointment(row);
  }
  return toAppointment({
    ...made,
    comment: null,
    approved_by_name: null,
    approved_at: null,
    cancel_reason: null,
    confirmed_at: null,
    arrive_from: null,
    arrive_by: null,
    rebook_after: null,
    doctor_id: doctor.id,
    first_name: doctor.first_name,
    last_name: doctor.last_name,
    service: doctor.service,
    location: doctor.location,
    clinic_days: doctor.clinic_days,
    appointment_start: doctor.appointment_start,
    appointment_end: doctor.appointment_end,
    fee_per_consultation: doctor.fee_per_consultation,
    reviewed: false,
    booked_by: null,
    booked_by_name: null,
    schedule_date: null,
    follow_up_date: null,
    series_id: null,
    series_index: null,
    series_size: null,
    paid_kobo: 0,
    pay_state: null,
  });
}
