import { clinicDateOf, doctorFullName } from '../../../../shared/appointmentDisplay';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import type { Appointment } from '../../../../shared/schemas/appointments';

/** 'Chiamaka Obi with Dr. Ada Eze on 28-11-2026 at 09:30': which visit a change is about. */
export const visitSummary = (a: Appointment) =>
  `${a.userInfo?.name ?? 'Patient'} with Dr. ${doctorFullName(a)} on ${formatDisplayDate(clinicDateOf(a))} at ${a.time}`;
