import os from 'node:os';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { readConfig } from '../src/server/config';
import type { Database } from '../src/server/db/schema';
import { createMailer } from '../src/server/mail/mailer';
import { JWT_SECRET, TIME_ZONE, type Row } from './setup';

/** One list call to explain, with the token of a caller who may make it. */
export interface ExplainedCall {
  name: string;
  path: string;
  token: string;
}

interface PlanNode {
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

const describe = (node: PlanNode) =>
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
function topNodes(root: PlanNode): string {
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
const allNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(allNodes)];

/**
 * EXPLAIN of the SQL the server sends for each call. The real app runs in this process (built by
 * buildApp, as main.ts builds it) over a Kysely whose log hands over every statement with its
 * parameters; each call goes through app.inject() with its caller's token, and each list statement
 * it sent is explained on the same database with the same parameters. Passes when no plan holds a
 * Seq Scan on appointments or users.
 */
export async function explainRows(databaseUrl: string, calls: ExplainedCall[], label: string) {
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
  // the mail and reminder jobs' statements would be logged among a call's own
  await app.jobs.outbox.stop();
  await app.jobs.reminders.stop();
  await app.jobs.tallies.stop();
  const rows: Row[] = [];
  try {
    for (const call of calls) {
      sent.length = 0;
      const answer = await app.inject({
        method: 'GET',
        url: call.path,
        headers: { authorization: `Bearer ${call.token}` },
      });
      if (answer.statusCode !== 200) throw new Error(`${call.path} answered ${answer.statusCode}`);
      const statements = sent.filter((query) => isListStatement(query.sql));
      if (statements.length === 0) {
        rows.push({
          name: `EXPLAIN at ${label}: ${call.name}`,
          value: 'sent no paged (LIMIT) or count statement: the list is not paged',
          target: 'paged, no Seq Scan on appointments or users',
          pass: false,
        });
      }
      for (const statement of statements) {
        const { rows: plans } = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
          `EXPLAIN (FORMAT JSON) ${statement.sql}`,
          [...statement.parameters],
        );
        const plan = plans[0]['QUERY PLAN'][0].Plan;
        const seqScans = allNodes(plan).filter((node) => node['Node Type'] === 'Seq Scan');
        const onBigTables = seqScans.filter((node) =>
          ['appointments', 'users'].includes(node['Relation Name'] ?? ''),
        );
        const elsewhere = seqScans.filter((node) => !onBigTables.includes(node)).map(describe);
        rows.push({
          name: `EXPLAIN at ${label}: ${call.name} (${/\bcount\(/i.test(statement.sql) ? 'count' : 'rows'})`,
          value: topNodes(plan) + (elsewhere.length ? `; also ${[...new Set(elsewhere)].join(', ')}` : ''),
          target: 'no Seq Scan on appointments or users',
          pass: onBigTables.length === 0,
        });
      }
    }
  } finally {
    await app.close();
    await db.destroy();
  }
  return rows;
}
