import { defineMessages } from '@formatjs/intl';

/**
 * The words of the appointment mails, in English in the product's wording; each other
 * language's are in src/locales/<language>/server/mail.json. {when} is the visit's date and time in words,
 * {doctor} 'Dr. Ada Obi' (APPOINTMENT_MAIL.doctorName), {who} the doctor or, to a doctor, the patient.
 */
export const APPOINTMENT_MAIL = defineMessages({
  doctorName: { id: 'mail.appointment.doctorName', defaultMessage: 'Dr. {name}' },
  forPatient: { id: 'mail.appointment.forPatient', defaultMessage: 'This appointment is for {patient}.' },
  comment: { id: 'mail.appointment.comment', defaultMessage: 'Comment from the clinic: {comment}' },
  reason: { id: 'mail.appointment.reason', defaultMessage: 'Reason: {reason}' },
  calendarRemoved: {
    id: 'mail.appointment.calendarRemoved',
    defaultMessage: 'The attached update removes it from your calendar.',
  },
  doctorLabel: { id: 'mail.appointment.doctorLabel', defaultMessage: 'Doctor' },
  patientLabel: { id: 'mail.appointment.patientLabel', defaultMessage: 'Patient' },
  serviceLabel: { id: 'mail.appointment.serviceLabel', defaultMessage: 'Service' },
  locationLabel: { id: 'mail.appointment.locationLabel', defaultMessage: 'Location' },
  dateLabel: { id: 'mail.appointment.dateLabel', defaultMessage: 'Date' },
  previousDateLabel: { id: 'mail.appointment.previousDateLabel', defaultMessage: 'Previous date' },
  rebookLink: { id: 'mail.appointment.rebookLink', defaultMessage: 'Rebook in one click' },
  substituteLink: {
    id: 'mail.appointment.substituteLink',
    defaultMessage: 'Keep the time with the substitute, or rebook',
  },
  bookAgainLink: { id: 'mail.appointment.bookAgainLink', defaultMessage: 'Book again' },
  patientLink: { id: 'mail.appointment.patientLink', defaultMessage: 'See your appointments' },
  doctorLink: { id: 'mail.appointment.doctorLink', defaultMessage: 'Open your appointments' },
  checkInLink: { id: 'mail.appointment.checkInLink', defaultMessage: 'Check in on the day' },
  calendarTitle: { id: 'mail.appointment.calendarTitle', defaultMessage: 'Appointment with {doctor}' },
  calendarService: { id: 'mail.appointment.calendarService', defaultMessage: 'Service: {service}' },
  comeBetween: {
    id: 'mail.appointment.comeBetween',
    defaultMessage: 'Please come between {from} and {by}.',
  },
});

export const BOOKING_RECEIVED_MAIL = defineMessages({
  subject: { id: 'mail.bookingReceived.subject', defaultMessage: 'Booking received: {who}, {when}' },
  received: {
    id: 'mail.bookingReceived.received',
    defaultMessage: 'We have received your request for an appointment with {doctor} on {when}.',
  },
  review: {
    id: 'mail.bookingReceived.review',
    defaultMessage: 'The clinic will review it and e-mail you once it is approved.',
  },
});

export const NEW_BOOKING_MAIL = defineMessages({
  subject: { id: 'mail.newBooking.subject', defaultMessage: 'New booking: {who}, {when}' },
  requested: {
    id: 'mail.newBooking.requested',
    defaultMessage: '{patient} has requested an appointment with you on {when}.',
  },
  decide: {
    id: 'mail.newBooking.decide',
    defaultMessage: 'Please approve or reject it in your appointments.',
  },
});

export const APPROVED_MAIL = defineMessages({
  subject: { id: 'mail.approved.subject', defaultMessage: 'Appointment approved: {who}, {when}' },
  approved: {
    id: 'mail.approved.approved',
    defaultMessage: 'Good news: your appointment with {doctor} on {when} has been approved.',
  },
  calendar: {
    id: 'mail.approved.calendar',
    defaultMessage: 'The attached invitation adds it to your calendar.',
  },
});

export const REJECTED_MAIL = defineMessages({
  subject: { id: 'mail.rejected.subject', defaultMessage: 'Appointment not approved: {who}, {when}' },
  rejected: {
    id: 'mail.rejected.rejected',
    defaultMessage: 'We are sorry: your appointment request with {doctor} on {when} could not be approved.',
  },
  bookAnother: { id: 'mail.rejected.bookAnother', defaultMessage: 'You are welcome to book another date.' },
});

export const RESCHEDULED_MAIL = defineMessages({
  subject: { id: 'mail.rescheduled.subject', defaultMessage: 'Appointment moved: {who}, {when}' },
  moved: {
    id: 'mail.rescheduled.moved',
    defaultMessage: 'Your appointment with {doctor} has been moved to {when}.',
  },
  movedFrom: {
    id: 'mail.rescheduled.movedFrom',
    defaultMessage: 'Your appointment with {doctor} has been moved from {previousDate} to {when}.',
  },
  awaitsApproval: {
    id: 'mail.rescheduled.awaitsApproval',
    defaultMessage: 'The new date awaits the clinic’s approval; we will e-mail you once it is approved.',
  },
  calendar: {
    id: 'mail.rescheduled.calendar',
    defaultMessage: 'The attached update moves it in your calendar.',
  },
});

