import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { DOCTOR_PREFIX_TASK } from '../db/migrations/030-039/037_doctor_prefix';
import { BatchSize, unfinishedTasks, type MaintenanceTask } from '../maintenance/runner';
import { idFraction } from './first-flags';
import { FOLD_LOCK } from './fold';
import { refreshDoctorPrefix } from './doctor-prefix-refresh';

export { DOCTOR_PREFIX_TASK };

/** Doctors per batch: each has a few dozen months. */
const batch = new BatchSize(200, 20, 5000);

/** Whether the running totals can be read: not while they are being filled after an upgrade or a rebuild. */
export async function doctorPrefixReady(db: Db): Promise<boolean> {
  return !(await unfinishedTasks(db)).some(({ task }) => task === DOCTOR_PREFIX_TASK);
}

/**
 * Fills every doctor's running totals, a batch of doctors at a time in id order (after migration
 * 037 and after every rebuild of the rollups, which rewrites the month rows). Takes the fold's lock,
 * as the rebuild does, so a fold never refreshes a doctor half-way through a batch.
 */
export const doctorPrefixTask: MaintenanceTask = {
  name: DOCTOR_PREFIX_TASK,
  async runBatch(tx, cursor) {
    await sql`SELECT pg_advisory_xact_lock(${FOLD_LOCK})`.execute(tx);
    const last = await batch.measure(async (size) => {
      const { rows } = await sql<{ id: string }>`
        SELECT id::text AS id FROM doctors ${cursor === null ? sql`` : sql`WHERE id > ${cursor}::uuid`}
        ORDER BY id LIMIT ${size}`.execute(tx);
      await refreshDoctorPrefix(
        tx,
        rows.map((row) => row.id),
      );
      return rows.at(-1)?.id ?? null;
    });
    if (last === null) return { cursor, done: 1, finished: true };
    return { cursor: last, done: idFraction(last), finished: false };
  },
};
