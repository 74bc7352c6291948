/**
 * What other features may use from doctors: the doctor look-ups (a doctor's own, by user), and the
 * pickers of a doctor, a service and a location.
 */
export { useGetApprovedDoctorsQuery, useGetDoctorByIdQuery, useGetDoctorByUserIdQuery } from './doctorsApi';
export { default as DoctorSelect, useDoctorOptions } from './pickers/DoctorSelect';
export { ServiceSelect, LocationSelect } from './pickers/ReferenceSelects';
