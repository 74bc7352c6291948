import type { AppointmentStatus } from '../../../shared/schemas/appointments';

/** change-appointment-status body (spec 3). */
export interface StatusChangeRequest {
  appointmentId: string;
  status: Extract<AppointmentStatus, 'approved' | 'rejected'>;
  comment: string;
  /** YYYY-MM-DD (or DD-MM-YYYY); required when approving */
  schedule_date?: string;
}

/** complete-appointment body (spec 3 "complete" payload). */
export interface CompleteRequest {
  appointmentId: string;
  appointment: string;
  comment: string;
  followUpNeeded: 'yes' | 'no';
  /** YYYY-MM-DD, only with followUpNeeded 'yes' */
  followUpDate?: string;
}
