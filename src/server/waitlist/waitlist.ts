import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { Database, UserRow } from '../db/schema';
import type { BookingInput } from '../../shared/schemas/appointments';
import type { WaitlistEntry } from '../../shared/schemas/capacity';
import { formatDisplayDate } from '../../shared/clinicDays';
import { conflict, forbidden, notFound } from '../plugins/errors';
import { findDoctor, DOCTOR_TEXT } from '../doctors';
import {
  checkDoctorTakes,
  alreadyBooked,
  closedDay,
  dateFactsOf,
  doctorName,
  lockDoctorDate,
} from '../appointments';
import { withValues } from '../i18n';
import { WAITLIST_TEXT } from './waitlist-messages';

const placeSql = sql<number>`(
  SELECT count(*)::int FROM waitlist_entries AS ahead
  WHERE ahead.doctor_id = w.doctor_id AND ahead.date = w.date
    AND (ahead.created_at, ahead.id) <= (w.created_at, w.id)
)`;

/**
 * join-waitlist: a place in the queue of a doctor's full clinic date. Under the date's
 * lock, as a booking: the date must be bookable but for being full, and the patient may hold
 * neither a visit nor a place there already.
 */
export async function joinWaitlist(
  db: Db,
  patient: UserRow,
  input: BookingInput,
  today: string,
): Promise<WaitlistEntry> {
  const { date, time } = input;
  return db.transaction().execute(async (tx) => {
    const doctor = await findDoctor(tx, input.doctorId);
    if (!doctor) throw notFound(DOCTOR_TEXT.notFound);
    checkDoctorTakes({ doctor, patientId: patient.id, date, time, today });
    await lockDoctorDate(tx, doctor.id, date);
    // the booking rule's facts, but a full date is what a queue needs
    const facts = await dateFactsOf(tx, doctor.id, date, { patientId: patient.id });
    if (facts.closedReason !== null) throw closedDay(doctor, date, facts.closedReason);
    if (facts.taken < doctor.total_slots) {
      throw conflict(withValues(WAITLIST_TEXT.placesLeft, { date: formatDisplayDate(date) }));
    }
    if (facts.duplicate) throw alreadyBooked(doctor, date);
    const entry = await tx
      .insertInto('waitlist_entries')
      .values({ user_id: patient.id, doctor_id: doctor.id, date, time })
      .onConflict((oc) => oc.columns(['user_id', 'doctor_id', 'date']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!entry) {
      throw conflict(
        withValues(WAITLIST_TEXT.alreadyWaiting, {
          doctor: doctorName(doctor),
          date: formatDisplayDate(date),
        }),
      );
    }
    // read in the transaction: once it commits, a freed place may promote the entry at once
    const [joined] = await waitlistRows(tx, patient.id, { id: entry.id });
    return joined;
  });
}

/** The patient's places in queues, soonest date first, with their place; dates from today on. */
async function waitlistRows(
  db: Kysely<Database>,
  userId: string,
  only: { id: string } | { from: string },
): Promise<WaitlistEntry[]> {
  let query = db
    .selectFrom('waitlist_entries as w')
    .innerJoin('doctors as d', 'd.id', 'w.doctor_id')
    .select([
      'w.id',
      'w.doctor_id',
      'w.time',
      'w.created_at',
      'd.first_name',
      'd.last_name',
      'd.service',
      'd.location',
    ])
    .select([sql<string>`to_char(w.date, 'YYYY-MM-DD')`.as('date'), placeSql.as('place')])
    .where('w.user_id', '=', userId)
    .orderBy('w.date')
    .orderBy('w.created_at');
  query = 'id' in only ? query.where('w.id', '=', only.id) : query.where('w.date', '>=', only.from);
  const rows = await query.execute();
  return rows.map((r) => ({
    _id: r.id,
    doctorId: r.doctor_id,
    doctorName: `${r.first_name} ${r.last_name}`,
    service: r.service,
    location: r.location,
    date: r.date,
    time: r.time,
    place: Number(r.place),
    createdAt: r.created_at.toISOString(),
  }));
}

/**
 * get-waitlist: the caller's own entries for today and later, and their dependants': a
 * bounded list, one per patient, doctor and date.
 */
export async function waitlistOf(db: Db, userId: string, today: string): Promise<WaitlistEntry[]> {
  const family = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', userId), eb('holder_id', '=', userId)]))
    .execute();
  const lists = await Promise.all(family.map((member) => waitlistRows(db, member.id, { from: today })));
  return lists.flat().sort((a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt));
}

/** leave-waitlist: only the entry's own patient. */
export async function leaveWaitlist(db: Db, viewer: UserRow, waitlistId: string): Promise<void> {
  const entry = await db
    .selectFrom('waitlist_entries')
    .innerJoin('users as u', 'u.id', 'waitlist_entries.user_id')
    .select(['waitlist_entries.id', 'waitlist_entries.user_id', 'u.holder_id'])
    .where('waitlist_entries.id', '=', waitlistId)
    .executeTakeFirst();
  if (!entry) throw notFound(WAITLIST_TEXT.entryNotFound);
  if (entry.user_id !== viewer.id && entry.holder_id !== viewer.id) throw forbidden();
  await db.deleteFrom('waitlist_entries').where('id', '=', waitlistId).execute();
}
