/**
 * Appointments: booking under the booking rule, the lifecycle of a visit (approve, reject,
 * reschedule, cancel, complete), reminders, the lists, and what each change sends
 * (effects/visit-effects.ts). The floor the waitlist, the clinic day, courses, closings and texts
 * stand on: what it asks of them comes in as VisitHooks. What other areas and the app use of it.
 */
export { APPOINTMENT_TEXT } from './appointment-messages';
export { checkBooking, checkDoctorTakes, freeSlotsOn, type BookingRequest } from './availability';
export { bookAppointment, claimDate } from './booking';
export { arrivalWindowsTask, fillArrivalWindows } from './arrival-backfill';
export { assignArrivalWindows } from './arrival-window';
export { approveAtOnce, type BookingBy } from './booking-for';
export { alreadyBooked, closedDay, dateFactsOf, doctorName, lockDoctorDate } from './booking-rule';
export type { ClaimedAppointment } from './booking-statements';
export { cancelAppointment, cancelForClinic, cancelWithin } from './cancel';
export { checkInLinks, type CheckInTarget } from './check-in-links';
export { APPOINTMENT_NOTICES } from './effects/appointment-notices';
export {
  calledEffects,
  closedDayEffects,
  courseApprovedEffects,
  courseBookedEffects,
  coursePrescribedEffects,
  missedEffects,
  nearTurnEffects,
  promotedEffects,
  slipEffects,
} from './effects/visit-effects';
export {
  queueVisitMessages,
  type SubstituteOffer,
  type VisitMessageSettings,
} from './effects/visit-messages';
export { VISIT_TEXT } from './effects/visit-text-messages';
export { completeAppointment } from './lifecycle';
export { policyOf, type AppointmentPolicy, type VisitChange } from './policy';
export { lockAppointment, readAppointment } from './queries';
export { dropReminders, dropRemindersOf, planReminder, sendDueReminders } from './reminders';
export { appointmentsRoutes } from './routes';
export type { AppointmentDeps, PaymentHooks, Prescription, VisitHooks } from './visit-hooks';
export { visitDateOf, visitInstantOf, withinHoursOf } from './visit-time';
export { priceKobo } from './payment-summary';
