import type { z } from 'zod';
import type { notificationItemSchema, personSchema, userSchema } from './answers/user';
import type { doctorSchema } from './answers/doctors';
import type { mediaImageSchema } from './answers/media';
import type {
  adminDashboardStatsSchema,
  doctorDashboardStatsSchema,
  doctorSlotStatusSchema,
} from './answers/dashboard';
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

export type NotificationItem = z.output<typeof notificationItemSchema>;

export type User = z.output<typeof userSchema>;

/** A row of the people lists (staff, patients, admins): the user without notifications. */
export type PersonRow = z.output<typeof personSchema>;

/** A doctor's profile. feePerConsultation is a number of naira. */
export type Doctor = z.output<typeof doctorSchema>;

export type DoctorSlotStatus = z.output<typeof doctorSlotStatusSchema>;
export type AdminDashboardStats = z.output<typeof adminDashboardStatsSchema>;
export type DoctorDashboardStats = z.output<typeof doctorDashboardStatsSchema>;

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
export type MediaImage = z.output<typeof mediaImageSchema>;
