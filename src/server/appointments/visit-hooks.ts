import type { Kysely } from 'kysely';
import type { Database, DoctorRow, UserRow } from '../db/schema';
import type { Appointment } from '../../shared/schemas/appointments';
import type { BookingPayment } from '../../shared/schemas/payments';
import type { RunStatement } from '../db/prepared-transaction';
import type { Course } from '../../shared/schemas/series';
import type { AppointmentPolicy } from './policy';

type Tx = Kysely<Database>;

/** A course of follow-ups a doctor prescribes on completing a visit. */
export interface Prescription {
  patientId: string;
  doctor: DoctorRow;
  /** the doctor who prescribed it: the course's booker */
  prescribedBy: string;
  firstDate: string;
  time: string;
  course: Course;
  today: string;
}

/**
 * What the areas built on appointments do when a visit changes, each in the change's transaction.
 * The app hands them in (src/server/hooks.ts), so appointments imports none of those areas: the
 * waitlist, the clinic day and the courses stand on appointments, never the other way round.
 */
export interface VisitHooks {
  /**
   * A place on the doctor's date came free (a visit cancelled, rejected, or moved or approved onto
   * another date): the date's waitlist moves up. Runs holding the date's lock.
   */
  placeFreed(tx: Tx, doctor: DoctorRow, date: string): Promise<void>;
  /** The visit was completed: a patient checked in or in consultation is seen (the clinic day's queue). */
  visitFinished(tx: Tx, appointmentId: string, doctorId: string): Promise<void>;
  /** A course of follow-ups prescribed on completion: the ids of the visits requested, in course order. */
  prescribeCourse(tx: Tx, run: RunStatement, prescription: Prescription): Promise<string[]>;
}

/**
 * What the payments area does around a booking and a cancel, each after it committed (a call to the
 * payment provider is never made holding a visit's locks).
 */
export interface PaymentHooks {
  /** A visit the patient's side booked: what is to be paid online now, if anything. */
  booked(appointment: Appointment, payer: UserRow): Promise<BookingPayment | null>;
  /** Visits cancelled: their online payments refunded by the clinic's policy. */
  cancelled(appointmentIds: string[], reason: string): Promise<void>;
}

/** What the rules that change a visit are given besides the change: the settings, and the hooks. */
export interface AppointmentDeps {
  policy: AppointmentPolicy;
  hooks: VisitHooks;
  /** absent where nothing is paid through the app (the text replies, the demo) */
  payments?: PaymentHooks;
}
