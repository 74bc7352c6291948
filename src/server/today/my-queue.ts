import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addDays } from '../../shared/clinicDays';
import { queueLabel, type MyQueueEntry } from '../../shared/schemas/clinicDay';
import type { VisitState } from '../../shared/vocabulary';

type Tx = Kysely<Database>;

/** The estimate's fallback when a doctor has no timed consultation in the last 30 days. */
const DEFAULT_CONSULT_MINUTES = 15;

interface MineRow {
  id: string;
  doctor_id: string;
  first_name: string;
  last_name: string;
  patient_name: string;
  state: VisitState;
  queue_number: number | null;
  queue_prefix: string | null;
}

/** The doctor's average consultation (called → finished): today's, else the last 30 days', else 15 minutes. */
async function consultMinutes(db: Tx, doctorId: string, today: string): Promise<number> {
  const average = (from: string) =>
    sql<{ minutes: number | null }>`
    SELECT avg(extract(epoch FROM finished_at - called_at)) / 60 AS minutes FROM clinic_visits
    WHERE doctor_id = ${doctorId}::uuid AND clinic_date BETWEEN ${from}::date AND ${today}::date
      AND called_at IS NOT NULL AND finished_at IS NOT NULL`.execute(db);
  for (const from of [today, addDays(today, -30)]) {
    const minutes = (await average(from)).rows[0]?.minutes;
    if (minutes !== null && minutes !== undefined) return Math.max(1, Number(minutes));
  }
  return DEFAULT_CONSULT_MINUTES;
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

/**
 * The caller's and their dependants' visits today that are still to happen or under way, each with
 * how many arrived patients are before them in that doctor's queue and a wait estimate.
 */
export async function myQueue(db: Tx, accountId: string, today: string): Promise<MyQueueEntry[]> {
  const { rows } = await sql<MineRow>`
    SELECT a.id, a.doctor_id, d.first_name, d.last_name, u.name AS patient_name,
      coalesce(v.state, 'expected') AS state, v.queue_number, qp.prefix AS queue_prefix
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
    const minutes = ahead === 0 ? 0 : ahead * (await consultMinutes(db, row.doctor_id, today));
    entries.push({
      appointmentId: row.id,
      doctorName: `${row.first_name} ${row.last_name}`,
      patientName: row.patient_name,
      visitState: row.state,
      queueNumber: queueLabel(row.queue_number, row.queue_prefix),
      ahead,
      estimatedWaitMinutes: Math.round(minutes),
    });
  }
  return entries;
}
