/**
 * Doctors: profiles, applications, the directory and its next open dates. Below appointments:
 * what a profile change asks of the areas above comes in as DoctorHooks.
 */
export { DOCTOR_TEXT } from './doctor-messages';
export { DOCTOR_NOTICES } from './doctor-notices';
export { profileValues } from './doctor-profile';
export { findDoctor, type DoctorHooks } from './doctors';
export { blockedDates } from './next-available';
export { doctorsRoutes } from './routes';
