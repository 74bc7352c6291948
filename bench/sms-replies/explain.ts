import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Database } from '../../src/server/db/schema';
import type { AppointmentDeps } from '../../src/server/appointments/visit-hooks';
import { answerReply } from '../../src/server/texts/replies';
import { allNodes, describe, topNodes, type PlanNode } from '../scale/explain';
import type { Row } from '../setup';

/** The replies the bench sends: help (any other word), confirm, cancel, and the texts' switch. */
export const REPLIES = ['HELP', '1', '2', 'STOP', 'START'] as const;
export type Reply = (typeof REPLIES)[number];

/** The tables that grow with the clinic: a plan must not read them whole. */
const BIG_TABLES = ['users', 'appointments', 'sms_outbox'];
const TARGET = `no Seq Scan on ${BIG_TABLES.join(', ')}`;

interface Analyzed {
  Plan: PlanNode;
  'Planning Time': number;
  'Execution Time': number;
  Triggers?: Array<{ 'Trigger Name': string; Time: number }>;
}

/** A statement in a few words: what it does and the tables it names ("UPDATE users", "SELECT sms_outbox, …"). */
function labelOf(text: string): string {
  const lower = text.trim().toLowerCase();
  const verb = lower.startsWith('with')
    ? (/\b(insert|update|delete)\b/.exec(lower)?.[1] ?? 'select')
    : (/^\w+/.exec(lower)?.[0] ?? '?');
  // a table's name, quoted or not; not a function's (jsonb_to_recordset(…)) or a CTE's
  const tables = [...lower.matchAll(/\b(?:from|join|update|into)\s+("?)([a-z_][a-z0-9_]*)\1(\()?/g)]
    .filter((match) => !match[3] && !new RegExp(`\\b${match[2]} as \\(`).test(lower))
    .map((match) => match[2]);
  return tables.length > 0
    ? `${verb.toUpperCase()} ${[...new Set(tables)].join(', ')}`
    : `${text.trim().replace(/\s+/g, ' ').slice(0, 60)}`;
}

const isTransactionControl = (text: string) => /^\s*(begin|commit|rollback|savepoint|release)\b/i.test(text);

/**
 * Every statement the replies send, with the replies that sent it: each reply once, through answerReply
 * over a Kysely whose log hands over every statement with its parameters.
 */
async function sentStatements(url: string, appointments: AppointmentDeps, numbers: Record<Reply, string>) {
  let reply: Reply = REPLIES[0];
  const sent = new Map<string, { replies: Reply[]; query: CompiledQuery }>();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }),
    log: (event) => {
      if (event.level !== 'query' || isTransactionControl(event.query.sql)) return;
      const known = sent.get(event.query.sql);
      if (!known) sent.set(event.query.sql, { replies: [reply], query: event.query });
      else if (!known.replies.includes(reply)) known.replies.push(reply);
    },
  });
  try {
    for (const text of REPLIES) {
      reply = text;
      await answerReply(db, appointments, { from: numbers[text], text });
    }
  } finally {
    await db.destroy();
  }
  return [...sent.values()];
}

/**
 * EXPLAIN (ANALYZE, FORMAT JSON) of every statement a reply of each kind sent, replayed with the
 * same parameters in a transaction that is rolled back: a row per statement (the kinds that sent it
 * in brackets) with the plan's top nodes, any other sequential scan, and its execution time. Passes
 * when no Seq Scan on users, appointments or sms_outbox appears anywhere in the plan.
 */
export async function explainReplies(
  url: string,
  appointments: AppointmentDeps,
  numbers: Record<Reply, string>,
  label: string,
): Promise<Row[]> {
  const statements = await sentStatements(url, appointments, numbers);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rows: Row[] = [];
  try {
    for (const { replies, query } of statements) {
      await client.query('BEGIN');
      let analyzed: Analyzed;
      try {
        const { rows: plans } = await client.query<{ 'QUERY PLAN': Analyzed[] }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) ${query.sql}`,
          [...query.parameters],
        );
        analyzed = plans[0]['QUERY PLAN'][0];
      } finally {
        await client.query('ROLLBACK');
      }
      const seqScans = allNodes(analyzed.Plan).filter((node) => node['Node Type'] === 'Seq Scan');
      const big = seqScans.filter((node) => BIG_TABLES.includes(node['Relation Name'] ?? ''));
      const elsewhere = [...new Set(seqScans.filter((node) => !big.includes(node)).map(describe))];
      const triggers = (analyzed.Triggers ?? []).reduce((sum, trigger) => sum + trigger.Time, 0);
      rows.push({
        name: `EXPLAIN ANALYZE at ${label}: ${labelOf(query.sql)} (${replies.join(', ')})`,
        value:
          topNodes(analyzed.Plan) +
          (elsewhere.length ? `; also ${elsewhere.join(', ')}` : '') +
          `; execution ${analyzed['Execution Time'].toFixed(2)} ms` +
          (triggers > 0 ? ` (triggers ${triggers.toFixed(2)} ms)` : '') +
          `, planning ${analyzed['Planning Time'].toFixed(2)} ms`,
        target: TARGET,
        pass: big.length === 0,
      });
    }
  } finally {
    await client.end();
  }
  return rows;
}
