import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { Database, DoctorRow, UserRow } from '../db/schema';
import type { CloseClinicDayInput, ReopenClinicDayInput } from '../../shared/schemas/capacity';
import { MAX_CLOSING_DAYS } from '../../shared/schemas/capacity';
import { addDays, formatDisplayDate, matchesAnyClinicDay } from '../../shared/clinicDays';
import { BOOKING_WINDOW_DAYS } from '../../shared/schemas/appointments';
import { badRequest, forbidden, notFound } from '../plugins/errors';
import { hasRole } from '../plugins/auth';
import { findDoctor, DOCTOR_TEXT } from '../doctors';
import { notify } from '../notifications';
import {
  dateFactsOf,
  doctorName,
  lockDoctorDate,
  type AppointmentPolicy,
  type VisitChange,
  type SubstituteOffer,
  closedDayEffects,
  dropReminders,
} from '../appointments';
import { kyselyRunner } from '../db/prepared-transaction';
import { withValues } from '../i18n';
import { CLOSING_TEXT } from './closing-messages';
import { CLOSING_NOTICES } from './closing-notices';

type Tx = Kysely<Database>;

/** The doctor, when the viewer is the clinic (admin, staff) or that doctor. */
export async function doctorForClosing(db: Tx, viewer: UserRow, doctorId: string): Promise<DoctorRow> {
  const doctor = await findDoctor(db, doctorId);
  if (!doctor) throw notFound(DOCTOR_TEXT.notFound);
  const clinic = hasRole(viewer, 'admin') || hasRole(viewer, 'staff');
  if (!clinic && doctor.user_id !== viewer.id) throw forbidden();
  return doctor;
}

/** The doctor's clinic dates from `from` to `to`, checked: today or later, at most MAX_CLOSING_DAYS long. */
export function clinicDatesIn(doctor: DoctorRow, from: string, to: string, today: string): string[] {
  if (from < today) throw badRequest(CLOSING_TEXT.notPast);
  if (to > addDays(from, MAX_CLOSING_DAYS - 1)) {
    throw badRequest(withValues(CLOSING_TEXT.tooLong, { max: MAX_CLOSING_DAYS }));
  }
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (matchesAnyClinicDay(doctor.clinic_days, date)) dates.push(date);
  }
  if (dates.length === 0) {
    const name = doctorName(doctor);
    throw badRequest(
      from === to
        ? withValues(CLOSING_TEXT.noClinicOn, { doctor: name, date: formatDisplayDate(from) })
        : withValues(CLOSING_TEXT.noClinicBetween, {
            doctor: name,
            from: formatDisplayDate(from),
            to: formatDisplayDate(to),
          }),
    );
  }
  return dates;
}

/** The live visits (pending, approved, follow-up) whose visit falls on the date. */
function liveVisitsOn(db: Tx, doctorId: string, dates: readonly string[]) {
  return db
    .selectFrom('appointments')
    .select(['id', 'user_id', 'status', 'time'])
    .where('doctor_id', '=', doctorId)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'follow-up'), eb('follow_up_date', 'in', dates)]),
        eb.and([
          eb('status', 'in', ['pending', 'approved']),
          eb(sql`coalesce(schedule_date, date)`, 'in', dates),
        ]),
      ]),
    );
}

/**
 * The doctor's first clinic date after `after` (and not before today) that is open and has a place,
 * within 30 days: where a patient of a closed day is offered to go.
 */
export async function nextOpenDate(db: Tx, doctor: DoctorRow, after: string, today: string) {
  const first = addDays(after > today ? after : today, after >= today ? 1 : 0);
  const last = addDays(today, BOOKING_WINDOW_DAYS);
  for (let i = 0, date = first; i < 30 && date <= last; i += 1, date = addDays(date, 1)) {
    if (!matchesAnyClinicDay(doctor.clinic_days, date)) continue;
    const facts = await dateFactsOf(db, doctor.id, date);
    if (facts.closedReason === null && facts.taken < doctor.total_slots) return date;
  }
  return undefined;
}

/** A visit a closing cancels, as it stood: its date, and whether the leave's substitute was offered. */
export interface ClosedVisit {
  id: string;
  user_id: string;
  status: string;
  time: string;
  visit_date: string;
}

/** Dates of one doctor to close, in the caller's transaction. */
export interface DayClosing {
  doctor: DoctorRow;
  /** the doctor's clinic dates, checked (clinicDatesIn) */
  dates: readonly string[];
  reason: string;
  viewer: UserRow;
  today: string;
  /** the leave that closes them, when it is one */
  leaveId?: string;
  /** a leave's substitute offered to one cancelled visit, or none (asked under the dates' locks) */
  offerFor?: (visit: ClosedVisit) => Promise<SubstituteOffer | undefined>;
}

/**
 * The dates stop taking bookings, under each date's lock; every live visit on them is cancelled
 * with notice, mail (CANCEL for invited ones) and the next open date (or the substitute's offer);
 * the dates' waitlists are dropped with notice. In the caller's transaction: closing one day and
 * recording a leave close each date the same way.
 */
