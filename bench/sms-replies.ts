import { performance } from 'node:perf_hooks';
import { sql, type RawBuilder } from 'kysely';
import { openDatabase, type Db } from '../src/server/db/connect';
import { readConfig } from '../src/server/config';
import type { AppointmentDeps } from '../src/server/appointments/visit-hooks';
import { appointmentDepsOf } from '../src/server/hooks';
import { answerReply } from '../src/server/texts/replies';
import { freshSchema } from '../__tests__/helpers/server-process';
import { loadReplyData, randomNumbers, remindedNumbers, type ReplyDataSet } from './sms-replies/data';
import { explainReplies, REPLIES, type Reply } from './sms-replies/explain';
import { sizeLabel } from './scale/rows';
import { JWT_SECRET, TIME_ZONE, today, type Row } from './setup';

/** The data sets, smallest first; BENCH_SMS_REPLY_SIZES=10000 runs fewer while working on the bench. */
const SIZES = (process.env.BENCH_SMS_REPLY_SIZES ?? '10000,100000,1000000').split(',').map(Number);
/** Replies of each kind timed per size, one after another, each from a different number. */
const CALLS = 50;
/** Replies before the timed ones (the pool's connections, the first plans), not counted. */
const WARM_UP = 5;
const TARGET_P95_MS = 50;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** What one size measured: each reply's durations in ms, and whether the replies did what they say. */
interface SizeResult {
  size: number;
  data: ReplyDataSet;
  durations: Record<Reply, number[]>;
  outcomes: string[];
}

/** The numbers each kind of reply comes from: '1' and '2' from patients with a reminded visit ahead. */
async function senders(db: Db) {
  const anyone = await randomNumbers(db, 2 * CALLS + WARM_UP + 2);
  const reminded = await remindedNumbers(db, 2 * CALLS + 1);
  if (reminded.length < 2 * CALLS + 1)
    throw new Error(`only ${reminded.length} patients with a reminded visit`);
  const switched = anyone.slice(CALLS, 2 * CALLS);
  const timed: Record<Reply, string[]> = {
    HELP: anyone.slice(0, CALLS),
    '1': reminded.slice(0, CALLS),
    '2': reminded.slice(CALLS, 2 * CALLS),
    STOP: switched,
    START: switched,
  };
  const rest = anyone.slice(2 * CALLS);
  // the largest size's EXPLAIN sends one more of each; '2' needs a visit nobody cancelled yet
  const explained: Record<Reply, string> = {
    HELP: rest[WARM_UP],
    '1': reminded[0],
    '2': reminded[2 * CALLS],
    STOP: rest[WARM_UP + 1],
    START: rest[WARM_UP + 1],
  };
  return { warmUp: rest.slice(0, WARM_UP), timed, explained };
}

const countOf = async (db: Db, query: RawBuilder<{ n: number }>) => (await query.execute(db)).rows[0]?.n ?? 0;

/** Checks after each kind, so a reply that silently did nothing shows as a miss. */
async function outcomeOf(db: Db, reply: Reply, numbers: string[]): Promise<string | undefined> {
  const digits = numbers.map((number) => number.replace(/\D/g, ''));
  const national = digits.map((d) => `0${d.slice(3)}`);
  if (reply === '1' || reply === '2') {
    const n = await countOf(
      db,
      sql<{ n: number }>`SELECT count(*)::int AS n FROM appointments a JOIN users u ON u.id = a.user_id
        WHERE u.phone_digits = ANY(${[...digits, ...national]}::text[]) AND a.date > current_date
          AND ${reply === '1' ? sql`a.confirmed_at IS NOT NULL` : sql`a.status = 'cancelled'`}`,
    );
    return `${reply === '1' ? 'confirmed' : 'cancelled'} ${n} of ${numbers.length}`;
  }
  if (reply === 'STOP' || reply === 'START') {
    const n = await countOf(
      db,
      sql<{ n: number }>`SELECT count(*)::int AS n FROM users
        WHERE phone_digits = ANY(${[...digits, ...national]}::text[]) AND appointment_texts = ${reply === 'START'}`,
    );
    return `${reply === 'STOP' ? 'texts off' : 'texts on again'} ${n} of ${numbers.length}`;
  }
  return undefined;
}

