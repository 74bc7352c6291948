import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { AppointmentStatus, Database, UserRow } from '../db/schema';
import type { CompleteInput, StatusChangeInput } from '../../shared/schemas/appointments';
import { formatDisplayDate } from '../../shared/clinicDays';
import { badRequest, conflict, forbidden, notFound } from '../plugins/errors';
import { hasRole } from '../plugins/auth';
import { findDoctor } from '../doctors';
import { freeSlotsOn } from './availability';
import { doctorName, lockDoctorDate } from './booking-rule';
import { completedEffects, statusChangedEffects } from './effects/visit-effects';
import { lockAppointment } from './queries';
import type { VisitChange } from './policy';
import type { AppointmentDeps } from './visit-hooks';
import { dropReminders, planReminder } from './reminders';
import { kyselyRunner } from '../db/prepared-transaction';
import { clinicInstant } from '../../shared/clinicTime';
import { withValues, type Text } from '../i18n';
import { APPOINTMENT_TEXT } from './appointment-messages';
import { assignArrivalWindows, NO_ARRIVAL_WINDOW } from './arrival-window';

type Tx = Kysely<Database>;
/** Who acts: the appointment's own doctor, or (where the route allows it) staff and admin. */
export type Actor = 'ownDoctor' | 'staffOrAdmin';

/** The appointment row-locked, its doctor, and a check that `viewer` may act on it. */
async function loadForActor(tx: Tx, viewer: UserRow, appointmentId: string, actor: Actor) {
  const appointment = await lockAppointment(tx, appointmentId);
  const doctor = appointment && (await findDoctor(tx, appointment.doctor_id));
  if (!appointment || !doctor) throw notFound(APPOINTMENT_TEXT.notFound);
  const allowed =
    actor === 'staffOrAdmin'
      ? hasRole(viewer, 'admin') || hasRole(viewer, 'staff') || doctor.user_id === viewer.id
      : doctor.user_id === viewer.id;
  if (!allowed) throw forbidden();
  return { appointment, doctor };
}

function assertFrom(status: AppointmentStatus, allowed: readonly AppointmentStatus[]): void {
  if (!allowed.includes(status)) throw conflict(withValues(APPOINTMENT_TEXT.alreadyStatus, { status }));
}

function assertNotPast(date: string, today: string, refusal: Text): void {
  if (date < today) throw badRequest(refusal);
}

/**
 * pending → approved (on a free clinic date of the doctor) or rejected; the patient is told, by the
 * bell and by mail (an approval carries the calendar invitation and owes a reminder).
 */
export async function changeAppointmentStatus(
  db: Db,
  change: VisitChange<StatusChangeInput>,
  deps: AppointmentDeps,
): Promise<void> {
  const { viewer, input, today } = change;
  const { policy } = deps;
  await db.transaction().execute(async (tx) => {
    const { appointment, doctor } = await loadForActor(tx, viewer, input.appointmentId, 'staffOrAdmin');
    assertFrom(appointment.status, ['pending']);
    let scheduleDate: string | null = null;
    if (input.status === 'approved' && input.schedule_date) {
      scheduleDate = input.schedule_date;
      assertNotPast(scheduleDate, today, APPOINTMENT_TEXT.scheduleDatePast);
    }
    // the requested date and the schedule date, locked in date order (as a reschedule does)
    const dates = [...new Set([appointment.date, scheduleDate ?? appointment.date])].sort();
    for (const date of dates) await lockDoctorDate(tx, doctor.id, date);
    if (scheduleDate) await freeSlotsOn(tx, doctor, scheduleDate, { exceptId: appointment.id });
    await tx
      .updateTable('appointments')
      .set({
        status: input.status,
        comment: input.comment,
        schedule_date: scheduleDate,
        approved_by_name: viewer.name,
        approved_at: new Date(),
        // each approval sends an invitation: a later one must outrank any sent before (RFC 5546)
        calendar_sequence: sql<number>`calendar_sequence + ${scheduleDate ? 1 : 0}`,
        updated_at: new Date(),
      })
      .where('id', '=', appointment.id)
      .execute();
    // a rejection, or an approval onto another date, frees the requested date's place
    if (scheduleDate !== appointment.date) await deps.hooks.placeFreed(tx, doctor, appointment.date);
    const run = kyselyRunner(tx);
    if (scheduleDate) {
      const visitAt = clinicInstant(scheduleDate, appointment.time, policy.timeZone);
      await planReminder(run, appointment.id, visitAt, policy.reminderHours);
      await assignArrivalWindows(run, [appointment.id], policy.arrivalWindowMinutes);
    } else {
      await dropReminders(run, appointment.id);
    }
    await statusChangedEffects(tx, policy.messages, {
      appointment,
      doctor,
      status: input.status,
      scheduleDate,
    });
  });
}

/**
 * Completion: follow-up with its date, completed without one, or completed with a course of
 * follow-ups prescribed (hooks.prescribeCourse); a patient in the clinic day's queue is seen
 * (hooks.visitFinished). The success message to answer, a Text.
 */
export async function completeAppointment(
  db: Db,
  change: VisitChange<CompleteInput> & { actor: Actor },
  deps: AppointmentDeps,
): Promise<Text> {
  const { viewer, input, today, actor } = change;
  const { policy, hooks } = deps;
  return db.transaction().execute(async (tx) => {
    const { appointment, doctor } = await loadForActor(tx, viewer, input.appointmentId, actor);
    assertFrom(
      appointment.status,
      actor === 'ownDoctor' ? ['pending', 'approved', 'follow-up'] : ['approved', 'follow-up'],
    );
    const followUp = input.followUpNeeded === 'yes' ? (input.followUpDate ?? null) : null;
    if (followUp) assertNotPast(followUp, today, APPOINTMENT_TEXT.followUpDatePast);
    // a course of follow-ups from the follow-up date: pending requests, this visit completed
    const course = followUp && input.followUpCourse;
    await tx
      .updateTable('appointments')
      .set({
        status: followUp && !course ? 'follow-up' : 'completed',
        comment: input.comment,
        follow_up_date: followUp,
        ...NO_ARRIVAL_WINDOW,
        updated_at: new Date(),
      })
      .where('id', '=', appointment.id)
      .execute();
    await hooks.visitFinished(tx, appointment.id, appointment.doctor_id);
    if (course) {
      const prescription = {
        patientId: appointment.user_id,
        doctor,
        prescribedBy: viewer.id,
        firstDate: followUp,
        time: appointment.time,
        course,
        today,
      };
      const ids = await hooks.prescribeCourse(tx, kyselyRunner(tx), prescription);
      await dropReminders(kyselyRunner(tx), appointment.id);
      await completedEffects(tx, policy.messages, { appointment, doctor, followUp, courseSize: ids.length });
      const values = { doctor: doctorName(doctor), date: formatDisplayDate(followUp), count: ids.length };
      return withValues(APPOINTMENT_TEXT.followUpCourseSet, values);
    }
    const run = kyselyRunner(tx);
    if (followUp) {
      const visitAt = clinicInstant(followUp, appointment.time, policy.timeZone);
      await planReminder(run, appointment.id, visitAt, policy.reminderHours);
      await assignArrivalWindows(run, [appointment.id], policy.arrivalWindowMinutes);
    } else {
      await dropReminders(run, appointment.id);
    }
    await completedEffects(tx, policy.messages, { appointment, doctor, followUp });
    return followUp
      ? withValues(APPOINTMENT_TEXT.followUpSet, { date: formatDisplayDate(followUp) })
      : APPOINTMENT_TEXT.completed;
  });
}
