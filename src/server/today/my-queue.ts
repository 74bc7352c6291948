import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { queueLabel } from '../../shared/schemas/clinicDay';
import type { MyQueueEntry } from '../../shared/answers/clinicDay';
import { expectedCallAt } from '../../shared/arrivalWindow';
import type { VisitState } from '../../shared/vocabulary';

type Tx = Kysely<Database>;

interface MineRow {
  id: string;
  doctor_id: string;
  first_name: string;
  last_name: string;
  appointment_start: string;
  patient_name: string;
  state: VisitState;
  queue_number: number | null;
  queue_prefix: string | null;
  arrive_from: string | null;
  arrive_by: string | null;
  called_at: string | null;
}

/**
 * The doctor's pace for the estimate: today's mean consultation (called → finished) so far, one day's
 * rows; else the pace measured in the background (the median of their last 30 clinic days), else
 * their own consultation length. Never a scan of the doctor's history per request.
 */
async function paceOf(db: Tx, doctorId: string, today: string): Promise<number> {
  const { rows } = await sql<{ minutes: number | null }>`
    SELECT coalesce(
      (SELECT avg(extract(epoch FROM finished_at - called_at)) / 60 FROM clinic_visits
        WHERE doctor_id = ${doctorId}::uuid AND clinic_date = ${today}::date AND finished_at > called_at),
      d.pace_minutes, d.own_pace_minutes)::float8 AS minutes
    FROM doctors AS d WHERE d.id = ${doctorId}::uuid`.execute(db);
  return Math.max(1, Number(rows[0]?.minutes ?? 15));
}

/** The doctor's waiting patients today in the order they will be called. */
async function waitingOrder(db: Tx, doctorId: string, today: string): Promise<string[]> {
  const rows = await db
    .selectFrom('clinic_visits')
    .select('appointment_id')
    .where('doctor_id', '=', doctorId)
    .where('clinic_date', '=', today)
    .where('state', '=', 'arrived')
    .orderBy(sql`priority_at NULLS LAST`)
    .orderBy('arrived_at')
    .orderBy('queue_number')
    .execute();
  return rows.map((r) => r.appointment_id);
}

/** The clinic's wall clock now: its date and 'HH:mm'. */
interface ClinicClock {
  date: string;
  time: string;
  timeZone: string;
}

/**
 * The caller's and their dependants' visits today that are still to happen or under way, each with
 * how many arrived patients are before them in that doctor's queue, a wait estimate and the time the
 * turn is expected.
 */
export async function myQueue(db: Tx, accountId: string, now: ClinicClock): Promise<MyQueueEntry[]> {
  const today = now.date;
  const { rows } = await sql<MineRow>`
    SELECT a.id, a.doctor_id, d.first_name, d.last_name, d.appointment_start, u.name AS patient_name,
      coalesce(v.state, 'expected') AS state, v.queue_number, qp.prefix AS queue_prefix,
      a.arrive_from, a.arrive_by,
      to_char(v.called_at AT TIME ZONE ${now.timeZone}, 'HH24:MI') AS called_at
    FROM users AS u
    JOIN appointments AS a ON a.user_id = u.id
    JOIN doctors AS d ON d.id = a.doctor_id
    LEFT JOIN clinic_visits AS v ON v.appointment_id = a.id AND v.clinic_date = ${today}::date
    LEFT JOIN clinic_queue_prefixes AS qp ON qp.doctor_id = v.doctor_id AND qp.clinic_date = v.clinic_date
    WHERE (u.id = ${accountId}::uuid OR u.holder_id = ${accountId}::uuid)
      AND ((a.status = 'approved' AND a.schedule_date = ${today}::date)
        OR (a.status = 'follow-up' AND a.follow_up_date = ${today}::date)
        OR v.appointment_id IS NOT NULL)
      AND coalesce(v.state, 'expected') IN ('expected', 'arrived', 'in-consultation')
    ORDER BY a.time, a.id
    LIMIT 20`.execute(db);
  const entries: MyQueueEntry[] = [];
  for (const row of rows) {
    const waiting = await waitingOrder(db, row.doctor_id, today);
    const ahead =
      row.state === 'in-consultation'
        ? 0
        : row.state === 'arrived'
          ? Math.max(0, waiting.indexOf(row.id))
          : waiting.length;
    const pace = await paceOf(db, row.doctor_id, today);
    const expected = expectedCallAt({
      now: now.time,
      opensAt: row.appointment_start,
      ahead,
      paceMinutes: pace,
      // once arrived, the place in the queue is what counts
      arriveBy: row.state === 'expected' ? row.arrive_by : null,
    });
    entries.push({
      appointmentId: row.id,
      doctorName: `${row.first_name} ${row.last_name}`,
      patientName: row.patient_name,
      visitState: row.state,
      queueNumber: queueLabel(row.queue_number, row.queue_prefix),
      ahead,
      estimatedWaitMinutes: ahead === 0 ? 0 : Math.round(ahead * pace),
      expectedCallAt: row.state === 'in-consultation' && row.called_at ? row.called_at : expected,
      arriveFrom: row.arrive_from,
      arriveBy: row.arrive_by,
    });
  }
  return entries;
}
