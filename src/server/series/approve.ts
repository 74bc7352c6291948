import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import type { ApproveSeriesInput } from '../../shared/schemas/series';
import { clinicInstant } from '../../shared/clinicTime';
import { conflict, forbidden, notFound } from '../plugins/errors';
import { hasRole } from '../plugins/auth';
import { findDoctor } from '../doctors';
import {
  freeSlotsOn,
  lockDoctorDate,
  type AppointmentPolicy,
  planReminder,
  courseApprovedEffects,
  assignArrivalWindows,
} from '../appointments';
import { kyselyRunner } from '../db/prepared-transaction';
import { SERIES_TEXT } from './series-messages';

/**
 * approve-series: every pending visit of the course approved for its own date, in one transaction
 * (each date locked and checked for room as a single approval is), each owing its reminder; the
 * patient is told once, and mailed once with one calendar file holding every approved visit.
 * The course's own doctor, staff or admin. The number of visits approved.
 */
export async function approveSeries(
  db: Db,
  viewer: UserRow,
  input: ApproveSeriesInput,
  policy: AppointmentPolicy,
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const course = await tx
      .selectFrom('series')
      .select(['id', 'doctor_id', 'user_id'])
      .where('id', '=', input.seriesId)
      .executeTakeFirst();
    const doctor = course && (await findDoctor(tx, course.doctor_id));
    if (!course || !doctor) throw notFound(SERIES_TEXT.notFound);
    if (!hasRole(viewer, 'admin') && !hasRole(viewer, 'staff') && doctor.user_id !== viewer.id) {
      throw forbidden();
    }
    const pending = await tx
      .selectFrom('appointments')
      .select(['id', 'time', (eb) => eb.fn<string>('to_char', ['date', eb.val('YYYY-MM-DD')]).as('day')])
      .where('series_id', '=', course.id)
      // a visit kept with a leave's substitute keeps its place in the course but is the substitute's
      // to approve, under their date's lock and places
      .where('doctor_id', '=', course.doctor_id)
      .where('status', '=', 'pending')
      .orderBy('date')
      .forUpdate()
      .execute();
    if (pending.length === 0) throw conflict(SERIES_TEXT.nothingPending);
    const run = kyselyRunner(tx);
    for (const visit of pending) {
      await lockDoctorDate(tx, doctor.id, visit.day);
      await freeSlotsOn(tx, doctor, visit.day, { exceptId: visit.id });
      await tx
        .updateTable('appointments')
        .set((eb) => ({
          status: 'approved',
          comment: input.comment || null,
          schedule_date: visit.day,
          approved_by_name: viewer.name,
          approved_at: new Date(),
          calendar_sequence: eb('calendar_sequence', '+', 1),
          updated_at: new Date(),
        }))
        .where('id', '=', visit.id)
        .execute();
      await planReminder(
        run,
        visit.id,
        clinicInstant(visit.day, visit.time, policy.timeZone),
        policy.reminderHours,
      );
    }
    await assignArrivalWindows(
      run,
      pending.map((visit) => visit.id),
      policy.arrivalWindowMinutes,
    );
    await courseApprovedEffects(tx, policy.messages, {
      patientId: course.user_id,
      doctor,
      visits: pending,
    });
    return pending.length;
  });
}