export async function closeDatesIn(
  tx: Tx,
  closing: DayClosing,
  policy: AppointmentPolicy,
): Promise<{ dates: string[]; visits: (ClosedVisit & { offered: boolean })[] }> {
  const { doctor, dates, reason, viewer, today } = closing;
  for (const date of dates) await lockDoctorDate(tx, doctor.id, date);
  if (dates.length === 0) return { dates: [], visits: [] };
  const closings = await tx
    .insertInto('closed_clinic_days')
    .values(
      dates.map((date) => ({
        doctor_id: doctor.id,
        date,
        reason,
        closed_by: viewer.id,
        closed_by_name: viewer.name,
        leave_id: closing.leaveId ?? null,
      })),
    )
    .onConflict((oc) => oc.columns(['doctor_id', 'date']).doNothing())
    .returning(['id', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date')])
    .execute();
  const closed = closings.map((c) => c.date);
  if (closed.length === 0) return { dates: [], visits: [] };
  const name = doctorName(doctor);
  const run = kyselyRunner(tx);
  const visits = await liveVisitsOn(tx, doctor.id, closed)
    .select([
      sql<string>`to_char(CASE WHEN status = 'follow-up' THEN follow_up_date ELSE coalesce(schedule_date, date) END, 'YYYY-MM-DD')`.as(
        'visit_date',
      ),
    ])
    .orderBy('visit_date')
    .orderBy('time')
    .orderBy('id')
    .forUpdate()
    .execute();
  const nextAfter = new Map<string, Promise<string | undefined>>();
  const told: (ClosedVisit & { offered: boolean })[] = [];
  for (const visit of visits) {
    const why = `Dr. ${name} is not holding clinic on ${formatDisplayDate(visit.visit_date)}: ${reason}`;
    await tx
      .updateTable('appointments')
      .set((eb) => ({
        status: 'cancelled',
        cancel_reason: why,
        cancelled_at: new Date(),
        rebook_after: visit.visit_date,
        calendar_sequence: eb('calendar_sequence', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', visit.id)
      .execute();
    await dropReminders(run, visit.id);
    if (!nextAfter.has(visit.visit_date))
      nextAfter.set(visit.visit_date, nextOpenDate(tx, doctor, visit.visit_date, today));
    const next = await nextAfter.get(visit.visit_date);
    const substitute = await closing.offerFor?.(visit);
    await closedDayEffects(tx, policy.messages, { visit, doctor, reason, nextOpenDate: next, substitute });
    told.push({ ...visit, offered: substitute !== undefined });
  }
  const dropped = await tx
    .deleteFrom('waitlist_entries')
    .where('doctor_id', '=', doctor.id)
    .where('date', 'in', closed)
    .returning(['user_id', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date')])
    .execute();
  for (const entry of dropped) {
    await notify(
      tx,
      [entry.user_id],
      withValues(CLOSING_NOTICES.offWaitlist, {
        doctor: name,
        date: formatDisplayDate(entry.date),
        reason,
      }),
      '/appointments',
    );
  }
  return { dates: closed, visits: told };
}

/**
 * close-clinic-day: the dates close (closeDatesIn) in one transaction: a failure part-way changes
 * nothing.
 */
export async function closeClinicDays(
  db: Db,
  change: VisitChange<CloseClinicDayInput>,
  policy: AppointmentPolicy,
): Promise<{ dates: string[]; cancelled: number }> {
  const { viewer, input, today } = change;
  return db.transaction().execute(async (tx) => {
    const doctor = await doctorForClosing(tx, viewer, input.doctorId);
    const dates = clinicDatesIn(doctor, input.from, input.to, today);
    const closing = { doctor, dates, reason: input.reason, viewer, today };
    const result = await closeDatesIn(tx, closing, policy);
    return { dates: result.dates, cancelled: result.visits.length };
  });
}

/** How many live visits a closing of these dates would cancel (the confirmation's figure). */
export async function closingPreview(db: Db, viewer: UserRow, input: ReopenClinicDayInput, today: string) {
  const doctor = await doctorForClosing(db, viewer, input.doctorId);
  const dates = clinicDatesIn(doctor, input.from, input.to, today);
  const row = await liveVisitsOn(db, doctor.id, dates)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { dates, appointments: Number(row.n) };
}

/** reopen-clinic-day: the closings of today or later in the range are removed; cancelled visits stay cancelled. */
export async function reopenClinicDays(db: Db, viewer: UserRow, input: ReopenClinicDayInput, today: string) {
  const doctor = await doctorForClosing(db, viewer, input.doctorId);
  if (input.from < today) throw badRequest(CLOSING_TEXT.notPast);
  const removed = await db
    .deleteFrom('closed_clinic_days')
    .where('doctor_id', '=', doctor.id)
    .where('date', '>=', input.from)
    .where('date', '<=', input.to)
    .returning(sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'))
    .execute();
  if (removed.length === 0) throw notFound(CLOSING_TEXT.noneInRange);
  return removed.map((r) => r.date).sort();
}
