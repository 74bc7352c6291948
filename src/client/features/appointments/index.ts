/** What other features may use from appointments: the API hooks, the list selectors, the home panel. */
export {
  useGetUserAppointmentsQuery,
  useGetDoctorAppointmentsQuery,
  useGetAllAppointmentsQuery,
  useCheckAvailabilityMutation,
  useBookAppointmentMutation,
  useGetAdminStatsQuery,
  useGetDoctorStatsQuery,
  useGetDoctorSlotsStatusQuery,
} from './appointmentsApi';
export type { BookingRequest } from './appointmentsApi';
export {
  selectUserAppointments,
  selectDoctorAppointments,
  selectAllAppointments,
} from './appointmentSelectors';
export { default as PatientAppointmentsPanel } from './components/PatientAppointmentsPanel';
