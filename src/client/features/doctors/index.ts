/**
 * What other features may use from doctors: the patient-facing card, the doctor look-ups (a doctor's
 * own, by user), and the pickers of a doctor, a service and a location.
 */
export { default as DoctorCard } from './components/DoctorCard';
export { useGetApprovedDoctorsQuery, useGetDoctorByIdQuery, useGetDoctorByUserIdQuery } from './doctorsApi';
export { default as DoctorSelect, useDoctorOptions } from './components/DoctorSelect';
export { ServiceSelect, LocationSelect } from './components/ReferenceSelects';
