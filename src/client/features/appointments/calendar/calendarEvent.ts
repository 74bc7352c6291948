import { defineMessages, type IntlShape } from 'react-intl';
import { getIntl } from '../../../i18n/intl';
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

const messages = defineMessages<{
  appointmentTitle: { doctor: string };
  followUpTitle: { doctor: string };
  description: { service: string };
}>({
  appointmentTitle: {
    id: 'appointments.calendarEvent.appointmentTitle',
    defaultMessage: 'Appointment with Dr. {doctor}',
  },
  followUpTitle: {
    id: 'appointments.calendarEvent.followUpTitle',
    defaultMessage: 'Follow-up with Dr. {doctor}',
  },
  description: { id: 'appointments.calendarEvent.description', defaultMessage: 'Service: {service}' },
});

/** Only appointments with a confirmed slot (approved or follow-up) can go into a calendar. */
export const canExportToCalendar = (a: Pick<Appointment, 'status'>) =>
  a.status === 'approved' || a.status === 'follow-up';

/**
 * The appointment as an event on the clinic's clock: the scheduled visit, or for a follow-up the
 * follow-up visit; over the arrival window the patient was told where there is one, else 30 minutes
 * from the booked time. Its words are in `intl`'s language (the menu's own; the formatter of the
 * screen otherwise).
 */
export function appointmentEvent(
  a: Appointment,
  timeZone: string,
  intl: IntlShape = getIntl(),
): CalendarEvent {
  const followUp = a.status === 'follow-up' ? a.followUpDate : null;
  const day = followUp ?? clinicDateOf(a);
  const start = clinicInstant(day, a.arriveFrom ?? a.time, timeZone);
  const end =
    a.arriveFrom && a.arriveBy
      ? clinicInstant(day, a.arriveBy, timeZone)
      : new Date(start.getTime() + EVENT_MINUTES * 60_000);
  return {
    uid: a._id,
    title: intl.formatMessage(followUp ? messages.followUpTitle : messages.appointmentTitle, {
      doctor: doctorFullName(a),
    }),
    location: a.doctorInfo.location,
    description: intl.formatMessage(messages.description, { service: a.doctorInfo.service }),
    start,
    end,
  };
}
