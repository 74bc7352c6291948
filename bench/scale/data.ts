import { sql } from 'kysely';
import type { Db } from '../../src/server/db/connect';
import { hashPassword } from '../../src/server/accounts/passwords';
import {
  BENCH_PASSWORD,
  firstVisitFlags,
  insertAdmin,
  insertDoctors,
  insertPatients,
  type DataSetSize,
} from '../bulk-data';
import { TIME_ZONE } from '../setup';
import { insertScaleVisits } from './visits';

/** A scale data set: 500 appointments per doctor and 5 per patient (2,000 and 200,000 at a million). */
export const scaleSize = (appointments: number): DataSetSize => ({
  appointments,
  doctors: appointments / 500,
  patients: appointments / 5,
});

/**
 * `count` appointments created over the two years before now (number `count` newest), each for a
 * clinic date 1–28 days after it was made, on pseudo-randomly chosen patients and doctors. Past
 * visits are mostly completed (some rejected, follow-up, approved and a few still pending), coming
 * ones pending, approved or rejected: about 4 % of all are pending, most of them among the newest.
 */
async function insertScaleAppointments(db: Db, count: number, today: string, firstFlags = true) {
  await sql`
    WITH p AS (SELECT id, substring(email from 'patient([0-9]+)@')::int AS k
               FROM users WHERE email LIKE 'patient%@bench.local'),
         d AS (SELECT id, row_number() OVER (ORDER BY email) AS k FROM doctors),
         sizes AS (SELECT (SELECT count(*) FROM p) AS np, (SELECT count(*) FROM d) AS nd),
         made AS (
           SELECT n, now() - (${count}::int - n) * (interval '730 days' / ${count}::int)
                        - (abs(hashint4(n + 1)) % 3600) * interval '1 second' AS created,
                  abs(hashint4(n)) % 100 AS h
           FROM generate_series(1, ${count}::int) AS n),
         dated AS (
           SELECT n, created, h, (created AT TIME ZONE ${TIME_ZONE})::date + 1 + n * 13 % 28 AS day FROM made),
         g AS (
           SELECT n, created, day, lpad((8 + n % 9)::text, 2, '0') || ':00' AS time,
                  CASE WHEN day >= ${today}::date
                       THEN CASE WHEN h < 45 THEN 'pending' WHEN h < 90 THEN 'approved' ELSE 'rejected' END
                       ELSE CASE WHEN h < 3 THEN 'pending' WHEN h < 13 THEN 'rejected'
                                 WHEN h < 23 THEN 'follow-up' WHEN h < 28 THEN 'approved' ELSE 'completed' END
                  END AS status
           FROM dated)
    INSERT INTO appointments (user_id, doctor_id, date, time, status, schedule_date, follow_up_date, comment,
      approved_by_name, approved_at, created_at, updated_at${sql.raw(firstFlags ? ', first_with_doctor, first_in_clinic' : '')})
    SELECT p.id, d.id, g.day, g.time, g.status,
           CASE WHEN g.status IN ('pending', 'rejected') THEN NULL ELSE g.day END,
           CASE WHEN g.status = 'follow-up' THEN g.day + 14 END,
           CASE WHEN g.status <> 'pending' THEN 'Seen at the desk' END,
           CASE WHEN g.status <> 'pending' THEN 'Bench Admin' END,
           CASE WHEN g.status <> 'pending' THEN least(g.created + interval '1 day', now()) END,
           g.created, g.created${firstFlags ? sql`, ${firstVisitFlags('g.n')}` : sql``}
    FROM g CROSS JOIN sizes
    JOIN p ON p.k = 1 + abs(hashint4(g.n + 2)) % sizes.np
    JOIN d ON d.k = 1 + abs(hashint4(g.n + 3)) % sizes.nd`.execute(db);
}

/** Reviews of a tenth of the completed visits: mostly approved, some on hold or rejected. */
async function insertScaleReviews(db: Db) {
  await sql`
    INSERT INTO reviews (appointment_id, user_id, doctor_id, rating, comment, status, admin_comment,
      created_at, updated_at)
    SELECT id, user_id, doctor_id, (1 + h % 10) * 0.5, 'Kind and thorough',
           CASE WHEN h % 10 < 3 THEN 'hold' WHEN h % 10 < 9 THEN 'approved' ELSE 'rejected' END,
           CASE WHEN h % 10 >= 3 THEN 'Checked' END,
           least(created_at + interval '20 days', now()), least(created_at + interval '20 days', now())
    FROM (SELECT *, abs(hashtext(id::text)) AS h FROM appointments WHERE status = 'completed') AS a
    WHERE h % 100 < 10`.execute(db);
}

