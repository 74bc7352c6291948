import { sql } from 'kysely';
import type { Db } from '../../src/server/db/connect';
import { hashPassword } from '../../src/server/accounts/passwords';
import { buildNextIndex } from '../../src/server/maintenance/index-builder';
import { BENCH_PASSWORD, insertDoctors } from '../bulk-data';
import { personName } from '../bulk-names';
import { withoutSecondaryIndexes } from '../scale/data';

/*
 * The reply bench's data: `size` patients with distinct Nigerian mobile numbers, `size`
 * texts in the outbox over two years, and two visits, each reminded by text, for a sample of the
 * patients (one past, one ahead).
 */

/** Patient k's number, as SQL: one of six 080x prefixes and a distinct 7-digit subscriber number. */
const prefix = (k: string) => `(ARRAY['802', '803', '805', '806', '807', '808'])[1 + ${k} % 6]`;
const subscriber = (k: string) => `(2000000 + ((${k} / 6)::bigint * 7919) % 8000000)::text`;

/** One patient in 20 keeps a number as typed ('0803 200 7919'), from before numbers were kept in E.164. */
const TYPED_EVERY = 20;
/** The sample with visits: patient k where k % 20 is 0 or 3 (a tenth, half of them typed numbers). */
const inSample = (k: string) => `${k} % 20 IN (0, 3)`;

/** The number E.164 would store for a stored phone, in SQL (the typed ones are national: 0 + 10 digits). */
const e164Of = (digits: string) =>
  `CASE WHEN ${digits} LIKE '0%' THEN '+234' || substr(${digits}, 2) ELSE '+' || ${digits} END`;

async function insertReplyPatients(db: Db, count: number, passwordHash: string) {
  const name = personName('varied', sql.raw('k'));
  await sql`
    INSERT INTO users (name, email, phone, phone_unusable, password_hash, is_verified, language, created_at)
    SELECT ${name.first} || ' ' || ${name.last}, 'patient' || k || '@bench.local',
           CASE WHEN k % ${TYPED_EVERY} = 0
                THEN '0' || ${sql.raw(prefix('k'))} || ' ' || substr(${sql.raw(subscriber('k'))}, 1, 3) || ' '
                       || substr(${sql.raw(subscriber('k'))}, 4)
                ELSE '+234' || ${sql.raw(prefix('k'))} || ${sql.raw(subscriber('k'))} END,
           CASE WHEN k % ${TYPED_EVERY} = 0 THEN NULL ELSE false END,
           ${passwordHash}, true, (ARRAY[NULL, 'en', 'yo', 'ha', 'ig', 'fr'])[1 + k % 6],
           now() - (${count}::int - k) * (interval '730 days' / ${count}::int)
    FROM generate_series(1, ${count}::int) AS k`.execute(db);
}

/** The patients of the bench, by k. */
const PATIENTS = `SELECT id, phone_digits, substring(email from 'patient([0-9]+)@')::int AS k
                  FROM users WHERE email LIKE 'patient%@bench.local'`;

/**
 * For each patient of the sample, a completed visit 30–700 days ago and an approved one 3–28 days
 * ahead, with the same doctor; each with its reminder in the outbox, to the patient's number in E.164.
 */
