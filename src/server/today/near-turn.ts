import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type AppointmentPolicy, nearTurnEffects } from '../appointments';

type Tx = Kysely<Database>;

/**
 * "Your turn is near": a waiting patient with `nearTurnAhead` (3) or fewer before them (the one in
 * the room counted) is told once per visit, by text and notification: "You are 3rd in line for Dr.
 * Bello — please be in the waiting area". Never after they are called (only those still waiting are
 * read); the text keeps to the patient's STOP and is not sent in the quiet hours (it would come too
 * late), the notification is. Runs in the call's transaction, after the call.
 */
export async function tellNearTurns(
  tx: Tx,
  policy: Pick<AppointmentPolicy, 'messages' | 'nearTurnAhead'>,
  queue: { doctorId: string; today: string; inRoom: boolean },
): Promise<void> {
  const waitingBefore = Math.max(0, policy.nearTurnAhead - (queue.inRoom ? 1 : 0));
  const { rows } = await sql<{ appointment_id: string; near_told_at: Date | null }>`
    SELECT appointment_id, near_told_at FROM clinic_visits
    WHERE doctor_id = ${queue.doctorId}::uuid AND clinic_date = ${queue.today}::date AND state = 'arrived'
    ORDER BY priority_at NULLS LAST, arrived_at, queue_number
    LIMIT ${waitingBefore + 1}`.execute(tx);
  const near = rows
    .map((row, i) => ({ id: row.appointment_id, position: i + 1, told: row.near_told_at !== null }))
    .filter((visit) => !visit.told);
  if (near.length === 0) return;
  await tx
    .updateTable('clinic_visits')
    .set({ near_told_at: new Date() })
    .where(
      'appointment_id',
      'in',
      near.map((visit) => visit.id),
    )
    .where('clinic_date', '=', queue.today)
    .execute();
  await nearTurnEffects(tx, policy.messages, { doctorId: queue.doctorId, visits: near });
}
