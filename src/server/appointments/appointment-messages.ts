import { defineMessages } from '@formatjs/intl';

/**
 * The appointments area's replies, said in the caller's language: ids `server.appointments.*`,
 * translated in src/locales/<language>/server/server.json. A status word is an ICU `select`, so that each
 * language words it as its sentence needs ('follow-up' is `other`: a select key cannot hold a hyphen).
 */
export const APPOINTMENT_TEXT = defineMessages({
  available: { id: 'server.appointments.available', defaultMessage: 'Appointment available' },
  booked: { id: 'server.appointments.booked', defaultMessage: 'Appointment booked successfully' },
  cancelled: { id: 'server.appointments.cancelled', defaultMessage: 'Appointment cancelled' },
  rescheduled: { id: 'server.appointments.rescheduled', defaultMessage: 'Appointment rescheduled to {date}' },
  statusChanged: {
    id: 'server.appointments.statusChanged',
    defaultMessage: 'Appointment {status, select, approved {approved} other {rejected}}',
  },
  completed: { id: 'server.appointments.completed', defaultMessage: 'Appointment completed successfully' },
  followUpSet: { id: 'server.appointments.followUpSet', defaultMessage: 'Follow-up set for {date}' },
  followUpCourseSet: {
    id: 'server.appointments.followUpCourseSet',
    defaultMessage:
      '{count, plural, one {# follow-up visit} other {# follow-up visits}} requested from {date}',
  },
  notFound: { id: 'server.appointments.notFound', defaultMessage: 'Appointment not found' },
  alreadyStatus: {
    id: 'server.appointments.alreadyStatus',
    defaultMessage:
      'This appointment is already {status, select, pending {pending} approved {approved} rejected {rejected} cancelled {cancelled} completed {completed} other {follow-up}}',
  },
  scheduleDatePast: {
    id: 'server.appointments.scheduleDatePast',
    defaultMessage: 'The schedule date cannot be before today',
  },
  followUpDatePast: {
    id: 'server.appointments.followUpDatePast',
    defaultMessage: 'The follow-up date cannot be before today',
  },
  tooLate: {
    id: 'server.appointments.tooLate',
    defaultMessage:
      'Appointments can no longer be {verb, select, cancelled {cancelled} other {rescheduled}} online less than {hours, plural, one {# hour} other {# hours}} before the visit. Please call the clinic.',
  },
  tooSoon: {
    id: 'server.appointments.tooSoon',
    defaultMessage: 'Please choose a time at least {hours, plural, one {# hour} other {# hours}} from now',
  },
  notClinicDay: {
    id: 'server.appointments.notClinicDay',
    defaultMessage: 'Dr. {doctor} does not hold clinic on {date}.',
  },
  notClinicDayNext: {
    id: 'server.appointments.notClinicDayNext',
    defaultMessage: 'Dr. {doctor} does not hold clinic on {date}. Next clinic day: {next}',
  },
  closedDay: {
    id: 'server.appointments.closedDay',
    defaultMessage: 'Dr. {doctor} is not holding clinic on {date}: {reason}',
  },
  notTaking: {
    id: 'server.appointments.notTaking',
    defaultMessage: 'This doctor is not taking appointments',
  },
  outsideWindow: {
    id: 'server.appointments.outsideWindow',
    defaultMessage: 'Please choose a date from today up to {days, plural, one {# day} other {# days}} ahead',
  },
  timePassed: {
    id: 'server.appointments.timePassed',
    defaultMessage: '{time} has already passed today. Please choose a later time.',
  },
  outsideHours: {
    id: 'server.appointments.outsideHours',
    defaultMessage: 'Dr. {doctor} sees patients between {start} and {end}',
  },
  noSlotsLeft: { id: 'server.appointments.noSlotsLeft', defaultMessage: 'No slots left on {date}' },
  alreadyBooked: {
    id: 'server.appointments.alreadyBooked',
    defaultMessage: 'You already have an appointment with Dr. {doctor} on {date}',
  },
});
