import type { Kysely } from 'kysely';
import type { Database, DoctorRow, UserRow } from '../db/schema';
import { forbidden, notFound } from '../plugins/errors';
import { hasRole } from '../plugins/auth';
import { findDoctor, DOCTOR_TEXT } from '../doctors';
import { lockAppointment, APPOINTMENT_TEXT } from '../appointments';

type Tx = Kysely<Database>;

const isClinic = (viewer: UserRow) => hasRole(viewer, 'admin') || hasRole(viewer, 'staff');

/** The doctor whose queue the viewer may run: the clinic any doctor's, a doctor their own. */
export async function queueDoctor(db: Tx, viewer: UserRow, doctorId: string): Promise<DoctorRow> {
  const doctor = await findDoctor(db, doctorId);
  if (!doctor) throw notFound(DOCTOR_TEXT.notFound);
  if (!isClinic(viewer) && doctor.user_id !== viewer.id) throw forbidden();
  return doctor;
}

/** The appointment, row-locked for the transaction, when the viewer may move it through the day. */
export async function lockVisit(tx: Tx, viewer: UserRow, appointmentId: string) {
  const appointment = await lockAppointment(tx, appointmentId);
  if (!appointment) throw notFound(APPOINTMENT_TEXT.notFound);
  const doctor = await queueDoctor(tx, viewer, appointment.doctor_id);
  return { appointment, doctor };
}

/** The date a visit is due at the clinic, or null when its status has it due on no date. */
export function dueDateOf(a: {
  status: string;
  schedule_date: string | null;
  follow_up_date: string | null;
}) {
  if (a.status === 'approved') return a.schedule_date;
  if (a.status === 'follow-up') return a.follow_up_date;
  return null;
}
