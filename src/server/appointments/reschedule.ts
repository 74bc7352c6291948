import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import type { Appointment, RescheduleInput } from '../../shared/schemas/appointments';
import { addDays } from '../../shared/clinicDays';
import { checkDoctorTakes, freeSlotsOn } from './availability';
import { clinicDateSql, lockDoctorDate } from './booking-rule';
import { appointmentsOf, toAppointment, withAppointmentColumns } from './queries';
import type { VisitChange } from './policy';
import type { AppointmentDeps } from './visit-hooks';
import { rescheduledEffects } from './effects/visit-effects';
import { dropReminders } from './reminders';
import { kyselyRunner } from '../db/prepared-transaction';
import { loadChangeable, thisAndFollowing } from './cancel';
import { visitDateOf, withinHoursOf } from './visit-time';
import { clinicInstant } from '../../shared/clinicTime';
import { conflict } from '../plugins/errors';
import { withValues } from '../i18n';
import { APPOINTMENT_TEXT } from './appointment-messages';
import { NO_ARRIVAL_WINDOW } from './arrival-window';

type Tx = Kysely<Database>;

/**
 * reschedule-appointment: the visit moves to a new date and time and waits for approval again. Every
 * booking check runs on the new date inside one transaction holding the locks of both dates (taken
 * in date order, so two moves between the same dates cannot wait on each other), so places stay
 * exact however many moves and bookings run at once.
 */
export async function rescheduleAppointment(
  db: Db,
  change: VisitChange<RescheduleInput>,
  deps: AppointmentDeps,
): Promise<Appointment> {
  const { input } = change;
  return db.transaction().execute(async (tx) => {
    if (input.scope !== 'following') return moveOne(tx, change, deps);
    // the later visits of the course move by as many days, to the same time; the last
    // first when moving later (and the first first when earlier), so no visit lands on one not yet moved
    const ids = await thisAndFollowing(tx, input.appointmentId);
    const visits = await tx
      .selectFrom('appointments')
      .select(['id', sql<string>`to_char(${clinicDateSql}, 'YYYY-MM-DD')`.as('day')])
      .where('id', 'in', ids)
      .execute();
    const dayOf = new Map(visits.map((v) => [v.id, v.day]));
    const shift = daysBetween(dayOf.get(input.appointmentId) ?? input.date, input.date);
    const order = shift > 0 ? [...ids].reverse() : ids;
    let moved: Appointment | undefined;
    for (const id of order) {
      const date = id === input.appointmentId ? input.date : addDays(dayOf.get(id) ?? input.date, shift);
      const result = await moveOne(tx, { ...change, input: { ...input, appointmentId: id, date } }, deps);
      if (id === input.appointmentId) moved = result;
    }
    return moved!;
  });
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** One visit moved, every check of a single reschedule. */
async function moveOne(
  tx: Tx,
  change: VisitChange<RescheduleInput>,
  deps: AppointmentDeps,
): Promise<Appointment> {
  const { viewer, input, today } = change;
  const { policy } = deps;
  const { appointment, doctor, actor } = await loadChangeable(
    tx,
    { viewer, appointmentId: input.appointmentId, verb: 'rescheduled', doctorMay: false },
    policy,
  );
  const { date, time } = input;
  checkDoctorTakes({ doctor, patientId: appointment.user_id, date, time, today });
  // nor into a time the patient could no longer change online
  const hours = policy.cancelCutoffHours;
  if (actor === 'patient' && withinHoursOf(clinicInstant(date, time, policy.timeZone), hours)) {
    throw conflict(withValues(APPOINTMENT_TEXT.tooSoon, { hours }));
  }
  const oldDate = appointment.schedule_date ?? appointment.date;
  for (const day of [...new Set([oldDate, date])].sort()) await lockDoctorDate(tx, doctor.id, day);
  // the visit itself left out: it neither takes a place nor doubles itself
  await freeSlotsOn(tx, doctor, date, { patientId: appointment.user_id, exceptId: appointment.id });

  const previousVisitDate = visitDateOf(appointment);
  const hadInvitation = appointment.status === 'approved' || appointment.status === 'follow-up';
  await tx
    .updateTable('appointments')
    .set((eb) => ({
      status: 'pending',
      date,
      time,
      schedule_date: null,
      follow_up_date: null,
      comment: null,
      approved_by_name: null,
      approved_at: null,
      ...NO_ARRIVAL_WINDOW,
      calendar_sequence: eb('calendar_sequence', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', appointment.id)
    .execute();
  const run = kyselyRunner(tx);
  await dropReminders(run, appointment.id);
  if (oldDate !== date) await deps.hooks.placeFreed(tx, doctor, oldDate);
  await rescheduledEffects(tx, policy.messages, {
    actor,
    actorName: viewer.name,
    appointment,
    doctor,
    date,
    previousVisitDate,
    hadInvitation,
  });
  const row = await withAppointmentColumns(appointmentsOf(tx, { all: true }))
    .where('a.id', '=', appointment.id)
    .executeTakeFirstOrThrow();
  return toAppointment(row);
}
