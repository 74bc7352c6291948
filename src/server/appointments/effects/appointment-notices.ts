import { defineMessages } from '@formatjs/intl';

/**
 * The notifications about appointments: stored as id and values, worded in the reader's
 * language when read; other languages in src/locales/<language>/server/notices.json. Dates are 'DD-MM-YYYY'.
 */
export const APPOINTMENT_NOTICES = defineMessages({
  newRequest: {
    id: 'notices.appointment.newRequest',
    defaultMessage: 'A new appointment request has been made by {patient}',
  },
  bookedFor: {
    id: 'notices.appointment.bookedFor',
    defaultMessage: '{booker} booked an appointment for {patient}',
  },
  approved: {
    id: 'notices.appointment.approved',
    defaultMessage: 'Your appointment with Dr. {doctor} has been approved',
  },
  approvedFor: {
    id: 'notices.appointment.approvedFor',
    defaultMessage: 'Your appointment with Dr. {doctor} has been approved for {date}',
  },
  rejected: {
    id: 'notices.appointment.rejected',
    defaultMessage: 'Your appointment with Dr. {doctor} has been rejected',
  },
  followUp: {
    id: 'notices.appointment.followUp',
    defaultMessage: 'Follow-up visit with Dr. {doctor} set for {date}',
  },
  followUpCourse: {
    id: 'notices.appointment.followUpCourse',
    defaultMessage:
      'Dr. {doctor} asked for a course of {count, plural, one {# follow-up visit} other {# follow-up visits}} from {date}',
  },
  completed: {
    id: 'notices.appointment.completed',
    defaultMessage: 'Your appointment with Dr. {doctor} has been completed',
  },
  movedBy: { id: 'notices.appointment.movedBy', defaultMessage: '{name} moved an appointment to {date}' },
  moved: {
    id: 'notices.appointment.moved',
    defaultMessage: 'Your appointment with Dr. {doctor} has been moved to {date}',
  },
  cancelledBy: {
    id: 'notices.appointment.cancelledBy',
    defaultMessage: '{name} cancelled the appointment on {date}',
  },
  cancelled: {
    id: 'notices.appointment.cancelled',
    defaultMessage: 'Your appointment with Dr. {doctor} has been cancelled',
  },
  missed: {
    id: 'notices.appointment.missed',
    defaultMessage: 'You missed your appointment with Dr. {doctor} on {date}. You are welcome to book again.',
  },
  closedDayCancelled: {
    id: 'notices.closing.cancelled',
    defaultMessage: 'Dr. {doctor} is not holding clinic on {date}: {reason}. Your appointment is cancelled.',
  },
  closedDayCancelledRebook: {
    id: 'notices.closing.cancelledRebook',
    defaultMessage:
      'Dr. {doctor} is not holding clinic on {date}: {reason}. Your appointment is cancelled. Rebook on {next} in one click.',
  },
  closedDaySubstitute: {
    id: 'notices.closing.substitute',
    defaultMessage:
      'Dr. {doctor} is not holding clinic on {date}: {reason}. Your appointment is cancelled. Dr. {substitute} can see you at the same time: keep it in one click, or rebook.',
  },
  runningLate: {
    id: 'notices.appointment.runningLate',
    defaultMessage: 'Dr. {doctor} is running about {minutes} minutes late; please come at {time}',
  },
  nearTurn: {
    id: 'notices.appointment.nearTurn',
    defaultMessage:
      'You are {position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in line for Dr. {doctor} — please be in the waiting area',
  },
  placeOpened: {
    id: 'notices.appointment.placeOpened',
    defaultMessage: 'A place opened with Dr. {doctor} on {date}: your appointment request is now pending',
  },
});
