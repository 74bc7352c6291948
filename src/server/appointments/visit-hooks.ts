import type { Kysely } from 'kysely';
import type { Database, DoctorRow } from '../db/schema';
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

/** What the rules that change a visit are given besides the change: the settings, and the hooks. */
export interface AppointmentDeps {
  policy: AppointmentPolicy;
  hooks: VisitHooks;
}
