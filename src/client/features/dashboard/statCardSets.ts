import type { ComponentType } from 'react';
import {
  CalendarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  FileDoneOutlined,
  MedicineBoxOutlined,
  StopOutlined,
  SyncOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import type { AdminDashboardStats, DoctorDashboardStats } from '../../../shared/types';

export interface StatCardSpec<K extends string = string> {
  key: K;
  label: string;
  icon: ComponentType;
}

const card = <K extends string>(key: K, label: string, icon: ComponentType): StatCardSpec<K> => ({
  key,
  label,
  icon,
});

const FIRST = [
  card('totalAppointments', 'Total Appointments', CalendarOutlined),
  card('pendingApprovals', 'Pending Approvals', ClockCircleOutlined),
  card('approvedAppointments', 'Approved Appointments', CheckCircleOutlined),
  card('completedAppointments', 'Completed Appointments', FileDoneOutlined),
] as const;
const LAST = [
  card('activePatients', 'Active Patients', TeamOutlined),
  card('newRegistrations', 'New Registrations (today)', UserAddOutlined),
] as const;
const FOLLOW_UPS = card('followupAppointments', 'Follow-up Appointments', SyncOutlined);
/** Issue 13: visits taken back by the patient, the clinic or the doctor. */
const CANCELLED = card('cancelledAppointments', 'Cancelled Appointments', StopOutlined);

/** Admin and staff dashboards (spec 3 "Dashboard stats"). */
export const CLINIC_STAT_CARDS: readonly StatCardSpec<keyof AdminDashboardStats>[] = [
  ...FIRST,
  FOLLOW_UPS,
  CANCELLED,
  card('totalDoctors', 'Total Doctors', MedicineBoxOutlined),
  ...LAST,
];

/** The doctor's dashboard: totalRejected in place of totalDoctors. */
export const DOCTOR_STAT_CARDS: readonly StatCardSpec<keyof DoctorDashboardStats>[] = [
  ...FIRST,
  FOLLOW_UPS,
  CANCELLED,
  card('totalRejected', 'Total Rejected', CloseCircleOutlined),
  ...LAST,
];
