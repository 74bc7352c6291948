import type { Db } from '../db/connect';
import type { VisitMessageSettings } from './effects/visit-messages';
import { remindedEffects } from './effects/visit-effects';
import { preparedTransaction, type PreparedStatement, type RunStatement } from '../db/prepared-transaction';
import { visitInstantOf, type VisitDates } from './visit-time';
import { checkInLinks, checkInPath } from './check-in-links';

/** Reminders are not sent for a visit closer than this when it is approved late. */
const TOO_LATE_HOURS = 2;
const REMINDER_BATCH = 50;

/**
 * Owes the visit at `visitAt` one reminder, `hours` before it; when that moment has passed it is due
 * at once, unless the visit is under two hours away. Reminders owed for another time of the same
 * appointment are dropped. One row per appointment and visit time: owing it twice changes nothing.
 */
const planStatement = (appointmentId: string, visitAt: Date, hours: number): PreparedStatement<never> => ({
  name: 'reminder_plan',
  text: `
    WITH dropped AS (
      DELETE FROM appointment_reminders
      WHERE appointment_id = $1::uuid AND sent_at IS NULL AND visit_at <> $2::timestamptz
    )
    INSERT INTO appointment_reminders (appointment_id, visit_at, due_at)
    SELECT $1::uuid, $2::timestamptz, greatest($2::timestamptz - make_interval(hours => $3::int), now())
    WHERE $2::timestamptz - make_interval(hours => $3::int) >= now()
      OR $2::timestamptz >= now() + make_interval(hours => ${TOO_LATE_HOURS})
    ON CONFLICT (appointment_id, visit_at) DO NOTHING`,
  values: [appointmentId, visitAt.toISOString(), hours],
});

export async function planReminder(run: RunStatement, appointmentId: string, visitAt: Date, hours: number) {
  await run(planStatement(appointmentId, visitAt, hours));
}

/** A cancelled, rejected or moved visit is owed nothing for its old time. */
export const dropReminders = (run: RunStatement, appointmentId: string): Promise<void> =>
  dropRemindersOf(run, [appointmentId]);

/** dropReminders for several visits in one statement. */
export async function dropRemindersOf(run: RunStatement, appointmentIds: readonly string[]): Promise<void> {
  await run({
    name: 'reminder_drop',
    text: 'DELETE FROM appointment_reminders WHERE appointment_id = ANY($1::uuid[]) AND sent_at IS NULL',
    values: [appointmentIds],
  });
}

interface DueReminder extends VisitDates {
  appointment_id: string;
  visit_at: Date;
}

/**
 * Claims due reminders with their appointments. SKIP LOCKED: instances scanning at the same time
 * take different rows, and a row is held until its transaction ends.
 */
const claimDueStatement = (): PreparedStatement<DueReminder> => ({
  name: 'reminder_claim_due',
  text: `
    SELECT r.appointment_id, r.visit_at, a.status, to_char(a.date, 'YYYY-MM-DD') AS date, a.time,
      to_char(a.schedule_date, 'YYYY-MM-DD') AS schedule_date,
      to_char(a.follow_up_date, 'YYYY-MM-DD') AS follow_up_date
    FROM appointment_reminders AS r
    JOIN appointments AS a ON a.id = r.appointment_id
    WHERE r.sent_at IS NULL AND r.due_at <= now()
    ORDER BY r.due_at
    LIMIT ${REMINDER_BATCH}
    FOR UPDATE OF r SKIP LOCKED`,
  values: [],
});

/** Still worth a reminder: approved or follow-up, at the time it was owed for, not yet begun. */
function stillOwed(r: DueReminder, timeZone: string, now: Date): boolean {
  if (r.status !== 'approved' && r.status !== 'follow-up') return false;
  const visit = visitInstantOf(r, timeZone);
  return visit.getTime() === r.visit_at.getTime() && visit.getTime() > now.getTime();
}

/**
 * Writes the due reminders' mails to the outbox and marks them sent, in one transaction: a crash
 * part-way leaves every claimed reminder owed, and a reminder marked sent has its mail queued.
 * Whether a full batch was taken.
 */
export async function sendDueReminders(db: Db, settings: VisitMessageSettings): Promise<boolean> {
  const links = await checkInLinks(db);
  // each reminder carries its visit's own check-in link, which works on the visit's day only
  const withLink: VisitMessageSettings = {
    ...settings,
    checkInUrl: (appointmentId, date) =>
      `${settings.appUrl}${checkInPath(links.sign({ kind: 'visit', id: appointmentId, date }))}`,
  };
  return preparedTransaction(db, async (run) => {
    const due = await run(claimDueStatement());
    const now = new Date();
    for (const reminder of due) {
      if (stillOwed(reminder, settings.timeZone, now)) {
        await remindedEffects(run, withLink, reminder.appointment_id);
      }
    }
    if (due.length > 0) {
      await run({
        name: 'reminder_mark_sent',
        text: `UPDATE appointment_reminders SET sent_at = now()
          WHERE (appointment_id, visit_at) IN (SELECT * FROM unnest($1::uuid[], $2::timestamptz[]))`,
        values: [due.map((r) => r.appointment_id), due.map((r) => r.visit_at.toISOString())],
      });
    }
    return due.length === REMINDER_BATCH;
  });
}
