import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import type { Appointment, BookingInput } from '../../shared/schemas/appointments';
import { notFound } from '../plugins/errors';
import { findDoctor } from './doctors';
import { notify } from './notifications';
import { checkBooking, lockDoctorDate } from './availability';
import { appointmentById } from './appointment-queries';

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
 */
export async function bookAppointment(
  db: Db,
  patient: UserRow,
  input: BookingInput,
  today: string,
): Promise<Appointment> {
  const id = await db.transaction().execute(async (tx) => {
    await lockDoctorDate(tx, input.doctorId, input.date);
    const doctor = await findDoctor(tx, input.doctorId);
    if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
    await checkBooking(tx, { doctor, patientId: patient.id, date: input.date, time: input.time, today });
    const row = await tx
      .insertInto('appointments')
      .values({ user_id: patient.id, doctor_id: doctor.id, date: input.date, time: input.time })
      .returning('id')
      .executeTakeFirstOrThrow();
    await notify(
      tx,
      [doctor.user_id],
      `A new appointment request has been made by ${patient.name}`,
      '/doctor/appointments',
    );
    return row.id;
  });
  const appointment = await appointmentById(db, id);
  if (!appointment) throw notFound('Appointment not found');
  return appointment;
}
