import type { Role } from '../../../../shared/roles';

/** The desk's area of the signed-in role: admins under /admin, everyone else under /staff. */
const area = (role: Role | null | undefined) => (role === 'admin' ? '/admin' : '/staff');

/** Find or register patient, at /staff/patients/find and its admin alias. */
export const findPatientPath = (role: Role | null | undefined) => `${area(role)}/patients/find`;

/** Booking for a patient from the desk; the doctor is chosen there (`?doctorId=`). */
export const deskBookingPath = (role: Role | null | undefined, patientId: string) =>
  `${area(role)}/patients/${encodeURIComponent(patientId)}/book`;

/** Where a desk booking goes once made: the desk's appointments list, where it shows approved. */
export const deskAppointmentsPath = (role: Role | null | undefined) =>
  role === 'admin' ? '/admin/appointments-admin' : '/staff/appointments-staff';

/** The desk's Today (the day sheet), where a walk-in checked in joins the doctor's queue. */
export const deskTodayPath = (role: Role | null | undefined) => `${area(role)}/today`;

/** What the find page passes to the booking page, so it can say whom it books for. */
export interface DeskBookingState {
  patientName?: string;
}
