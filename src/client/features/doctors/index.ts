/** What other features may use from doctors: the patient-facing card and the doctor look-ups (a doctor's own, by user). */
export { default as DoctorCard } from './components/DoctorCard';
export { useGetApprovedDoctorsQuery, useGetDoctorByIdQuery, useGetDoctorByUserIdQuery } from './doctorsApi';
