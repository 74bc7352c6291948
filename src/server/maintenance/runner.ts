import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** Where a batch left its task: the cursor the next batch starts from, and the fraction done. */
export interface BatchResult {
  cursor: string | null;
  /** 0–1 */
  done: number;
  finished: boolean;
}

/**
 * Work that grows with the data, done a short batch at a time. `runBatch` runs inside the
 * runner's transaction, which also records the cursor it returns: a batch is either wholly done and
 * recorded, or not at all, so a crash resumes at the last recorded cursor.
 */
export interface MaintenanceTask {
  name: string;
  runBatch(tx: Db, cursor: string | null): Promise<BatchResult>;
}

/** One instance works at a time, per schema (a PostgreSQL server may hold several ClinicBooks). */
const MAINTENANCE_LOCK = 760_028;

/**
 * Asks for `task` to run (again) from the start, after every task asked for before it. Cheap: one
 * row. Runs inside the caller's transaction when given one.
 */
export async function requestTask(db: Db, task: string): Promise<void> {
  await sql`
    INSERT INTO maintenance_tasks (task) VALUES (${task})
    ON CONFLICT (task) DO UPDATE SET cursor = NULL, done = 0, finished_at = NULL,
      requested_at = now(), position = nextval(pg_get_serial_sequence('maintenance_tasks', 'position'))
  `.execute(db);
}

/** Tasks asked for and not finished, in the order they run. */
export async function unfinishedTasks(db: Db): Promise<Array<{ task: string; done: number }>> {
  return db
    .selectFrom('maintenance_tasks')
    .select(['task', 'done'])
    .where('finished_at', 'is', null)
    .orderBy('position')
    .execute();
}

/**
 * Runs one batch of the first unfinished task this build knows, unless another instance is running
 * one. Answers whether there may be more to do at once.
 */
export async function runMaintenanceBatch(db: Db, tasks: readonly MaintenanceTask[]): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const { rows: lock } = await sql<{ got: boolean }>`
      SELECT pg_try_advisory_xact_lock(${MAINTENANCE_LOCK}, hashtext(current_schema())) AS got`.execute(tx);
    if (!lock[0]?.got) return false;
    const known = tasks.map((task) => task.name);
    if (known.length === 0) return false;
    const row = await tx
      .selectFrom('maintenance_tasks')
      .select(['task', 'cursor'])
      .where('finished_at', 'is', null)
      .where('task', 'in', known)
      .orderBy('position')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return false;
    const task = tasks.find((candidate) => candidate.name === row.task)!;
    const result = await task.runBatch(tx, row.cursor);
    await tx
      .updateTable('maintenance_tasks')
      .set({
        cursor: result.cursor,
        done: result.finished ? 1 : Math.min(Math.max(result.done, 0), 0.999),
        finished_at: result.finished ? new Date() : null,
      })
      .where('task', '=', row.task)
      .execute();
    return true;
  });
}

/**
 * How much a batch takes on: grows while batches are quick and shrinks when one was slow, so a
 * batch holds its row locks for well under a second on any machine and at any size of data.
 */
export class BatchSize {
  private size: number;

  constructor(
    initial: number,
    private readonly min: number,
    private readonly max: number,
    private readonly targetMs = 250,
  ) {
    this.size = initial;
  }

  get current(): number {
    return this.size;
  }

  /** Runs `work` with the current size and adjusts the size by how long it took. */
  async measure<T>(work: (size: number) => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await work(this.size);
    const took = performance.now() - started;
    if (took < this.targetMs / 2) this.size = Math.min(this.max, this.size * 2);
    else if (took > this.targetMs * 2) this.size = Math.max(this.min, Math.floor(this.size / 2));
    return result;
  }
}
