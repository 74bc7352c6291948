/**
 * Patients: records, family members (dependants), and whom a booking may be for.
 */
export { addDependant } from './dependants';
export { findRecord, isClinic, patientForBooking } from './records';
export { patientsRoutes } from './routes';
