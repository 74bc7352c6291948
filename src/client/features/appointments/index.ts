/**
 * What other features may use from appointments: the API hooks, the page selectors, the home panel
 * (and the upcoming visits kept for the offline home) and the server-searched appointment select.
 */
export {
  useGetUserAppointmentsQuery,
  useGetDoctorAppointmentsQuery,
  useGetAllAppointmentsQuery,
  useCheckAvailabilityMutation,
  useBookAppointmentMutation,
  useGetAdminStatsQuery,
  useGetDoctorStatsQuery,
  useGetDoctorSlotsStatusQuery,
  useCompleteDoctorAppointmentMutation,
} from './appointmentsApi';
export { selectAppointmentRows } from './appointmentSelectors';
export { default as PatientAppointmentsPanel } from './patientList/PatientAppointmentsPanel';
export { default as KeptUpcomingVisits, useKeepUpcomingVisits } from './patientList/KeptUpcomingVisits';
export { default as AppointmentSearchSelect } from './completeVisit/AppointmentSearchSelect';
export { useAppointmentChoices } from './completeVisit/useAppointmentChoices';
export { default as CompleteAppointmentForm } from './completeVisit/CompleteAppointmentForm';
