import type { AppointmentStatus, VisitState } from '../../../shared/vocabulary';

/** One due visit on the day sheet (GET /api/desk/day). */
export interface DayRow {
  /** The appointment. */
  _id: string;
  doctorId: string;
  doctorUserId?: string;
  doctorName: string;
  /** 'HH:mm' at the clinic. */
  time: string;
  visitState: VisitState;
  status?: AppointmentStatus;
  queueNumber: string | null;
  arrivedAt: string | null;
  calledAt: string | null;
  patientId?: string;
  patientName: string;
  patientPhone: string | null;
  priority?: boolean;
  /** The patient confirmed by answering the reminder's text. */
  confirmedAt?: string | null;
  /** The arrival window the patient was told ('HH:mm'), null without one. */
  arriveFrom?: string | null;
  arriveBy?: string | null;
  /** How the patient checked in: at the desk or from their phone (null: not checked in). */
  checkedInBy?: 'desk' | 'phone' | null;
}

/** What the day sheet is asked for; blank values are left out of the request. */
export interface DayQuery {
  date?: string;
  doctorId?: string;
  search?: string;
  state?: VisitState;
  page?: number;
  pageSize?: number;
}

/** One of the caller's visits today and its place in line (GET /api/user/my-queue). */
export interface QueuePlace {
  appointmentId: string;
  doctorName: string;
  patientName: string;
  visitState: VisitState;
  queueNumber: string | null;
  ahead: number;
  estimatedWaitMinutes: number;
  /** When the turn is expected ('HH:mm' at the clinic). */
  expectedCallAt?: string;
  /** The arrival window the patient was told ('HH:mm'), null without one. */
  arriveFrom?: string | null;
  arriveBy?: string | null;
}

/** A display (board) an admin made; its key is shown only once, when made. */
export interface Display {
  _id: string;
  name: string;
  doctorIds: string[];
  createdAt: string;
  revokedAt: string | null;
}

/** A doctor's line on a board (GET /api/board/now-serving). */
export interface BoardLine {
  doctorId: string;
  doctorName: string;
  nowServing: string | null;
  next: string[];
  /** When each of the next is expected to be called ('HH:mm'), in the same order. */
  nextExpectedAt?: string[];
}

/** What a check-in link offers the signed-in patient (GET /api/check-in/:token). */
export interface CheckInOffer {
  kind: 'display' | 'visit';
  /** The clinic date the link is for ('YYYY-MM-DD'). */
  date: string;
  visits: Array<{
    appointmentId: string;
    patientName: string;
    doctorName: string;
    /** 'HH:mm' at the clinic. */
    time: string;
    visitState: VisitState;
    queueNumber: string | null;
  }>;
}

/** A display's check-in poster of today (GET /api/admin/display-poster/:displayId). */
export interface DisplayPoster {
  displayId: string;
  name: string;
  clinicName: string;
  date: string;
  /** The day's signed link, '/check-in/<token>', drawn as the poster's QR code. */
  path: string;
}