/**
 * Runs `work` with the secondary indexes of `tables` dropped, then builds them again from their own
 * definitions (primary keys and unique indexes stay: the inserts rely on them). Milliseconds spent
 * rebuilding.
 */
export async function withoutSecondaryIndexes(db: Db, tables: string[], work: () => Promise<void>) {
  const { rows } = await sql<{ name: string; definition: string }>`
    SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
    WHERE t.relnamespace = current_schema()::regnamespace AND t.relname = ANY(${tables})
      AND NOT i.indisprimary AND NOT i.indisunique`.execute(db);
  for (const row of rows) await sql`DROP INDEX ${sql.id(row.name)}`.execute(db);
  await work();
  const started = Date.now();
  for (const row of rows) await sql.raw(row.definition).execute(db);
  return Date.now() - started;
}

export interface LoadTimes {
  people: number;
  appointments: number;
  reviews: number;
  indexes: number;
  analyze: number;
  total: number;
}

/**
 * The scale data set in one INSERT … SELECT per table, with the secondary indexes of the three big
 * tables dropped during the load and rebuilt after it, then VACUUM ANALYZE: statistics for the
 * planner, and the visibility map a table that grew over two years would have from autovacuum (without
 * it an index-only scan looks dearer than it is). Milliseconds per step.
 */
export async function loadScaleData(
  db: Db,
  size: DataSetSize,
  today: string,
  /** false for a schema from before migration 017, which brought the first-visit flags */
  firstFlags = true,
): Promise<LoadTimes> {
  const started = Date.now();
  const step = async (work: () => Promise<unknown>) => {
    const from = Date.now();
    await work();
    return Date.now() - from;
  };
  const hash = await hashPassword(BENCH_PASSWORD);
  // one connection, so the session's memory for index builds applies to all of them
  return db.connection().execute(async (conn) => {
    await sql`SET maintenance_work_mem = '256MB'`.execute(conn);
    const times = { people: 0, appointments: 0, reviews: 0 };
    const indexes = await withoutSecondaryIndexes(conn, ['users', 'appointments', 'reviews'], async () => {
      times.people = await step(async () => {
        await insertAdmin(conn, hash);
        await insertPatients(conn, 1, size.patients, hash, 'varied');
        await insertDoctors(conn, size.doctors, 40, hash, 'varied');
      });
      times.appointments = await step(async () => {
        await insertScaleAppointments(conn, size.appointments, today, firstFlags);
        await insertScaleVisits(conn, today);
      });
      times.reviews = await step(() => insertScaleReviews(conn));
    });
    const analyze = await step(() => sql`VACUUM ANALYZE`.execute(conn));
    return { ...times, indexes, analyze, total: Date.now() - started };
  });
}

/**
 * `count` name parts to search for, as a desk would type them: 4 or 5 letters from inside the
 * surnames of patients spread over the register, lower-case.
 */
export async function searchTerms(db: Db, count: number): Promise<string[]> {
  const { rows } = await sql<{ term: string }>`
    SELECT lower(substr(split_part(name, ' ', 2), 2 + k % 3, 4 + k % 2)) AS term
    FROM generate_series(1, ${count}::int) AS k
    JOIN users ON email = 'patient' || (1 + (k * 7919) % (SELECT count(*) FROM users WHERE NOT is_doctor AND NOT is_admin)) || '@bench.local'
    ORDER BY k`.execute(db);
  return rows.map((row) => row.term);
}

/** The share of patients (0–1) whose name contains each term, on average. */
export async function searchShare(db: Db, terms: string[]): Promise<number> {
  const { rows } = await sql<{ share: number }>`
    SELECT avg((SELECT count(*) FROM users WHERE name ILIKE '%' || term || '%')::float
               / (SELECT count(*) FROM users)) AS share
    FROM unnest(${terms}::text[]) AS term`.execute(db);
  return Number(rows[0]?.share ?? 0);
}
