import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { RunStatement } from '../db/prepared-transaction';
import type { UserRow } from '../db/schema';
import type { Appointment } from '../../shared/schemas/appointments';
import { conflict, notFound } from '../plugins/errors';
import { findDoctor, DOCTOR_TEXT } from '../doctors';
import { doctorName, bookAppointment, type AppointmentPolicy, APPOINTMENT_TEXT } from '../appointments';
import { nextOpenDate } from './clinic-closings';
import { findRecord } from '../patients';
import { withValues } from '../i18n';
import { CLOSING_TEXT } from './closing-messages';

/**
 * rebook: a visit cancelled by a closed clinic day, booked again in one call on the
 * doctor's next open date at the same time (the doctor's first hour if that time is no longer
 * held), under the booking's own rules. The cancelled visit gives up its claim in the booking's
 * transaction, so a second click cannot book twice.
 */
export async function rebookAppointment(
  db: Db,
  request: { patient: UserRow; appointmentId: string; today: string },
  policy: AppointmentPolicy,
): Promise<Appointment> {
  const { patient, appointmentId, today } = request;
  const old = await db
    .selectFrom('appointments')
    .select([
      'id',
      'user_id',
      'doctor_id',
      'time',
      'series_id',
      'series_index',
      sql<string | null>`to_char(rebook_after, 'YYYY-MM-DD')`.as('after'),
    ])
    .where('id', '=', appointmentId)
    .executeTakeFirst();
  // someone else's visit reads as unknown: its existence is not theirs to learn. A dependant's visit
  // is its holder's to rebook, for the dependant
  const visitor = old && (old.user_id === patient.id ? patient : await findRecord(db, old.user_id));
  if (!old || !visitor || (visitor.id !== patient.id && visitor.holder_id !== patient.id)) {
    throw notFound(APPOINTMENT_TEXT.notFound);
  }
  if (!old.after) throw conflict(CLOSING_TEXT.notRebookable);
  const doctor = await findDoctor(db, old.doctor_id);
  if (!doctor) throw notFound(DOCTOR_TEXT.notFound);
  // the date the closing's notice and mail offered, unless it has filled or closed since
  const date = await nextOpenDate(db, doctor, old.after, today);
  if (!date) throw conflict(withValues(CLOSING_TEXT.noOpenDay, { doctor: doctorName(doctor) }));
  const held = old.time >= doctor.appointment_start && old.time < doctor.appointment_end;
  const time = held ? old.time : doctor.appointment_start;
  const giveUpClaim = async (run: RunStatement) => {
    const released = await run<{ id: string }>({
      name: 'rebook_release_claim',
      text: `UPDATE appointments SET rebook_after = NULL
        WHERE id = $1::uuid AND user_id = $2::uuid AND rebook_after IS NOT NULL RETURNING id`,
      values: [old.id, visitor.id],
    });
    if (released.length === 0) throw conflict(CLOSING_TEXT.notRebookable);
  };
  const rebooked = await bookAppointment(
    db,
    {
      patient: visitor,
      input: { doctorId: doctor.id, date, time },
      today,
      before: giveUpClaim,
      after: takeCoursePlace(old.id),
      by: visitor.id === patient.id ? undefined : { booker: patient },
    },
    policy.messages,
  );
  if (!old.series_id) return rebooked;
  const course = await db
    .selectFrom('series')
    .select('size')
    .where('id', '=', old.series_id)
    .executeTakeFirst();
  return {
    ...rebooked,
    seriesId: old.series_id,
    seriesIndex: old.series_index,
    seriesSize: course?.size ?? null,
  };
}

/**
 * The visit booked in place of a cancelled one (rebooked, or kept with a leave's substitute) takes
 * the cancelled visit's place in its course ("3 of 6"), in the booking's transaction: the course
 * keeps its size and order, and no moment shows the new visit outside it. Nothing for a visit of
 * no course.
 */
export const takeCoursePlace =
  (cancelledId: string) =>
  async (run: RunStatement, made: { id: string }): Promise<void> => {
    await run({
      name: 'course_place_take',
      text: `UPDATE appointments AS a SET series_id = o.series_id, series_index = o.series_index
        FROM appointments AS o
        WHERE a.id = $1::uuid AND o.id = $2::uuid AND o.series_id IS NOT NULL`,
      values: [made.id, cancelledId],
    });
  };
