import type { Appointment } from '../../../../shared/schemas/appointments';

export const NO_APPOINTMENTS = 'No appointments available';

/** Visits a patient may review (server.md 9): completed or follow-up, not yet reviewed. */
export function reviewableAppointments(appointments: readonly Appointment[]): Appointment[] {
  return appointments.filter((a) => (a.status === 'completed' || a.status === 'follow-up') && !a.reviewed);
}

type DoctorInfoLike = { doctorInfo?: Partial<Appointment['doctorInfo']> | null };

/** 'First Last - Service', with the spec's fallbacks for a missing doctor or service (spec 5). */
export function appointmentChoiceLabel({ doctorInfo }: DoctorInfoLike): string {
  const doctor = [doctorInfo?.firstName, doctorInfo?.lastName].filter(Boolean).join(' ');
  return `${doctor || 'Unknown Doctor'} - ${doctorInfo?.service || 'Unknown Service'}`;
}
