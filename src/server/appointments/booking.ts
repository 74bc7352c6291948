import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import type { Appointment, BookingInput } from '../../shared/schemas/appointments';
import { notFound } from '../plugins/errors';
import { findDoctor } from './doctors';
import { alreadyBooked, checkBooking, checkDoctorTakes, closedDay, noSlotsLeft } from './availability';
import { toAppointment } from './appointment-queries';
import { claimOutcome, claimSlot, doctorOf, lockDateAndReadDoctor } from './booking-statements';
import { preparedTransaction, type RunStatement } from './prepared-transaction';
import { mailAboutAppointment, type AppointmentMailSettings } from './appointment-mails';

const DOCTOR_NOT_FOUND = 'Doctor not found';

/** check-availability: every booking check, without booking; the free slots on the date. */
export async function checkAvailability(
  db: Db,
  patient: UserRow,
  input: BookingInput,
  today: string,
): Promise<number> {
  const doctor = await findDoctor(db, input.doctorId);
  if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
  return checkBooking(db, { doctor, patientId: patient.id, date: input.date, time: input.time, today });
}

/**
 * book-appointment: the checks again, inside one transaction holding the lock on the doctor's date,
 * so simultaneous requests never take more slots than there are. The doctor is told in the same
 * transaction. Patient and doctor come from the token and the database, never from the body.
 * Two statements (booking-statements.ts): lock + doctor, then count + duplicate + insert + notice;
 * then the two mails (patient and doctor) into the outbox.
 */
export async function bookAppointment(
  db: Db,
  patient: UserRow,
  input: BookingInput,
  today: string,
  mail: AppointmentMailSettings,
  /** Runs first in the booking's transaction (rebook: gives up the cancelled visit's claim). */
  before?: (run: RunStatement) => Promise<void>,
): Promise<Appointment> {
  const { date, time } = input;
  const { doctor, made } = await preparedTransaction(db, async (run) => {
    await before?.(run);
    const doctor = doctorOf(await run(lockDateAndReadDoctor(input.doctorId, date)));
    if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
    checkDoctorTakes({ doctor, patientId: patient.id, date, time, today });
    const notice = {
      message: `A new appointment request has been made by ${patient.name}`,
      onClickPath: '/doctor/appointments',
    };
    const claim = claimOutcome(await run(claimSlot({ doctor, patientId: patient.id, date, time, notice })));
    if (claim.closedReason !== null) throw closedDay(doctor, date, claim.closedReason);
    if (claim.taken >= doctor.total_slots) throw noSlotsLeft(date);
    if (!claim.made) throw alreadyBooked(doctor, date);
    await mailAboutAppointment(run, mail, claim.made.id, [
      { kind: 'booking-received', to: 'patient' },
      { kind: 'new-booking', to: 'doctor' },
    ]);
    return { doctor, made: claim.made };
  });
  return toAppointment({
    ...made,
    comment: null,
    approved_by_name: null,
    approved_at: null,
    cancel_reason: null,
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
    schedule_date: null,
    follow_up_date: null,
  });
}
