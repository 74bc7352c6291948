import type { Language } from './languages';
/** Shapes exchanged between browser and server, as the server sends them. */
export interface Envelope<T = undefined> {
  success: boolean;
  message?: string;
  data?: T;
  errors?: Record<string, string>;
  redirectTo?: string;
  /** A booking refused because the date has no slot left (409): the booking screen offers the waitlist. */
  full?: boolean;
}

export interface NotificationItem {
  _id: string;
  message: string;
  createdAt: string;
  onClickPath?: string;
}

export interface User {
  _id: string;
  name: string;
  email: string;
  phone: string;
  role: 'admin' | 'doctor' | 'patient' | 'staff';
  isAdmin: boolean;
  isDoctor: boolean;
  isStaff: boolean;
  regDoctor: boolean;
  isBlocked: boolean;
  isVerified: boolean;
  /** e-mail about appointments wanted (one-time codes always go) */
  appointmentMail: boolean;
  /** texts about appointments wanted; STOP and START by text change it too */
  appointmentTexts: boolean;
  /** the language chosen on the account; null until one is, when the browser's decides */
  language: Language | null;
  createdAt: string;
  seenNotifications: NotificationItem[];
  unseenNotifications: NotificationItem[];
}

/** A row of the people lists (staff, patients, admins): the user without notifications. */
export type PersonRow = Omit<
  User,
  'seenNotifications' | 'unseenNotifications' | 'appointmentMail' | 'appointmentTexts' | 'language'
>;

/** A doctor's profile. feePerConsultation is a number of naira. */
export interface Doctor {
  _id: string;
  userId: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phoneNumber: string;
  gender?: 'female' | 'male';
  location: string;
  service: string;
  specialization: string;
  experience: number;
  feePerConsultation: number;
  /** [start, end] in HH:mm */
  appointmentTime: [string, string];
  totalSlots: number;
  clinicDay: string[];
  /** The doctor's own consultation length in minutes: their pace until there is history (15 unless set). */
  consultMinutes?: number;
  status: 'pending' | 'approved' | 'blocked';
  createdAt: string;
  /**
   * The approved-doctors list only: the first of the doctor's clinic days from today
   * within 30 days with a place left, YYYY-MM-DD; null when there is none.
   */
  nextAvailable?: string | null;
}

/** A row of slot status, one per approved doctor: the places on their next clinic date from today. */
export interface DoctorSlotStatus {
  doctorId: string;
  name: string;
  totalSlots: number;
  availableSlots: number;
  occupiedSlots: number;
  daysUntilReset: number | null;
  nextClinicDate: string | null;
  /** patients waiting for a place on any of the doctor's dates from today on */
  waitlist: number;
  /** those queues date by date, soonest first */
  queues: Array<{ date: string; waiting: number }>;
  /** the doctor's closed clinic dates from today over the next 30 days, 'YYYY-MM-DD' */
  closedDates: string[];
}

/**
 * Counts shared by every dashboard: appointments by status (totalAppointments over them all), and
 * activePatients and newRegistrations as the admin and the doctor dashboards each count them.
 */
interface AppointmentCounts {
  totalAppointments: number;
  pendingApprovals: number;
  approvedAppointments: number;
  completedAppointments: number;
  followupAppointments: number;
  /** cancelled by the patient, the clinic or the doctor */
  cancelledAppointments: number;
  activePatients: number;
  newRegistrations: number;
}
/** admin and staff dashboard-stats */
export interface AdminDashboardStats extends AppointmentCounts {
  totalDoctors: number;
}
/** doctor dashboard-stats: the doctor's own appointments, totalRejected in place of totalDoctors */
export interface DoctorDashboardStats extends AppointmentCounts {
  totalRejected: number;
}

export interface ClinicDay {
  _id: string;
  name: string;
}
export interface ServiceItem {
  _id: string;
  service: string;
}
export interface LocationItem {
  _id: string;
  location: string;
}
export interface SpecialityItem {
  _id: string;
  speciality: string;
}
export interface SlotOption {
  _id: string;
  totalSlots: number;
}

/** An uploaded image, served from url. */
export interface MediaImage {
  _id: string;
  url: string;
  mimeType: string;
  size: number;
  createdAt: string;
}