async function insertRemindedVisits(db: Db, today: string) {
  await sql`
    WITH p AS (${sql.raw(PATIENTS)}),
         d AS (SELECT id, row_number() OVER (ORDER BY email) AS n FROM doctors),
         nd AS (SELECT count(*) AS c FROM d),
         v AS (SELECT p.id AS user_id, d.id AS doctor_id, ahead,
                 ${today}::date + CASE WHEN ahead THEN 3 + abs(hashint4(p.k + 2)) % 26
                                       ELSE -(30 + abs(hashint4(p.k + 1)) % 670) END AS day,
                 lpad((8 + p.k % 9)::text, 2, '0') || ':00' AS time
               FROM p CROSS JOIN nd CROSS JOIN (VALUES (false), (true)) AS w(ahead)
               JOIN d ON d.n = 1 + abs(hashint4(p.k)) % nd.c
               WHERE ${sql.raw(inSample('p.k'))})
    INSERT INTO appointments (user_id, doctor_id, date, time, status, schedule_date, approved_by_name,
      approved_at, created_at, updated_at, first_with_doctor, first_in_clinic)
    SELECT user_id, doctor_id, day, time, CASE WHEN ahead THEN 'approved' ELSE 'completed' END, day,
           'Bench Admin', least(day - 9, now()::date), least(day - 10, now()::date), least(day - 9, now()::date),
           NOT ahead, NOT ahead
    FROM v`.execute(db);
  await sql`
    INSERT INTO sms_outbox (user_id, to_number, kind, appointment_id, language, body, state, parts, attempts,
      submitted_at, delivered_at, created_at, next_attempt_at)
    SELECT u.id, ${sql.raw(e164Of('u.phone_digits'))}, 'reminder', a.id, 'en',
           'Reminder: Dr. Ada Obi, tomorrow at ' || a.time || ', Ikeja. Reply 1 to confirm, 2 to cancel.',
           'delivered', 1, 1, r.at, r.at, r.at, r.at
    FROM appointments a JOIN users u ON u.id = a.user_id
    CROSS JOIN LATERAL (SELECT CASE WHEN a.date < ${today}::date THEN a.date - interval '14 hours'
                                    ELSE now() - (abs(hashtext(a.id::text)) % 1440) * interval '1 minute' END
                        AS at) AS r`.execute(db);
}

/** Kinds of the outbox's history, by share out of 100 (upper bound of each). */
const KINDS: Array<[number, string]> = [
  [45, 'reminder'],
  [65, 'approved'],
  [77, 'booking-received'],
  [83, 'cancelled'],
  [87, 'rescheduled'],
  [90, 'rejected'],
  [95, 'called'],
  [97, 'promoted'],
  [98, 'clinic-closed'],
  [100, 'reply'],
];

/** `count` texts of history over the two years before now, to random patients' numbers. */
async function insertTextHistory(db: Db, count: number, patients: number) {
  const kind = `CASE ${KINDS.map(([upTo, name]) => `WHEN h < ${upTo} THEN '${name}'`).join(' ')} END`;
  await sql`
    WITH p AS (${sql.raw(PATIENTS)}),
         t AS (SELECT i, abs(hashint4(i + 7)) % 100 AS h, 1 + abs(hashint4(i)) % ${patients}::int AS k,
                 now() - (${count}::int - i) * (interval '730 days' / ${count}::int)
                       - (abs(hashint4(i + 1)) % 3600) * interval '1 second' AS at
               FROM generate_series(1, ${count}::int) AS i)
    INSERT INTO sms_outbox (user_id, to_number, kind, language, body, state, failed_reason, parts, attempts,
      submitted_at, delivered_at, created_at, next_attempt_at)
    SELECT p.id, ${sql.raw(e164Of('p.phone_digits'))}, ${sql.raw(kind)}, 'en',
           'Dr. Ada Obi, 03-03-2027 at 10:00, Ikeja.', CASE WHEN t.i % 50 = 0 THEN 'failed' ELSE 'delivered' END,
           CASE WHEN t.i % 50 = 0 THEN 'UNDELIV' END, 1, 1, t.at, t.at, t.at, t.at
    FROM t JOIN p ON p.k = t.k`.execute(db);
}

export interface ReplyDataSet {
  patients: number;
  typed: number;
  texts: number;
  reminders: number;
  appointments: number;
  doctors: number;
  /** milliseconds per step */
  times: Record<'people' | 'visits' | 'texts' | 'indexes' | 'background' | 'analyze', number>;
}

