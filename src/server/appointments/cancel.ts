import type { Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { Database, DoctorRow, UserRow } from '../db/schema';
import {
  CHANGEABLE_STATUSES,
  canCancelOrReschedule,
  type CancelInput,
} from '../../shared/schemas/appointments';
import { conflict, forbidden, notFound } from '../plugins/errors';
import { findDoctor } from '../doctors';
import { lockDoctorDate } from './booking-rule';
import { lockAppointment } from './queries';
import { actingAs, type ActingAs, type AppointmentPolicy, type VisitChange } from './policy';
import type { AppointmentDeps } from './visit-hooks';
import { cancelledEffects } from './effects/visit-effects';
import { dropReminders } from './reminders';
import { kyselyRunner } from '../db/prepared-transaction';
import { visitDateOf, visitInstantOf, withinHoursOf } from './visit-time';
import { withValues } from '../i18n';
import { APPOINTMENT_TEXT } from './appointment-messages';

type Tx = Kysely<Database>;

/** The patient's own changes stop this close to the visit; `verb` is cancelled or rescheduled. */
const tooLateMessage = (verb: 'cancelled' | 'rescheduled', hours: number) =>
  withValues(APPOINTMENT_TEXT.tooLate, { verb, hours });

/**
 * The appointment locked, its doctor, who acts, and the checks every patient-side change shares:
 * the viewer may act (a doctor only where `doctorMay`), the status allows it, and a patient is not
 * too close to the visit.
 */
export async function loadChangeable(
  tx: Tx,
  change: {
    viewer: UserRow;
    appointmentId: string;
    verb: 'cancelled' | 'rescheduled';
    doctorMay: boolean;
    /** an account's erasure cancels every future visit, however near */
    anyTime?: boolean;
  },
  policy: AppointmentPolicy,
) {
  const { viewer, verb } = change;
  const appointment = await lockAppointment(tx, change.appointmentId);
  const doctor = appointment && (await findDoctor(tx, appointment.doctor_id));
  if (!appointment || !doctor) throw notFound(APPOINTMENT_TEXT.notFound);
  const actor = actingAs(viewer, appointment, doctor);
  if (!actor || (actor === 'doctor' && !change.doctorMay)) throw forbidden();
  if (!canCancelOrReschedule(appointment.status)) {
    throw conflict(withValues(APPOINTMENT_TEXT.alreadyStatus, { status: appointment.status }));
  }
  const visit = visitInstantOf(appointment, policy.timeZone);
  if (actor === 'patient' && !change.anyTime && withinHoursOf(visit, policy.cancelCutoffHours)) {
    throw conflict(tooLateMessage(verb, policy.cancelCutoffHours));
  }
  return { appointment, doctor, actor };
}

/**
 * cancel-appointment: pending, approved or follow-up → cancelled, with the reason. The place goes to
 * the date's waitlist in the same transaction, or is free the moment this commits. The other side is told; mails and the calendar
 * CANCEL go through the outbox in the same transaction. Answers the ids of the visits cancelled.
 */
export async function cancelAppointment(
  db: Db,
  change: Omit<VisitChange<CancelInput>, 'today'>,
  deps: AppointmentDeps,
): Promise<string[]> {
  const { viewer, input } = change;
  return db.transaction().execute(async (tx) => {
    // 'following' takes the later visits of the course too, each with the same checks
    const ids =
      input.scope === 'following' ? await thisAndFollowing(tx, input.appointmentId) : [input.appointmentId];
    for (const id of ids) await cancelWithin(tx, { viewer, input: { ...input, appointmentId: id } }, deps);
    return ids;
  });
}

/**
 * The visit and the course's later ones still open to change, in course order; the visit alone when
 * it belongs to no course. Row-locked in that order.
 */
export async function thisAndFollowing(tx: Tx, appointmentId: string): Promise<string[]> {
  const rows = await tx
    .selectFrom('appointments as a')
    .innerJoin('appointments as self', (join) =>
      join.onRef('self.series_id', '=', 'a.series_id').onRef('a.series_index', '>=', 'self.series_index'),
    )
    .select('a.id')
    .where('self.id', '=', appointmentId)
    .where((eb) => eb.or([eb('a.id', '=', appointmentId), eb('a.status', 'in', CHANGEABLE_STATUSES)]))
    .orderBy('a.series_index')
    .forUpdate('a')
    .execute();
  return rows.length > 0 ? rows.map((r) => r.id) : [appointmentId];
}

/**
 * Cancels one visit inside the caller's transaction, with everything cancel-appointment does: the
 * reminders dropped, the other side told, the place handed to the waitlist. `anyTime`: an account's
 * erasure, which is not held to the patient's cut-off.
 */
export async function cancelWithin(
  tx: Tx,
  change: Omit<VisitChange<CancelInput>, 'today'> & { anyTime?: boolean },
  deps: AppointmentDeps,
) {
  const { viewer, input } = change;
  const { appointment, doctor, actor } = await loadChangeable(
    tx,
    {
      viewer,
      appointmentId: input.appointmentId,
      verb: 'cancelled',
      doctorMay: true,
      anyTime: change.anyTime,
    },
    deps.policy,
  );
  await cancelLocked(tx, { appointment, doctor, actor, actorName: viewer.name, reason: input.reason }, deps);
}

type Locked = NonNullable<Awaited<ReturnType<typeof lockAppointment>>>;

/** The locked visit cancelled with its reason: reminders dropped, both sides told, the waitlist moved up. */
async function cancelLocked(
  tx: Tx,
  cancel: { appointment: Locked; doctor: DoctorRow; actor: ActingAs; actorName: string; reason: string },
  deps: AppointmentDeps,
) {
  const { appointment, doctor, actor } = cancel;
  const clinicDate = appointment.schedule_date ?? appointment.date;
  // the date's lock: whoever books or approves on it next waits for this place to be free
  await lockDoctorDate(tx, doctor.id, clinicDate);
  const hadInvitation = appointment.status === 'approved' || appointment.status === 'follow-up';
  await tx
    .updateTable('appointments')
    .set((eb) => ({
      status: 'cancelled',
      cancel_reason: cancel.reason,
      cancelled_at: new Date(),
      calendar_sequence: eb('calendar_sequence', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', appointment.id)
    .execute();
  await dropReminders(kyselyRunner(tx), appointment.id);
  await cancelledEffects(tx, deps.policy.messages, {
    actor,
    actorName: cancel.actorName,
    appointment,
    doctor,
    visitDate: visitDateOf(appointment),
    hadInvitation,
  });
  await deps.hooks.placeFreed(tx, doctor, clinicDate);
}

/**
 * The clinic cancels a visit in the caller's transaction (an unpaid booking whose hold ran out): the
 * same path as cancel-appointment, so the patient is told and the waitlist moves up. False when the
 * visit is gone or no longer open to change.
 */
export async function cancelForClinic(
  tx: Tx,
  cancel: { appointmentId: string; reason: string; actorName: string },
  deps: AppointmentDeps,
): Promise<boolean> {
  const appointment = await lockAppointment(tx, cancel.appointmentId);
  const doctor = appointment && (await findDoctor(tx, appointment.doctor_id));
  if (!appointment || !doctor || !canCancelOrReschedule(appointment.status)) return false;
  await cancelLocked(
    tx,
    { appointment, doctor, actor: 'clinic', actorName: cancel.actorName, reason: cancel.reason },
    deps,
  );
  return true;
}
