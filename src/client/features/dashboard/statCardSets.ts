import type { AdminDashboardStats, DoctorDashboardStats } from '../../../shared/types';

/**
 * One dashboard count. The cards carry no icons: ten icons weighed about 3 KB gzip on each home page,
 * and the label, the coloured figure and the coloured edge already say what each card holds.
 */
export interface StatCardSpec<K extends string = string> {
  key: K;
  label: string;
}

const card = <K extends string>(key: K, label: string): StatCardSpec<K> => ({ key, label });

const FIRST = [
  card('totalAppointments', 'Total Appointments'),
  card('pendingApprovals', 'Pending Approvals'),
  card('approvedAppointments', 'Approved Appointments'),
  card('completedAppointments', 'Completed Appointments'),
] as const;
const LAST = [
  card('activePatients', 'Active Patients'),
  card('newRegistrations', 'New Registrations (today)'),
] as const;
const FOLLOW_UPS = card('followupAppointments', 'Follow-up Appointments');
/** Issue 13: visits taken back by the patient, the clinic or the doctor. */
const CANCELLED = card('cancelledAppointments', 'Cancelled Appointments');

/** Admin and staff dashboards (spec 3 "Dashboard stats"). */
export const CLINIC_STAT_CARDS: readonly StatCardSpec<keyof AdminDashboardStats>[] = [
  ...FIRST,
  FOLLOW_UPS,
  CANCELLED,
  card('totalDoctors', 'Total Doctors'),
  ...LAST,
];

/** The doctor's dashboard: totalRejected in place of totalDoctors. */
export const DOCTOR_STAT_CARDS: readonly StatCardSpec<keyof DoctorDashboardStats>[] = [
  ...FIRST,
  FOLLOW_UPS,
  CANCELLED,
  card('totalRejected', 'Total Rejected'),
  ...LAST,
];