async function measureSize(databaseUrl: string, size: number, appointments: AppointmentDeps) {
  const schema = await freshSchema(databaseUrl);
  const database = await openDatabase({ url: schema.url });
  try {
    const db = database.db;
    const data = await loadReplyData(db, size, today());
    const numbers = await senders(db);
    for (const from of numbers.warmUp) await answerReply(db, appointments, { from, text: 'What is this?' });
    const durations = {} as Record<Reply, number[]>;
    const outcomes: string[] = [];
    for (const reply of REPLIES) {
      durations[reply] = [];
      for (const from of numbers.timed[reply]) {
        const started = performance.now();
        await answerReply(db, appointments, { from, text: reply });
        durations[reply].push(performance.now() - started);
      }
      const outcome = await outcomeOf(db, reply, numbers.timed[reply]);
      if (outcome) outcomes.push(outcome);
    }
    const explained =
      size === SIZES[SIZES.length - 1]
        ? await explainReplies(schema.url, appointments, numbers.explained, sizeLabel(size))
        : undefined;
    return { result: { size, data, durations, outcomes }, explained };
  } finally {
    await database.close();
    await schema.drop();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function dataRow({ size, data }: SizeResult): Row {
  const t = data.times;
  const total = Object.values(t).reduce((a, b) => a + b, 0);
  return {
    name: `SMS replies data set ${sizeLabel(size)} on PostgreSQL`,
    value:
      `${data.patients.toLocaleString('en')} patients (${data.typed.toLocaleString('en')} numbers as typed, ` +
      `not yet converted), ${data.texts.toLocaleString('en')} texts (${data.reminders.toLocaleString('en')} ` +
      `reminders), ${data.appointments.toLocaleString('en')} reminded visits, ${data.doctors} doctors; ` +
      `generated in ${seconds(total)}: people ${seconds(t.people)}, visits ${seconds(t.visits)}, ` +
      `texts ${seconds(t.texts)}, indexes ${seconds(t.indexes)}, background indexes ` +
      `${seconds(t.background)}, VACUUM ANALYZE and CHECKPOINT ${seconds(t.analyze)}`,
    target: '—',
    pass: null,
  };
}

const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);

function replyRow(reply: Reply, results: SizeResult[]): Row {
  const p50 = results.map((r) => percentile(r.durations[reply], 50));
  const p95 = results.map((r) => percentile(r.durations[reply], 95));
  const labels = results.map((r) => sizeLabel(r.size)).join(' / ');
  const [smallest, largest] = [results[0], results[results.length - 1]];
  const ratio =
    results.length > 1
      ? `; ${sizeLabel(largest.size)} ÷ ${sizeLabel(smallest.size)} (p95) ` +
        `${(p95[p95.length - 1] / p95[0]).toFixed(2)}×`
      : '';
  return {
    name: `SMS reply '${reply}', p50 / p95 of ${CALLS} in-process answerReply calls (${labels})`,
    value: `p50 ${p50.map(ms).join(' / ')} ms; p95 ${p95.map(ms).join(' / ')} ms${ratio}`,
    target: `p95 ≤ ${TARGET_P95_MS} ms at every size`,
    pass: p95.every((value) => value <= TARGET_P95_MS),
  };
}

function outcomeRow(results: SizeResult[]): Row {
  const wanted = `${CALLS} of ${CALLS}`;
  const wrong = results.flatMap((r) =>
    r.outcomes.filter((o) => !o.endsWith(` ${wanted}`)).map((o) => `${sizeLabel(r.size)}: ${o}`),
  );
  return {
    name: 'SMS replies did what they say (every size)',
    value: wrong.length === 0 ? `${results[0]?.outcomes.join(', ')} at each size` : wrong.join('; '),
    target: `every reply acted (${wanted})`,
    pass: wrong.length === 0,
  };
}

/**
 * A patient's answer by text (answerReply, in this process, as the server's inbound handler
 * calls it) at 10k, 100k and 1M patients and texts of history on PostgreSQL: p50 / p95 of 50 replies of
 * each kind, from random patients' numbers ('1' and '2' from patients with a reminded visit ahead);
 * and at the largest size every statement the replies send, under EXPLAIN ANALYZE with its parameters.
 */
export async function smsRepliesRows(databaseUrl: string): Promise<Row[]> {
  const config = readConfig({ SEED: 'none', JWT_SECRET, CLINIC_TIMEZONE: TIME_ZONE, LOG_LEVEL: 'warn' });
  const appointments = appointmentDepsOf(config);
  const results: SizeResult[] = [];
  let explained: Row[] = [];
  for (const size of SIZES) {
    const started = Date.now();
    const measured = await measureSize(databaseUrl, size, appointments);
    console.error(`bench: sms-replies ${sizeLabel(size)} took ${seconds(Date.now() - started)}`);
    results.push(measured.result);
    explained = measured.explained ?? explained;
  }
  return [
    ...results.map(dataRow),
    ...REPLIES.map((reply) => replyRow(reply, results)),
    outcomeRow(results),
    ...explained,
  ];
}
