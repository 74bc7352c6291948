import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { RunStatement } from '../db/prepared-transaction';
import type { LeaveOffer } from '../../shared/schemas/capacity';
import { formatDisplayDate } from '../../shared/clinicDays';
import { conflict, HttpError, notFound } from '../plugins/errors';
import { findDoctor, DOCTOR_TEXT } from '../doctors';
import { bookAppointment, doctorName, type AppointmentPolicy } from '../appointments';
import { findRecord } from '../patients';
import { withValues, type Text } from '../i18n';
import { CLOSING_TEXT } from './closing-messages';
import { offerKeyHash } from './leave';
import { takeCoursePlace } from './rebook';

/** The offer a link's key names, with the cancelled visit and both doctors. */
function offerRow(db: Db, key: string) {
  return db
    .selectFrom('leave_offers as o')
    .innerJoin('appointments as a', 'a.id', 'o.appointment_id')
    .innerJoin('users as p', 'p.id', 'a.user_id')
    .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
    .innerJoin('doctors as s', 's.id', 'o.substitute_doctor_id')
    .innerJoin('doctor_leave as l', 'l.id', 'o.leave_id')
    .select([
      'o.id',
      'o.appointment_id',
      'o.substitute_doctor_id',
      'o.visit_time',
      'o.accepted_at',
      'a.user_id',
      'a.rebook_after',
      'p.name as patient_name',
      'd.first_name',
      'd.last_name',
      'd.service',
      's.first_name as sub_first_name',
      's.last_name as sub_last_name',
      's.location as sub_location',
      'l.reason',
      sql<string>`to_char(o.visit_date, 'YYYY-MM-DD')`.as('visit_date'),
    ])
    .where('o.key_hash', '=', offerKeyHash(key))
    .executeTakeFirst();
}
type OfferRow = NonNullable<Awaited<ReturnType<typeof offerRow>>>;

/** accepted: booked with the substitute; closed: rebooked with the doctor instead, or the date is past. */
function stateOf(row: OfferRow, today: string): LeaveOffer['state'] {
  if (row.accepted_at) return 'accepted';
  return row.rebook_after === null || row.visit_date < today ? 'closed' : 'open';
}

function offerOf(row: OfferRow, today: string): LeaveOffer {
  return {
    appointmentId: row.appointment_id,
    patientName: row.patient_name,
    doctorName: `${row.first_name} ${row.last_name}`,
    substituteName: `${row.sub_first_name} ${row.sub_last_name}`,
    service: row.service,
    location: row.sub_location,
    date: row.visit_date,
    time: row.visit_time,
    reason: row.reason,
    state: stateOf(row, today),
  };
}

/** The offer behind a one-click link; an unknown key reads as not found. */
export async function readLeaveOffer(db: Db, key: string, today: string): Promise<LeaveOffer> {
  const row = await offerRow(db, key);
  if (!row) throw notFound(CLOSING_TEXT.offerNotFound);
  return offerOf(row, today);
}

/**
 * Accepting a leave's offer: the visit is booked with the substitute at the same date and time through
 * the booking's own rule (the date's lock, its places, the duplicate rule), pending the substitute's
 * approval like any request. In the booking's transaction the offer is taken and the cancelled
 * visit gives up its rebook claim, so a second click, or a rebook meanwhile, books nothing twice;
 * the new visit takes the cancelled one's place in its course; a refused booking leaves all as it was.
 */
export async function acceptLeaveOffer(
  db: Db,
  request: { key: string; now: { date: string; time: string } },
  policy: AppointmentPolicy,
): Promise<{ offer: LeaveOffer; message: Text }> {
  const { key, now } = request;
  const row = await offerRow(db, key);
  if (!row) throw notFound(CLOSING_TEXT.offerNotFound);
  const state = stateOf(row, now.date);
  if (state === 'accepted') throw conflict(CLOSING_TEXT.offerTaken);
  if (state === 'closed') throw conflict(CLOSING_TEXT.offerClosed);
  const patient = await findRecord(db, row.user_id);
  const substitute = await findDoctor(db, row.substitute_doctor_id);
  if (!patient) throw notFound(CLOSING_TEXT.offerNotFound);
  if (!substitute) throw notFound(DOCTOR_TEXT.notFound);
  const holder = patient.holder_id ? await findRecord(db, patient.holder_id) : undefined;
  const takeOffer = async (run: RunStatement) => {
    const taken = await run<{ id: string }>({
      name: 'leave_offer_take',
      text: `UPDATE leave_offers SET accepted_at = now()
        WHERE id = $1::uuid AND accepted_at IS NULL RETURNING id`,
      values: [row.id],
    });
    if (taken.length === 0) throw conflict(CLOSING_TEXT.offerTaken);
    const released = await run<{ id: string }>({
      name: 'leave_offer_release_claim',
      // moved, not lost: the insights count it apart from the cancelled
      text: `UPDATE appointments SET rebook_after = NULL, moved_at = now()
        WHERE id = $1::uuid AND rebook_after IS NOT NULL RETURNING id`,
      values: [row.appointment_id],
    });
    if (released.length === 0) throw conflict(CLOSING_TEXT.offerClosed);
  };
  // in the booking's transaction: the offer names the visit it became, which takes the cancelled
  // one's place in its course
  const movedTo = async (run: RunStatement, made: { id: string }) => {
    await run({
      name: 'leave_offer_moved_to',
      text: `UPDATE leave_offers SET moved_to = $2::uuid WHERE id = $1::uuid`,
      values: [row.id, made.id],
    });
    await takeCoursePlace(row.appointment_id)(run, made);
  };
  const { visit_date: date, visit_time: time } = row;
  try {
    await bookAppointment(
      db,
      {
        patient,
        input: { doctorId: substitute.id, date, time },
        today: now.date,
        nowTime: now.time,
        before: takeOffer,
        after: movedTo,
        by: holder ? { booker: holder } : undefined,
      },
      policy.messages,
    );
  } catch (error) {
    if (error instanceof HttpError && error.extra.full) {
      const values = { doctor: doctorName(substitute), date: formatDisplayDate(date) };
      throw conflict(withValues(CLOSING_TEXT.substituteFull, values));
    }
    throw error;
  }
  const message = withValues(CLOSING_TEXT.offerAccepted, {
    doctor: doctorName(substitute),
    date: formatDisplayDate(date),
    time,
  });
  return { offer: { ...offerOf(row, now.date), state: 'accepted' }, message };
}
