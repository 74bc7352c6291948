/** What other features may use from doctors: the patient-facing card and the doctor look-ups. */
export { default as DoctorCard } from './components/DoctorCard';
export { useGetApprovedDoctorsQuery, useGetDoctorByIdQuery } from './doctorsApi';
