import type { DoctorRow } from '../db/schema';
import type { AppointmentStatus } from '../../shared/schemas/appointments';
import { dateAdmitsSql, dateFactsSql, dateLockSql, type DateFacts } from './booking-rule';
import { LIVE_CHANNEL_PREFIX, storedMessage } from '../notifications';
import type { PreparedStatement } from '../db/prepared-transaction';
import type { Text } from '../i18n';

/*
 * The two statements of a booking, prepared once per connection: the booking rule's SQL form
 * (booking-rule.ts). The lock rides on the doctor's read and everything else on one statement; the
 * count must be a statement of its own after the lock, because a statement sees the data as it was
 * when it started.
 */

type DoctorLockRow = DoctorRow & { locked: unknown };

/**
 * Named, not d.*: a prepared statement whose columns change under it (a migration run by a newer
 * instance on the same database) fails with "cached plan must not change result type".
 */
const DOCTOR_COLUMNS = [
  'id',
  'user_id',
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'gender',
  'location',
  'service',
  'specialization',
  'experience',
  'fee_per_consultation',
  'appointment_start',
  'appointment_end',
  'total_slots',
  'clinic_days',
  'own_pace_minutes',
  'pace_minutes',
  'pace_at',
  'status',
  'created_at',
  'updated_at',
] as const satisfies ReadonlyArray<keyof DoctorRow>;
/** Fails to compile when a doctors column is missing from the list above. */
const _everyDoctorColumn: [Exclude<keyof DoctorRow, (typeof DOCTOR_COLUMNS)[number]>] extends [never]
  ? true
  : never = true;

/**
 * Takes the doctor's-date lock and reads the doctor; no row (and no lock needed) when there is none.
 * The lock is lockDoctorDate's (booking-rule.ts), keyed by the id as the database writes it, so a
 * booking and an approval of that date wait for each other however the client spelt the id.
 */
export const lockDateAndReadDoctor = (doctorId: string, date: string): PreparedStatement<DoctorLockRow> => ({
  name: 'booking_lock_date_read_doctor',
  text: `
    SELECT ${dateLockSql('d.id::text', '$2::text')} AS locked,
      ${DOCTOR_COLUMNS.map((c) => `d.${c}`).join(', ')}
    FROM doctors AS d WHERE d.id = $1::uuid`,
  values: [doctorId, date],
});

export function doctorOf(rows: DoctorLockRow[]): DoctorRow | undefined {
  if (rows.length === 0) return undefined;
  const { locked: _locked, ...doctor } = rows[0];
  return doctor;
}

export interface SlotClaim {
  doctor: DoctorRow;
  patientId: string;
  date: string;
  time: string;
  /** The doctor's notification of the new request. */
  notice: { message: Text; onClickPath: string };
  /** Who booked, when not the patient the visit is for. */
  bookedBy?: string | null;
}

/** The new appointment as the response needs it; calendar dates as 'YYYY-MM-DD'. */
export interface ClaimedAppointment {
  id: string;
  status: AppointmentStatus;
  date: string;
  time: string;
  created_at: Date;
  user_id: string;
  user_name: string;
}

/** With no appointment made, its columns are all null. */
type ClaimRow = { taken: number; duplicate: boolean; closed_reason: string | null } & (
  ClaimedAppointment | { id: null }
);

/** The date's facts as the claim read them (booking-rule.ts), and the appointment it made. */
export interface ClaimOutcome extends DateFacts {
  /** The appointment made, when no rule refused it. */
  made: ClaimedAppointment | null;
}

/**
 * The booking rule's facts of the date (booking-rule.ts: places taken, the patient's live visit, the
 * closing) in one pass over the doctor's appointments on it; only when none refuses: the appointment,
 * the doctor's notification and its NOTIFY (live-notifications.ts; sent on commit). Run it in the
 * transaction that holds the doctor's-date lock.
 */
export function claimSlot(claim: SlotClaim): PreparedStatement<ClaimRow> {
  // the English words, and the id and values that word it in each reader's language
  const notice = storedMessage(claim.notice.message);
  return {
    name: 'booking_claim_slot',
    text: `
    WITH ${dateFactsSql({ doctor: '$1::uuid', patient: '$2::uuid', date: '$3::date' })}, made AS (
      INSERT INTO appointments (user_id, doctor_id, date, time, booked_by)
      SELECT $2::uuid, $1::uuid, $3::date, $4::text, $9::uuid FROM day, closed
      WHERE ${dateAdmitsSql('$5::int')}
      RETURNING id, status, to_char(date, 'YYYY-MM-DD') AS date, time, created_at, user_id
    ), noted AS (
      INSERT INTO notifications (user_id, message, on_click_path, message_id, message_values)
      SELECT $6::uuid, $7::text, $8::text, $10::text, $11::jsonb FROM made
      RETURNING user_id
    ), announced AS (
      SELECT pg_notify('${LIVE_CHANNEL_PREFIX}' || current_schema(), noted.user_id::text) FROM noted
    )
    SELECT day.taken, day.duplicate, closed.reason AS closed_reason,
      made.id, made.status, made.date, made.time, made.created_at, made.user_id, patient.name AS user_name,
      (SELECT count(*) FROM announced) AS announced
    FROM day CROSS JOIN closed
    LEFT JOIN made ON true
    LEFT JOIN users AS patient ON patient.id = made.user_id`,
    values: [
      claim.doctor.id,
      claim.patientId,
      claim.date,
      claim.time,
      claim.doctor.total_slots,
      claim.doctor.user_id,
      notice.message,
      claim.notice.onClickPath,
      claim.bookedBy ?? null,
      notice.messageId,
      notice.messageValues,
    ],
  };
}

export function claimOutcome(rows: ClaimRow[]): ClaimOutcome {
  const row = rows[0];
  const closedReason = row.closed_reason;
  if (row.id === null) return { closedReason, taken: row.taken, duplicate: row.duplicate, made: null };
  const { id, status, date, time, created_at, user_id, user_name } = row;
  return {
    closedReason,
    taken: row.taken,
    duplicate: row.duplicate,
    made: { id, status, date, time, created_at, user_id, user_name },
  };
}
