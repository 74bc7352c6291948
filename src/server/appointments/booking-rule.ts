import { sql, type Kysely } from 'kysely';
import type { Database, DoctorRow } from '../db/schema';
import { kyselyRunner, type PreparedStatement } from '../db/prepared-transaction';
import { LIVE_STATUSES, SLOT_STATUSES } from '../../shared/vocabulary';
import { formatDisplayDate } from '../../shared/clinicDays';
import { HttpError, conflict } from '../plugins/errors';
import { withValues } from '../i18n';
import { APPOINTMENT_TEXT as T } from './appointment-messages';

/*
 * The booking rule, defined once for its two forms. On a doctor's clinic date (a visit's schedule
 * date once approved, else the date it asked for):
 * - a visit takes one of the doctor's places while its status is one of SLOT_STATUSES; the date is
 *   full when every place is taken;
 * - a patient holds one live visit (LIVE_STATUSES) with the doctor that date: a second is a duplicate;
 * - a date in closed_clinic_days is closed, with the clinic's reason.
 * A visit is refused for the first of these that holds: closed, full, duplicate.
 *
 * The TypeScript checks (check-availability, a course's plan, a reschedule, an approval, the
 * waitlist) read a date's facts with dateFactsOf and decide with refusalOn. A booking claims its place
 * in SQL (booking-statements.ts): the same facts (dateFactsSql) and the insert in one statement run
 * under the doctor's-date lock, so bookings arriving together never take more places than there are
 * and a busy date costs one round trip; its outcome is refused with the same refusalOn.
 */

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** A visit's clinic date, as SQL over the columns of `appointments`. */
const CLINIC_DATE = 'coalesce(schedule_date, date)';
export const clinicDateSql = sql<string>`${sql.raw(CLINIC_DATE)}`;

/**
 * The doctor's-date lock, as SQL over the doctor's id and the date as text: every booking, approval,
 * move, cancellation, promotion and closing of a doctor's date takes it, and waits for the others
 * until its transaction ends.
 */
export const dateLockSql = (doctorId: string, date: string) =>
  `pg_advisory_xact_lock(hashtext('appointments:' || ${doctorId} || ':' || ${date}))`;

/** Takes the doctor's-date lock until the transaction ends (the booking takes it as it reads the doctor). */
export async function lockDoctorDate(tx: Kysely<Database>, doctorId: string, date: string): Promise<void> {
  await kyselyRunner(tx)({
    name: 'booking_lock_date',
    text: `SELECT ${dateLockSql('$1::text', '$2::text')}`,
    values: [doctorId, date],
  });
}

/**
 * The date's facts as two CTEs, `day` (taken, duplicate) and `closed` (reason), over SQL operands:
 * the doctor, the patient (a NULL patient holds nothing), the date, and a visit to leave out (the one
 * being moved or approved).
 */
export function dateFactsSql(at: { doctor: string; patient: string; date: string; except?: string }): string {
  return `day AS (
      SELECT count(*) FILTER (WHERE status IN (${list(SLOT_STATUSES)}))::int AS taken,
        coalesce(bool_or(user_id = ${at.patient} AND status IN (${list(LIVE_STATUSES)})), false) AS duplicate
      FROM appointments
      WHERE doctor_id = ${at.doctor} AND ${CLINIC_DATE} = ${at.date}${at.except ? ` AND id <> ${at.except}` : ''}
    ), closed AS (
      SELECT (SELECT reason FROM closed_clinic_days WHERE doctor_id = ${at.doctor} AND date = ${at.date}) AS reason
    )`;
}

/** refusalOn in SQL, over dateFactsSql's CTEs and the doctor's number of places: the visit may have the date. */
export const dateAdmitsSql = (totalSlots: string) =>
  `closed.reason IS NULL AND day.taken < ${totalSlots} AND NOT day.duplicate`;

export interface DateFacts {
  /** Visits holding a place on the date. */
  taken: number;
  /** The patient already holds a live visit with the doctor that date. */
  duplicate: boolean;
  /** Why the doctor does not hold clinic that date, when it is closed. */
  closedReason: string | null;
}

const factsStatement = (
  doctorId: string,
  date: string,
  visit: { patientId?: string; exceptId?: string },
): PreparedStatement<{ taken: number; duplicate: boolean; closed_reason: string | null }> => ({
  name: visit.exceptId ? 'booking_date_facts_except' : 'booking_date_facts',
  text: `
    WITH ${dateFactsSql({ doctor: '$1::uuid', patient: '$2::uuid', date: '$3::date', except: visit.exceptId ? '$4::uuid' : undefined })}
    SELECT day.taken, day.duplicate, closed.reason AS closed_reason FROM day CROSS JOIN closed`,
  values: [doctorId, visit.patientId ?? null, date, ...(visit.exceptId ? [visit.exceptId] : [])],
});

/** The facts of the doctor's date, for the patient when given, leaving out the visit `exceptId`. */
export async function dateFactsOf(
  db: Kysely<Database>,
  doctorId: string,
  date: string,
  visit: { patientId?: string; exceptId?: string } = {},
): Promise<DateFacts> {
  const [row] = await kyselyRunner(db)(factsStatement(doctorId, date, visit));
  return { taken: row.taken, duplicate: row.duplicate, closedReason: row.closed_reason };
}

export const doctorName = (doctor: DoctorRow) => `${doctor.first_name} ${doctor.last_name}`;

/** `Dr. X is not holding clinic on …: reason` for a closed clinic day. */
export const closedDay = (doctor: DoctorRow, date: string, reason: string) =>
  conflict(withValues(T.closedDay, { doctor: doctorName(doctor), date: formatDisplayDate(date), reason }));

/** The date is full: `No slots left on …`, flagged `full` for the booking screen (it offers the waitlist). */
const noSlotsLeft = (date: string) =>
  new HttpError(409, withValues(T.noSlotsLeft, { date: formatDisplayDate(date) }), { full: true });

/** The patient already holds a live appointment with the doctor that date. */
export const alreadyBooked = (doctor: DoctorRow, date: string) =>
  conflict(withValues(T.alreadyBooked, { doctor: doctorName(doctor), date: formatDisplayDate(date) }));

/**
 * The rule's refusal of a visit on the date, in its order (closed, full, duplicate); null when it
 * may (dateAdmitsSql says the same in SQL).
 */
export function refusalOn(
  doctor: DoctorRow,
  date: string,
  facts: DateFacts,
): { reason: 'closed' | 'full' | 'duplicate'; error: HttpError } | null {
  if (facts.closedReason !== null) {
    return { reason: 'closed', error: closedDay(doctor, date, facts.closedReason) };
  }
  if (facts.taken >= doctor.total_slots) return { reason: 'full', error: noSlotsLeft(date) };
  if (facts.duplicate) return { reason: 'duplicate', error: alreadyBooked(doctor, date) };
  return null;
}
