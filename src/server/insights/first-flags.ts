import { sql } from 'kysely';
import { BatchSize, requestTask, type MaintenanceTask } from '../maintenance/runner';
import { REBUILD_TASK } from './rebuild';

export const FIRST_FLAGS_TASK = 'appointments-first-flags';

const batch = new BatchSize(2000, 200, 50_000);

/** How far through the ids a uuid lies: they are random (gen_random_uuid), so this is the fraction done. */
export const idFraction = (id: string) => parseInt(id.slice(0, 8), 16) / 0x1_0000_0000;

/**
 * Fills migration 017's two flags on the appointments made before it, in id order: whether each was
 * the patient's first with its doctor, and first with the clinic (insights' new patients). Earlier
 * means earlier by (created_at, id), as the insert trigger has it for every later row. Each batch
 * reads the patient's earlier rows through appointments_user_created. The rollups' update trigger
 * ignores a flag filled in, so the batches write no rollup rows; the rebuild asked for at the end
 * counts them with the flags.
 */
export const firstFlagsTask: MaintenanceTask = {
  name: FIRST_FLAGS_TASK,
  async runBatch(tx, cursor) {
    const { rows } = await batch.measure((size) =>
      sql<{ last: string | null }>`
        WITH picked AS (
          SELECT id FROM appointments WHERE ${cursor === null ? sql`true` : sql`id > ${cursor}::uuid`}
          ORDER BY id LIMIT ${size}),
        filled AS (
          UPDATE appointments a SET
            first_with_doctor = NOT EXISTS (
              SELECT 1 FROM appointments b WHERE b.user_id = a.user_id AND b.doctor_id = a.doctor_id
                AND (b.created_at, b.id) < (a.created_at, a.id)),
            first_in_clinic = NOT EXISTS (
              SELECT 1 FROM appointments b WHERE b.user_id = a.user_id AND (b.created_at, b.id) < (a.created_at, a.id))
          FROM picked WHERE a.id = picked.id AND (a.first_with_doctor IS NULL OR a.first_in_clinic IS NULL)
          RETURNING 1)
        SELECT (SELECT id::text FROM picked ORDER BY id DESC LIMIT 1) AS last, (SELECT count(*) FROM filled) AS filled`.execute(
        tx,
      ),
    );
    const last = rows[0]?.last ?? null;
    if (last === null) {
      // the rollups did not follow the flags filled in (migration 018): count them again
      await requestTask(tx, REBUILD_TASK);
      return { cursor, done: 1, finished: true };
    }
    return { cursor: last, done: idFraction(last), finished: false };
  },
};
