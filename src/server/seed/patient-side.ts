import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { formatDisplayDate } from '../../shared/clinicDays';
import { notify } from '../notifications';
import {
  type AppointmentPolicy,
  queueVisitMessages,
  planReminder,
  visitInstantOf,
  APPOINTMENT_NOTICES,
} from '../appointments';
import { kyselyRunner } from '../db/prepared-transaction';
import { withValues } from '../i18n';

const CANCELLED = 2;

/**
 * The demo's patient side: two upcoming approved visits cancelled by their patients,
 * and, when the clinic's mail settings are given, the mails and reminders the real flow would have
 * written for the upcoming approved visits. Without SMTP those mails land in data/outbox at start.
 */
export async function seedPatientSide(db: Kysely<Database>, today: string, policy?: AppointmentPolicy) {
  const upcoming = await db
    .selectFrom('appointments as a')
    .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.status', 'a.time', 'd.user_id as doctor_user_id', 'u.name as patient_name'])
    .select([
      sql<string>`to_char(a.date, 'YYYY-MM-DD')`.as('date'),
      sql<string | null>`to_char(a.schedule_date, 'YYYY-MM-DD')`.as('schedule_date'),
      sql<string | null>`to_char(a.follow_up_date, 'YYYY-MM-DD')`.as('follow_up_date'),
    ])
    .where('a.status', '=', 'approved')
    .where('a.date', '>', today)
    .orderBy('a.date')
    .orderBy('a.id')
    .execute();
  const cancelled = upcoming.slice(0, CANCELLED);
  for (const visit of cancelled) {
    await db
      .updateTable('appointments')
      .set({
        status: 'cancelled',
        cancel_reason: 'Travelling that week',
        cancelled_at: new Date(),
        calendar_sequence: 1,
      })
      .where('id', '=', visit.id)
      .execute();
    const on = formatDisplayDate(visit.schedule_date ?? visit.date);
    await notify(
      db,
      [visit.doctor_user_id],
      withValues(APPOINTMENT_NOTICES.cancelledBy, { name: visit.patient_name, date: on }),
      '/doctor/appointments',
    );
  }
  if (!policy) return;
  const run = kyselyRunner(db);
  for (const visit of upcoming) {
    const wasCancelled = cancelled.includes(visit);
    if (wasCancelled) {
      await queueVisitMessages(
        run,
        policy.messages,
        [visit.id],
        [
          { kind: 'cancelled', to: 'patient', hadInvitation: true },
          { kind: 'patient-cancelled', to: 'doctor' },
        ],
      );
    } else {
      await queueVisitMessages(run, policy.messages, [visit.id], [{ kind: 'approved', to: 'patient' }]);
      await planReminder(run, visit.id, visitInstantOf(visit, policy.timeZone), policy.reminderHours);
    }
  }
}
