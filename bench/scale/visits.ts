import { sql } from 'kysely';
import type { Db } from '../../src/server/db/connect';
import { TIME_ZONE } from '../setup';

/**
 * Today's due visits (approved for today, or in follow-up due today) in every visit state, as a
 * clinic day looks by mid-morning: a fifth seen (called and finished, the appointment completed),
 * a tenth no-show (the appointment too), three tenths arrived with queue numbers, each doctor's
 * first arrival of the rest in consultation, and the rest still expected (no clinic_visits row).
 * Queue numbers run per doctor in arrival order; each doctor's counter holds the last one given.
 */
export async function insertScaleVisits(db: Db, today: string) {
  await sql`
    WITH due AS (
      SELECT id, doctor_id, time, abs(hashtext(id::text)) % 10 AS h FROM appointments
      WHERE (status = 'approved' AND schedule_date = ${today}::date)
         OR (status = 'follow-up' AND follow_up_date = ${today}::date)),
    placed AS (
      SELECT id, doctor_id,
             ((${today}::date + time::time) AT TIME ZONE ${TIME_ZONE}) - interval '10 minutes' AS arrived,
             CASE WHEN h < 2 THEN 'seen' WHEN h = 2 THEN 'no-show' WHEN h < 6 THEN 'arrived'
                  WHEN h = 6 THEN 'called' END AS state
      FROM due),
    staged AS (
      SELECT *, CASE WHEN state = 'called'
                     THEN CASE WHEN row_number() OVER (PARTITION BY doctor_id, state ORDER BY arrived, id) = 1
                               THEN 'in-consultation' ELSE 'arrived' END
                     ELSE state END AS visit_state
      FROM placed WHERE state IS NOT NULL),
    numbered AS (
      SELECT *, CASE WHEN visit_state <> 'no-show'
                     THEN row_number() OVER (PARTITION BY doctor_id, visit_state = 'no-show' ORDER BY arrived, id)
                END AS number
      FROM staged),
    visits AS (
      INSERT INTO clinic_visits (appointment_id, clinic_date, doctor_id, state, queue_number, arrived_at,
        called_at, finished_at)
      SELECT id, ${today}::date, doctor_id, visit_state, number,
             CASE WHEN visit_state <> 'no-show' THEN arrived END,
             CASE WHEN visit_state IN ('seen', 'in-consultation') THEN arrived + interval '12 minutes' END,
             CASE WHEN visit_state = 'seen' THEN arrived + interval '27 minutes' END
      FROM numbered
      RETURNING appointment_id, doctor_id, state, queue_number),
    counters AS (
      INSERT INTO clinic_queue_counters (doctor_id, clinic_date, last_number)
      SELECT doctor_id, ${today}::date, max(queue_number) FROM visits
      WHERE queue_number IS NOT NULL GROUP BY doctor_id)
    UPDATE appointments AS a
    SET status = CASE WHEN v.state = 'seen' THEN 'completed' ELSE 'no-show' END
    FROM visits AS v
    WHERE a.id = v.appointment_id AND v.state IN ('seen', 'no-show')`.execute(db);
}
