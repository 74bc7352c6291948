import { sql } from 'kysely';
import type { Db } from '../src/server/db/connect';
import { hashPassword } from '../src/server/accounts/passwords';
import { personName, textArray, type NameStyle } from './bulk-names';

export const BENCH_PASSWORD = 'Bench@2026';
export const ADMIN_EMAIL = 'admin@bench.local';
export const patientEmail = (n: number) => `patient${n}@bench.local`;
export const doctorEmail = (n: number) => `doctor${n}@bench.local`;

const SERVICES = ['General Practice', 'Paediatrics', 'Cardiology', 'Dermatology', 'Dentistry'];
const STATUSES = ['pending', 'approved', 'rejected', 'follow-up', 'completed'];
/** `varied` doctors keep one of these clinic-day sets (the clinic-day rule texts). */
const CLINIC_DAY_SETS = [
  "ARRAY['Monday', 'Wednesday', 'Friday']",
  "ARRAY['Weekday']",
  "ARRAY['Tuesday', 'Thursday']",
  "ARRAY['Everyday']",
  "ARRAY['Monday', 'Saturday']",
];

/** `varied` people were created over the two years before now, number `to` last. */
const createdOverTwoYears = (style: NameStyle, from: number, to: number) =>
  style === 'few'
    ? sql`now()`
    : sql`now() - (${to}::int - n) * (interval '730 days' / greatest(${to}::int - ${from}::int, 1))`;

/** The administrator every bench data set has, signing in with BENCH_PASSWORD. */
export async function insertAdmin(db: Db, passwordHash: string) {
  await db
    .insertInto('users')
    .values({
      name: 'Bench Admin',
      email: ADMIN_EMAIL,
      phone: '-',
      password_hash: passwordHash,
      is_admin: true,
      is_verified: true,
    })
    .execute();
}

/** Patients patient{from..to}@bench.local, one shared password hash; names as `style` says. */
export async function insertPatients(
  db: Db,
  from: number,
  to: number,
  passwordHash: string,
  style: NameStyle = 'few',
) {
  const name = personName(style, sql.raw('n'));
  await sql`
    INSERT INTO users (name, email, phone, password_hash, is_verified, created_at)
    SELECT ${name.first} || ' ' || ${name.last}, 'patient' || n || '@bench.local',
           '+234 802 ' || lpad(n::text, 7, '0'), ${passwordHash}, true, ${createdOverTwoYears(style, from, to)}
    FROM generate_series(${from}::int, ${to}::int) AS n`.execute(db);
}

/**
 * Approved doctors doctor{1..count}@bench.local, 08:00–17:00 with `slots` slots a day. `few`: named
 * 'Doctor Number k', every day a clinic day; `varied`: generated names and one of five clinic-day sets.
 */
export async function insertDoctors(
  db: Db,
  count: number,
  slots: number,
  passwordHash: string,
  style: NameStyle = 'few',
) {
  const DOCTOR_SALT = 7919;
  const name = (n: string) =>
    style === 'few'
      ? { first: sql<string>`'Doctor'`, last: sql<string>`'Number ' || ${sql.raw(n)}` }
      : personName(style, sql.raw(n), DOCTOR_SALT);
  const userName = name('n');
  await sql`
    INSERT INTO users (name, email, phone, password_hash, is_verified, is_doctor, created_at)
    SELECT ${style === 'few' ? sql`'Doctor ' || n` : sql`${userName.first} || ' ' || ${userName.last}`},
           'doctor' || n || '@bench.local', '+234 803 ' || lpad(n::text, 7, '0'), ${passwordHash}, true, true,
           ${createdOverTwoYears(style, 1, count)}
    FROM generate_series(1, ${count}::int) AS n`.execute(db);
  const doctorName = name('k');
  const clinicDays =
    style === 'few'
      ? sql`ARRAY['Everyday']`
      : sql.raw(`CASE k % 5 ${CLINIC_DAY_SETS.map((set, i) => `WHEN ${i} THEN ${set}`).join(' ')} END`);
  await sql`
    INSERT INTO doctors (user_id, first_name, last_name, email, phone_number, gender, location, service,
      specialization, experience, fee_per_consultation, appointment_start, appointment_end, total_slots,
      clinic_days, status, created_at)
    SELECT u.id, ${doctorName.first}, ${doctorName.last}, u.email, u.phone,
           CASE WHEN k % 2 = 0 THEN 'female' ELSE 'male' END,
           'Ikeja', (${textArray(SERVICES)})[1 + k % 5], 'Family Medicine', 1 + k % 30, 5000 + 100 * (k % 50),
           '08:00', '17:00', ${slots}::int, ${clinicDays}, 'approved', u.created_at
    FROM (SELECT id, email, phone, created_at, substring(email from 'doctor([0-9]+)@')::int AS k
          FROM users WHERE email LIKE 'doctor%@bench.local') AS u`.execute(db);
}

/**
 * Whether each row of a bulk insert (patient `p`, doctor `d`, rows in the order of `ordinal`) is its
 * patient's first with the doctor and with the clinic (migration 017): set here, since the
 * insert-time trigger would look each one up, and the loads drop the indexes it would look with.
 */
export const firstVisitFlags = (ordinal: string) =>
  sql.raw(`row_number() OVER (PARTITION BY p.id, d.id ORDER BY ${ordinal}) = 1,
           row_number() OVER (PARTITION BY p.id ORDER BY ${ordinal}) = 1`);

/** `count` appointments spread over every patient and doctor, 30 days either side of today, all statuses. */
export async function insertAppointments(db: Db, count: number, today: string) {
  await sql`
    WITH p AS (SELECT id, row_number() OVER (ORDER BY email) AS k FROM users WHERE email LIKE 'patient%@bench.local'),
         d AS (SELECT id, row_number() OVER (ORDER BY email) AS k FROM doctors),
         np AS (SELECT count(*) AS c FROM p), nd AS (SELECT count(*) AS c FROM d),
         a AS (SELECT n, (${textArray(STATUSES)})[1 + n % 5] AS status,
                      ${today}::date + (n % 61 - 30) AS day FROM generate_series(1, ${count}::int) AS n)
    INSERT INTO appointments (user_id, doctor_id, date, time, status, schedule_date, follow_up_date,
      approved_by_name, approved_at, first_with_doctor, first_in_clinic)
    SELECT p.id, d.id, a.day, lpad((8 + a.n % 9)::text, 2, '0') || ':00', a.status,
           CASE WHEN a.status IN ('pending', 'rejected') THEN NULL ELSE a.day END,
           CASE WHEN a.status = 'follow-up' THEN a.day + 14 END,
           CASE WHEN a.status IN ('pending', 'rejected') THEN NULL ELSE 'Bench Admin' END,
           CASE WHEN a.status IN ('pending', 'rejected') THEN NULL ELSE now() END,
           ${firstVisitFlags('a.n')}
    FROM a, np, nd
    JOIN p ON true JOIN d ON true
    WHERE p.k = 1 + a.n % np.c AND d.k = 1 + (a.n * 7) % nd.c`.execute(db);
}

export interface DataSetSize {
  appointments: number;
  doctors: number;
  patients: number;
}

/** An administrator, the doctors, the patients and the appointments, in a handful of set-based inserts. */
export async function insertBenchData(db: Db, size: DataSetSize, today: string) {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await insertAdmin(db, passwordHash);
  await insertPatients(db, 1, size.patients, passwordHash);
  await insertDoctors(db, size.doctors, 40, passwordHash);
  await insertAppointments(db, size.appointments, today);
}