/**
 * The data set in a few INSERT … SELECT over generate_series, with the secondary indexes of users (and of
 * person_names, which its trigger keeps), appointments and sms_outbox dropped for the load and rebuilt
 * after it; then the declared background indexes built as the server's maintenance builds them
 * (buildNextIndex, CONCURRENTLY), VACUUM ANALYZE and a CHECKPOINT. `size` texts in all: the sample's
 * reminders and the history.
 */
export async function loadReplyData(db: Db, size: number, today: string): Promise<ReplyDataSet> {
  const times = { people: 0, visits: 0, texts: 0, indexes: 0, background: 0, analyze: 0 };
  const step = async (key: keyof typeof times, work: () => Promise<unknown>) => {
    const from = Date.now();
    await work();
    times[key] += Date.now() - from;
  };
  const hash = await hashPassword(BENCH_PASSWORD);
  const doctors = Math.max(20, size / 500);
  await db.connection().execute(async (conn) => {
    await sql`SET maintenance_work_mem = '256MB'`.execute(conn);
    times.indexes = await withoutSecondaryIndexes(
      conn,
      ['users', 'person_names', 'appointments', 'sms_outbox'],
      async () => {
        // each insert joins the rows before it, so the planner is told their sizes: without, it took
        // the million's sample of 100,000 patients for a handful and the visits' insert ran for minutes
        await step('people', async () => {
          await insertReplyPatients(conn, size, hash);
          await insertDoctors(conn, doctors, 40, hash, 'varied');
          await sql`ANALYZE users, doctors`.execute(conn);
        });
        await step('visits', async () => {
          await insertRemindedVisits(conn, today);
          await sql`ANALYZE appointments, sms_outbox`.execute(conn);
        });
        await step('texts', async () => {
          const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM sms_outbox`.execute(conn);
          await insertTextHistory(conn, size - rows[0].n, size);
        });
      },
    );
  });
  await step('background', async () => {
    while (await buildNextIndex(db)) {
      // one declared index per call, as the maintenance job builds them
    }
  });
  await step('analyze', async () => {
    await sql`VACUUM ANALYZE`.execute(db);
    // the load's WAL asks for checkpoints, spread over minutes: one now, so none writes beside the
    // measurement (a role that may not checkpoint goes on without)
    await sql`CHECKPOINT`.execute(db).catch(() => undefined);
  });
  const { rows } = await sql<Omit<ReplyDataSet, 'times' | 'doctors'>>`
    SELECT (SELECT count(*)::int FROM users WHERE email LIKE 'patient%') AS patients,
           (SELECT count(*)::int FROM users WHERE email LIKE 'patient%' AND phone_unusable IS NULL) AS typed,
           (SELECT count(*)::int FROM sms_outbox) AS texts,
           (SELECT count(*)::int FROM sms_outbox WHERE kind = 'reminder') AS reminders,
           (SELECT count(*)::int FROM appointments) AS appointments`.execute(db);
  return { ...rows[0], doctors, times };
}

/** `count` random patients' numbers, as the SMSC gives a sender (international, with its '+'). */
export async function randomNumbers(db: Db, count: number): Promise<string[]> {
  const { rows } = await sql<{ number: string }>`
    SELECT ${sql.raw(e164Of('phone_digits'))} AS number FROM users WHERE email LIKE 'patient%@bench.local'
    ORDER BY random() LIMIT ${count}`.execute(db);
  return rows.map((row) => row.number);
}

/** `count` numbers of patients with a visit ahead that was reminded by text (one such visit each). */
export async function remindedNumbers(db: Db, count: number): Promise<string[]> {
  const { rows } = await sql<{ number: string }>`
    SELECT ${sql.raw(e164Of('u.phone_digits'))} AS number
    FROM appointments a JOIN users u ON u.id = a.user_id
    WHERE a.status = 'approved' AND a.date > current_date + 2
    ORDER BY random() LIMIT ${count}`.execute(db);
  return rows.map((row) => row.number);
}
