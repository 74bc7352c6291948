import type { AppointmentStatus } from '../../../shared/schemas/appointments';
import type { Course } from '../../../shared/schemas/seriesFields';

/** change-appointment-status body. */
export interface StatusChangeRequest {
  appointmentId: string;
  status: Extract<AppointmentStatus, 'approved' | 'rejected'>;
  comment: string;
  /** YYYY-MM-DD (or DD-MM-YYYY); required when approving */
  schedule_date?: string;
}

/** complete-appointment body. */
export interface CompleteRequest {
  appointmentId: string;
  appointment: string;
  comment: string;
  followUpNeeded: 'yes' | 'no';
  /** YYYY-MM-DD, only with followUpNeeded 'yes' */
  followUpDate?: string;
  /** A course of follow-ups from followUpDate ('every 2 weeks, 4 times'), only with 'yes' */
  followUpCourse?: Course;
}
