/**
 * What other features may use from patients: the profile's family members, the booking card's
 * 'Who is this visit for?', the desk's paths and the doctor's path to a patient's record.
 */
export { default as FamilyMembersCard } from './components/FamilyMembersCard';
export { default as VisitForField } from './components/VisitForField';
export { useFindPatientsQuery, useGetDeskPatientQuery } from './patientsApi';
export {
  deskAppointmentsPath,
  deskTodayPath,
  findPatientPath,
  type DeskBookingState,
} from './desk/deskPaths';
export { doctorPatientPath } from './doctor/doctorPaths';
