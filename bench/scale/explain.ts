import os from 'node:os';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/schema';
import { createMailer } from '../../src/server/mail/mailer';
import { JWT_SECRET, TIME_ZONE, type Row } from '../setup';

/** One list call to explain, with the token of a caller who may make it. */
export interface ExplainedCall {
  name: string;
  path: string;
  token: string;
}

/** A node of `EXPLAIN (FORMAT JSON)`'s plan, as far as the bench reads it. */
export interface PlanNode {
  'Node Type': string;
  'Partial Mode'?: string;
  'Parallel Aware'?: boolean;
  'CTE Name'?: string;
  'Subplan Name'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

/** A list's own statements: those that page (LIMIT), count or sum; not the guard's read of the caller. */
const isListStatement = (text: string) => /\blimit\b|\bcount\(|\bsum\(/i.test(text);

/** One node in a few words: its type, and the index, table or CTE it reads. */
export const describe = (node: PlanNode) =>
  (node['Partial Mode'] && node['Partial Mode'] !== 'Simple' ? `${node['Partial Mode']} ` : '') +
  (node['Parallel Aware'] ? 'Parallel ' : '') +
  node['Node Type'] +
  (node['Index Name'] ? ` using ${node['Index Name']}` : '') +
  (node['Relation Name'] ? ` on ${node['Relation Name']}` : '') +
  (node['CTE Name'] ? ` on ${node['CTE Name']}` : '');

/**
 * The plan's top nodes: from the root down its main (outer) branch to the first scan; through a
 * bitmap heap scan to the index it reads, and through a CTE scan into the CTE's own plan.
 */
export function topNodes(root: PlanNode): string {
  const chain: string[] = [];
  let node: PlanNode | undefined = root;
  while (node) {
    chain.push(describe(node));
    const type = node['Node Type'];
    const cte: string | undefined = node['CTE Name'];
    if (cte) node = allNodes(root).find((n) => n['Subplan Name'] === `CTE ${cte}`);
    else if (type.includes('Scan') && !type.startsWith('Bitmap Heap')) break;
    else node = node.Plans?.find((child) => !/InitPlan|SubPlan/.test(child['Parent Relationship'] ?? ''));
  }
  return chain.join(' → ');
}

/** Every node of the plan, subplans included. */
export const allNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(allNodes)];

/** One list statement a call sent, with its plan. */
interface Explained {
  kind: 'count' | 'rows';
  plan: PlanNode;
}

const onBigTables = (plan: PlanNode) =>
  allNodes(plan).filter(
    (node) =>
      node['Node Type'] === 'Seq Scan' && ['appointments', 'users'].includes(node['Relation Name'] ?? ''),
  );

/**
 * The real app in this process (built by buildApp, as main.ts builds it) over a Kysely whose log
 * hands over every statement with its parameters: `explain(call)` sends the call through
 * app.inject() with its caller's token and explains each list statement it sent, on the same
 * database with the same parameters.
 */
async function withExplainer<T>(
  databaseUrl: string,
  work: (explain: (call: ExplainedCall) => Promise<Explained[]>) => Promise<T>,
): Promise<T> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const sent: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') sent.push(event.query);
    },
  });
  const config = {
    ...readConfig({ SEED: 'none', JWT_SECRET, CLINIC_TIMEZONE: TIME_ZONE, LOG_LEVEL: 'warn' }),
    staticDir: undefined,
  };
  const mailer = createMailer({ from: config.mailFrom, dataDir: os.tmpdir() });
  const app = await buildApp({ config, db, mailer });
  // the background jobs' statements would be logged among a call's own
  await app.jobs.outbox.stop();
  await app.jobs.reminders.stop();
  await app.jobs.tallies.stop();
  await app.jobs.noShows.stop();
  await app.jobs.maintenance.stop();
  const explain = async (call: ExplainedCall) => {
    sent.length = 0;
    const answer = await app.inject({
      method: 'GET',
      url: call.path,
      headers: { authorization: `Bearer ${call.token}` },
    });
    if (answer.statusCode !== 200) throw new Error(`${call.path} answered ${answer.statusCode}`);
    const explained: Explained[] = [];
    for (const statement of sent.filter((query) => isListStatement(query.sql))) {
      const { rows: plans } = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        `EXPLAIN (FORMAT JSON) ${statement.sql}`,
        [...statement.parameters],
      );
      explained.push({
        kind: /\bcount\(/i.test(statement.sql) ? 'count' : 'rows',
        plan: plans[0]['QUERY PLAN'][0].Plan,
      });
    }
    return explained;
  };
  try {
    return await work(explain);
  } finally {
    await app.close();
    await db.destroy();
  }
}

