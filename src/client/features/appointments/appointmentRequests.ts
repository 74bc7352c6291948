import type { AppointmentStatus } from '../../../shared/schemas/appointments';
import type { Course } from '../../../shared/schemas/seriesFields';

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
  /** Issue 32: a course of follow-ups from followUpDate ('every 2 weeks, 4 times'), only with 'yes' */
  followUpCourse?: Course;
}
