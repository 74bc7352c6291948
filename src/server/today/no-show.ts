import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { Database, UserRow } from '../db/schema';
import { conflict } from '../plugins/errors';
import { addDays } from '../../shared/clinicDays';
import { clinicInstant, clinicToday } from '../../shared/clinicTime';
import { type AppointmentPolicy, missedEffects, dropRemindersOf, APPOINTMENT_TEXT } from '../appointments';
import { kyselyRunner } from '../db/prepared-transaction';
import { migratedAt } from '../db/migrate';
import { dueDateOf, lockVisit } from './visit-access';
import { withValues } from '../i18n';
import { TODAY_TEXT } from './today-messages';

type Tx = Kysely<Database>;

/** How many days back the automatic pass looks, so a server that was down a while still catches up. */
const LOOKBACK_DAYS = 7;
/** The migration that brought the clinic day, and with it this pass. */
const CLINIC_DAY_MIGRATION = '016_clinic_day';
const BATCH = 200;

interface Missed {
  id: string;
  doctor_id: string;
  user_id: string;
  due: string;
}

/**
 * Marks expected visits as missed, in the caller's transaction and in a few statements however many
 * there are: status and visit state no-show, reminders dropped, and what a miss sends (missedEffects,
 * first, while the rows still say which date each patient was expected on).
 */
async function markMissed(tx: Tx, visits: readonly Missed[], policy: AppointmentPolicy): Promise<void> {
  if (visits.length === 0) return;
  const ids = visits.map((visit) => visit.id);
  await missedEffects(tx, policy.messages, visits);
  await tx
    .insertInto('clinic_visits')
    .values(
      visits.map((visit) => ({
        appointment_id: visit.id,
        clinic_date: visit.due,
        doctor_id: visit.doctor_id,
        state: 'no-show' as const,
      })),
    )
    .execute();
  await tx
    .updateTable('appointments')
    .set({ status: 'no-show', updated_at: new Date() })
    .where('id', 'in', ids)
    .execute();
  await dropRemindersOf(kyselyRunner(tx), ids);
}

/** Those of the visits still expected on their date: approved or in follow-up for it, not checked in. */
async function stillExpected(tx: Tx, visits: readonly Missed[]): Promise<Missed[]> {
  if (visits.length === 0) return [];
  const { rows } = await sql<{ id: string }>`
    SELECT a.id
    FROM unnest(${visits.map((v) => v.id)}::uuid[], ${visits.map((v) => v.due)}::date[]) AS m(id, due)
    JOIN appointments AS a ON a.id = m.id
    WHERE ((a.status = 'approved' AND a.schedule_date = m.due)
        OR (a.status = 'follow-up' AND a.follow_up_date = m.due))
      AND NOT EXISTS (
        SELECT 1 FROM clinic_visits AS v WHERE v.appointment_id = a.id AND v.clinic_date = m.due)`.execute(
    tx,
  );
  const kept = new Set(rows.map((row) => row.id));
  return visits.filter((visit) => kept.has(visit.id));
}

/** mark-no-show: the desk or the doctor, once the visit's time has passed on its date. */
export async function markNoShow(
  db: Db,
  viewer: UserRow,
  missed: { appointmentId: string; now?: Date },
  policy: AppointmentPolicy,
): Promise<void> {
  const { appointmentId, now = new Date() } = missed;
  await db.transaction().execute(async (tx) => {
    const { appointment } = await lockVisit(tx, viewer, appointmentId);
    const due = dueDateOf(appointment);
    if (!due) throw conflict(withValues(APPOINTMENT_TEXT.alreadyStatus, { status: appointment.status }));
    if (clinicInstant(due, appointment.time, policy.timeZone) > now) {
      throw conflict(TODAY_TEXT.timeNotCome);
    }
    const visit = await tx
      .selectFrom('clinic_visits')
      .select('state')
      .where('appointment_id', '=', appointmentId)
      .where('clinic_date', '=', due)
      .executeTakeFirst();
    if (visit) throw conflict(TODAY_TEXT.alreadyCheckedIn);
    await markMissed(tx, [{ ...appointment, due }], policy);
  });
}

/**
 * The automatic pass: every visit still expected once its clinic day has ended (the doctor's
 * closing hour plus `afterMinutes`, on the clinic's clock) becomes no-show. Rows are claimed with
 * SKIP LOCKED and changed only while still approved or in follow-up, so instances running the
 * pass at once, or a restart half-way, mark each visit exactly once. Answers how many it marked.
 */
export async function markMissedVisits(
  db: Db,
  policy: AppointmentPolicy,
  afterMinutes: number,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - afterMinutes * 60_000);
  const cutoffDate = clinicToday(policy.timeZone, cutoff);
  const cutoffTime = new Intl.DateTimeFormat('en-GB', {
    timeZone: policy.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(cutoff);
  // never a visit from before the clinic day came to this database: nobody could check it in then,
  // and an upgrade over years of history must not mail patients about visits long past
  const arrived = await migratedAt(db, CLINIC_DAY_MIGRATION);
  const lookback = addDays(clinicToday(policy.timeZone, now), -LOOKBACK_DAYS);
  const since = arrived ? clinicToday(policy.timeZone, arrived) : lookback;
  const from = since > lookback ? since : lookback;
  let marked = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (tx) => {
      const ended = (column: string) =>
        sql`${sql.ref(column)} >= ${from}::date AND (${sql.ref(column)} < ${cutoffDate}::date
          OR (${sql.ref(column)} = ${cutoffDate}::date AND d.appointment_end <= ${cutoffTime}))`;
      const { rows } = await sql<Missed>`
        SELECT a.id, a.doctor_id, a.user_id, to_char(due.date, 'YYYY-MM-DD') AS due
        FROM (
          SELECT a.id, a.schedule_date AS date FROM appointments AS a JOIN doctors AS d ON d.id = a.doctor_id
            WHERE a.status = 'approved' AND ${ended('a.schedule_date')}
          UNION ALL
          SELECT a.id, a.follow_up_date FROM appointments AS a JOIN doctors AS d ON d.id = a.doctor_id
            WHERE a.status = 'follow-up' AND ${ended('a.follow_up_date')}
        ) AS due
        JOIN appointments AS a ON a.id = due.id
        WHERE NOT EXISTS (
          SELECT 1 FROM clinic_visits AS v WHERE v.appointment_id = due.id AND v.clinic_date = due.date)
        LIMIT ${BATCH}
        FOR UPDATE OF a SKIP LOCKED`.execute(tx);
      // read again now the rows are ours: another instance may have marked some since the scan began
      const expected = await stillExpected(tx, rows);
      await markMissed(tx, expected, policy);
      return { claimed: rows.length, marked: expected.length };
    });
    marked += batch.marked;
    if (batch.claimed < BATCH) return marked;
  }
}
