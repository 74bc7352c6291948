import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../../../src/server/db/connect';

/** A node of `EXPLAIN (FORMAT JSON)`'s plan, as far as a test reads it. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan, subplans included. */
export const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

/**
 * The statements `work` sends through `db` (the server's own Kysely, so through every route it
 * serves), with their parameters: its executor is wrapped while `work` runs.
 */
export async function statementsOf(db: Db, work: () => Promise<unknown>): Promise<CompiledQuery[]> {
  const executor = db.getExecutor() as unknown as { executeQuery: (...args: unknown[]) => Promise<unknown> };
  const original = executor.executeQuery;
  const sent: CompiledQuery[] = [];
  executor.executeQuery = function (this: unknown, ...args: unknown[]) {
    sent.push(args[0] as CompiledQuery);
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    executor.executeQuery = original;
  }
  return sent;
}

/**
 * The plan the database would choose for a statement were its tables large: sequential scans are
 * priced out (`enable_seqscan` off, for this transaction only), so a plan that still reads a table
 * whole has no index to answer it with. A test's few rows would otherwise always be read whole.
 */
export async function planAtScale(db: Db, statement: CompiledQuery): Promise<PlanNode> {
  return db.transaction().execute(async (tx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(tx);
    const { rows } = await tx.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${statement.sql}`, [...statement.parameters]),
    );
    const plan = rows[0]['QUERY PLAN'];
    // node-postgres parses the json column; PGlite may hand over its text
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>;
    return parsed[0].Plan;
  });
}
