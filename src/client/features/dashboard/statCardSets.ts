import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AdminDashboardStats, DoctorDashboardStats } from '../../../shared/types';

/**
 * One dashboard count. The cards carry no icons: ten icons weighed about 3 KB gzip on each home page,
 * and the label, the coloured figure and the coloured edge already say what each card holds.
 */
export interface StatCardSpec<K extends string = string> {
  key: K;
  label: MessageDescriptor;
}

const labels = defineMessages({
  totalAppointments: { id: 'dashboard.stats.totalAppointments', defaultMessage: 'Total Appointments' },
  pendingApprovals: { id: 'dashboard.stats.pendingApprovals', defaultMessage: 'Pending Approvals' },
  approvedAppointments: {
    id: 'dashboard.stats.approvedAppointments',
    defaultMessage: 'Approved Appointments',
  },
  completedAppointments: {
    id: 'dashboard.stats.completedAppointments',
    defaultMessage: 'Completed Appointments',
  },
  activePatients: { id: 'dashboard.stats.activePatients', defaultMessage: 'Active Patients' },
  newRegistrations: { id: 'dashboard.stats.newRegistrations', defaultMessage: 'New Registrations (today)' },
  followupAppointments: {
    id: 'dashboard.stats.followupAppointments',
    defaultMessage: 'Follow-up Appointments',
  },
  cancelledAppointments: {
    id: 'dashboard.stats.cancelledAppointments',
    defaultMessage: 'Cancelled Appointments',
  },
  totalDoctors: { id: 'dashboard.stats.totalDoctors', defaultMessage: 'Total Doctors' },
  totalRejected: { id: 'dashboard.stats.totalRejected', defaultMessage: 'Total Rejected' },
});

const card = <K extends keyof typeof labels>(key: K): StatCardSpec<K> => ({ key, label: labels[key] });

const FIRST = [
  card('totalAppointments'),
  card('pendingApprovals'),
  card('approvedAppointments'),
  card('completedAppointments'),
] as const;
const LAST = [card('activePatients'), card('newRegistrations')] as const;
const FOLLOW_UPS = card('followupAppointments');
/** Visits taken back by the patient, the clinic or the doctor. */
const CANCELLED = card('cancelledAppointments');

/** Admin and staff dashboards: the clinic-wide counts, cancelled visits among them. */
export const CLINIC_STAT_CARDS: readonly StatCardSpec<keyof AdminDashboardStats>[] = [
  ...FIRST,
  FOLLOW_UPS,
  CANCELLED,
  card('totalDoctors'),
  ...LAST,
];

/** The doctor's dashboard: totalRejected in place of totalDoctors. */
export const DOCTOR_STAT_CARDS: readonly StatCardSpec<keyof DoctorDashboardStats>[] = [
  ...FIRST,
  FOLLOW_UPS,
  CANCELLED,
  card('totalRejected'),
  ...LAST,
];
