import { clinicInstant, EVENT_MINUTES } from '../../../../shared/clinicTime';
import { clinicDateOf, doctorFullName } from '../../../../shared/appointmentDisplay';
import type { Appointment } from '../../../../shared/schemas/appointments';

/** What every calendar export says about one appointment. */
export interface CalendarEvent {
  uid: string;
  title: string;
  location: string;
  description: string;
  start: Date;
  end: Date;
}

/** Only appointments with a confirmed slot can go into a calendar (spec 2.4). */
export const canExportToCalendar = (a: Pick<Appointment, 'status'>) =>
  a.status === 'approved' || a.status === 'follow-up';

/**
 * The appointment as a 30-minute event on the clinic's clock: the scheduled visit, or for a
 * follow-up the follow-up visit (at the original time, the only time on record).
 */
export function appointmentEvent(a: Appointment, timeZone: string): CalendarEvent {
  const followUp = a.status === 'follow-up' ? a.followUpDate : null;
  const start = clinicInstant(followUp ?? clinicDateOf(a), a.time, timeZone);
  return {
    uid: a._id,
    title: `${followUp ? 'Follow-up' : 'Appointment'} with Dr. ${doctorFullName(a)}`,
    location: a.doctorInfo.location,
    description: `Service: ${a.doctorInfo.service}`,
    start,
    end: new Date(start.getTime() + EVENT_MINUTES * 60_000),
  };
}