export const CANCELLED_MAIL = defineMessages({
  subject: { id: 'mail.cancelled.subject', defaultMessage: 'Appointment cancelled: {who}, {when}' },
  cancelled: {
    id: 'mail.cancelled.cancelled',
    defaultMessage: 'Your appointment with {doctor} on {when} has been cancelled.',
  },
});

export const FOLLOW_UP_MAIL = defineMessages({
  subject: { id: 'mail.followUp.subject', defaultMessage: 'Follow-up visit: {who}, {when}' },
  set: {
    id: 'mail.followUp.set',
    defaultMessage: 'Your visit with {doctor} is complete. A follow-up visit is set for {when}.',
  },
});

export const REMINDER_MAIL = defineMessages({
  subject: { id: 'mail.reminder.subject', defaultMessage: 'Reminder: {who}, {when}' },
  reminder: {
    id: 'mail.reminder.reminder',
    defaultMessage: 'This is a reminder of your appointment with {doctor} on {when}.',
  },
  checkIn: {
    id: 'mail.reminder.checkIn',
    defaultMessage:
      'On the day of your visit, you can check in from your phone with the link below, signed in to your account, instead of at the front desk.',
  },
  cannotCome: {
    id: 'mail.reminder.cannotCome',
    defaultMessage: 'If you cannot come, please cancel or reschedule it in your appointments.',
  },
});

export const PATIENT_CANCELLED_MAIL = defineMessages({
  subject: { id: 'mail.patientCancelled.subject', defaultMessage: 'Appointment cancelled: {who}, {when}' },
  cancelled: {
    id: 'mail.patientCancelled.cancelled',
    defaultMessage: '{patient} has cancelled the appointment on {when}.',
  },
});

export const PATIENT_RESCHEDULED_MAIL = defineMessages({
  subject: { id: 'mail.patientRescheduled.subject', defaultMessage: 'Appointment moved: {who}, {when}' },
  moved: {
    id: 'mail.patientRescheduled.moved',
    defaultMessage: '{patient} has moved an appointment to {when}.',
  },
  movedFrom: {
    id: 'mail.patientRescheduled.movedFrom',
    defaultMessage: '{patient} has moved an appointment from {previousDate} to {when}.',
  },
  awaitsApproval: {
    id: 'mail.patientRescheduled.awaitsApproval',
    defaultMessage: 'It awaits your approval in your appointments.',
  },
});

export const PROMOTED_MAIL = defineMessages({
  subject: { id: 'mail.promoted.subject', defaultMessage: 'A place opened: {who}, {when}' },
  placeOpened: {
    id: 'mail.promoted.placeOpened',
    defaultMessage:
      'A place opened with {doctor} on a date you were waiting for: your request for {when} is now with the clinic.',
  },
  awaitsApproval: {
    id: 'mail.promoted.awaitsApproval',
    defaultMessage: 'We will e-mail you once it is approved.',
  },
});

export const CLINIC_CLOSED_MAIL = defineMessages({
  subject: { id: 'mail.clinicClosed.subject', defaultMessage: 'Clinic day cancelled: {who}, {when}' },
  notHolding: {
    id: 'mail.clinicClosed.notHolding',
    defaultMessage:
      'Your appointment on {when} has been cancelled. {doctor} is not holding clinic on {date}: {reason}.',
  },
  withReason: {
    id: 'mail.clinicClosed.withReason',
    defaultMessage: 'Your appointment on {when} has been cancelled. {reason}.',
  },
  noReason: {
    id: 'mail.clinicClosed.noReason',
    defaultMessage: 'Your appointment on {when} has been cancelled. {doctor} is not holding clinic that day.',
  },
  nextOpen: {
    id: 'mail.clinicClosed.nextOpen',
    defaultMessage: 'The next open clinic day is {date}: the link below books it for you in one click.',
  },
  substitute: {
    id: 'mail.clinicClosed.substitute',
    defaultMessage:
      'Dr. {substitute} is seeing patients in their place and can see you at the same date and time. The link below lets you keep that time with Dr. {substitute} in one click, or rebook.',
  },
  noneOpen: {
    id: 'mail.clinicClosed.noneOpen',
    defaultMessage: 'There is no open clinic day in the next 30 days; please book again later.',
  },
});

export const RUNNING_LATE_MAIL = defineMessages({
  subject: { id: 'mail.runningLate.subject', defaultMessage: 'Running late: {who}, {when}' },
  late: {
    id: 'mail.runningLate.late',
    defaultMessage: '{doctor} is running about {minutes} minutes late; please come at {time}.',
  },
  calendar: {
    id: 'mail.runningLate.calendar',
    defaultMessage: 'The attached update moves it in your calendar.',
  },
});

export const NO_SHOW_MAIL = defineMessages({
  subject: { id: 'mail.noShow.subject', defaultMessage: 'We missed you: {who}, {when}' },
  missed: {
    id: 'mail.noShow.missed',
    defaultMessage:
      'You were expected for your appointment with {doctor} on {when}, and the clinic day has ended without you.',
  },
  bookAgain: {
    id: 'mail.noShow.bookAgain',
    defaultMessage:
      'If you still need to be seen, you are welcome to book again: the link below opens the booking page.',
  },
});