const TARGET = 'no Seq Scan on appointments or users';

/**
 * EXPLAIN of the SQL the server sends for each call: a row per list statement, with the plan's top
 * nodes. Passes when no plan holds a Seq Scan on appointments or users.
 */
export async function explainRows(databaseUrl: string, calls: ExplainedCall[], label: string) {
  return withExplainer(databaseUrl, async (explain) => {
    const rows: Row[] = [];
    for (const call of calls) {
      const statements = await explain(call);
      if (statements.length === 0) {
        rows.push({
          name: `EXPLAIN at ${label}: ${call.name}`,
          value: 'sent no paged (LIMIT) or count statement: the list is not paged',
          target: `paged, ${TARGET}`,
          pass: false,
        });
      }
      for (const { kind, plan } of statements) {
        const seqScans = allNodes(plan).filter((node) => node['Node Type'] === 'Seq Scan');
        const big = onBigTables(plan);
        const elsewhere = seqScans.filter((node) => !big.includes(node)).map(describe);
        rows.push({
          name: `EXPLAIN at ${label}: ${call.name} (${kind})`,
          value: topNodes(plan) + (elsewhere.length ? `; also ${[...new Set(elsewhere)].join(', ')}` : ''),
          target: TARGET,
          pass: big.length === 0,
        });
      }
    }
    return rows;
  });
}

/** Several calls explained as one (a combination asked in both orders, for several callers or values). */
export interface ExplainedGroup {
  name: string;
  calls: ExplainedCall[];
}

/** How a plan reads the two big tables: each scan on them, a bitmap scan with the indexes it combines. */
const bigTableReads = (plan: PlanNode) =>
  allNodes(plan)
    .filter((node) => ['appointments', 'users'].includes(node['Relation Name'] ?? ''))
    .map((node) => {
      const indexes = allNodes(node)
        .map((child) => child['Index Name'])
        .filter((name) => name !== undefined && name !== node['Index Name']);
      return describe(node) + (indexes.length ? ` (${[...new Set(indexes)].join(', ')})` : '');
    });

/**
 * One row per group: every index and scan its calls' statements use on appointments and users (the
 * statements of the list itself: page and count). Passes when none is a Seq Scan.
 */
export async function explainGroupRows(databaseUrl: string, groups: ExplainedGroup[], label: string) {
  return withExplainer(databaseUrl, async (explain) => {
    const rows: Row[] = [];
    for (const group of groups) {
      const reads = new Set<string>();
      let statements = 0;
      let seqScans = 0;
      for (const call of group.calls) {
        for (const { plan } of await explain(call)) {
          statements += 1;
          seqScans += onBigTables(plan).length;
          for (const read of bigTableReads(plan)) reads.add(read);
        }
      }
      rows.push({
        name: `EXPLAIN at ${label}: ${group.name} (${group.calls.length} calls, ${statements} statements)`,
        value: statements === 0 ? 'sent no paged (LIMIT) or count statement' : [...reads].sort().join('; '),
        target: TARGET,
        pass: statements > 0 && seqScans === 0,
      });
    }
    return rows;
  });
}
