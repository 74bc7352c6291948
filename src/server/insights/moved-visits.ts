import { sql } from 'kysely';
import { BatchSize, type MaintenanceTask } from '../maintenance/runner';
import { MOVED_VISITS_TASK } from '../db/migrations/030-039/036_moved_visits';

/** Accepted offers per batch. */
const batch = new BatchSize(500, 50, 20_000);

/** How far through the ids a uuid lies: they are random (gen_random_uuid), so this is the fraction done. */
const idFraction = (id: string) => parseInt(id.slice(0, 8), 16) / 0x1_0000_0000;

/**
 * Marks the visits moved to a leave's substitute before migration 036 counted them apart: each
 * accepted offer's cancelled visit gets the moment it was accepted, in offer id order. The rollups'
 * update trigger sees moved_at as a fact, so each batch also moves those visits from cancelled to
 * moved in the insights, in its own transaction: no rebuild of the rollups is needed.
 */
export const movedVisitsTask: MaintenanceTask = {
  name: MOVED_VISITS_TASK,
  async runBatch(tx, cursor) {
    const { rows } = await batch.measure((size) =>
      sql<{ last: string | null }>`
        WITH picked AS (
          SELECT id, appointment_id, accepted_at FROM leave_offers
          WHERE accepted_at IS NOT NULL ${cursor === null ? sql`` : sql`AND id > ${cursor}::uuid`}
          ORDER BY id LIMIT ${size}),
        marked AS (
          UPDATE appointments a SET moved_at = p.accepted_at
          FROM picked p WHERE a.id = p.appointment_id AND a.status = 'cancelled' AND a.moved_at IS NULL
          RETURNING 1)
        SELECT (SELECT id::text FROM picked ORDER BY id DESC LIMIT 1) AS last,
          (SELECT count(*) FROM marked) AS marked`.execute(tx),
    );
    const last = rows[0]?.last ?? null;
    if (last === null) return { cursor, done: 1, finished: true };
    return { cursor: last, done: idFraction(last), finished: false };
  },
};
