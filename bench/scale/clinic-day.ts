import { sql } from 'kysely';
import type { AppointmentSort } from '../../src/server/appointments/lists';
import { policyOf } from '../../src/server/appointments/policy';
import { readConfig } from '../../src/server/config';
import { openDatabase, type Db } from '../../src/server/db/connect';
import { markMissedVisits } from '../../src/server/today/no-show';
import { addDays } from '../../src/shared/clinicDays';
import { VISIT_STATES } from '../../src/shared/vocabulary';
import { clinicInstant } from '../../src/shared/clinicTime';
import type { ExplainedCall } from './explain';
import { p95, sequentialP95 } from './server';
import { JWT_SECRET, TIME_ZONE, signedIn } from '../setup';

const REQUESTS = 50;
const range = (count: number) => Array.from({ length: count }, (_, i) => i);

/** Every sort the appointments desk offers (a new one fails to compile here until it is added). */
export const DESK_SORTS = Object.keys({
  createdAt: 1,
  patient: 1,
  doctor: 1,
  service: 1,
  clinicDay: 1,
  scheduledDate: 1,
  followUpDate: 1,
  status: 1,
  approvedBy: 1,
  approvedAt: 1,
  date: 1,
} satisfies Record<AppointmentSort, 1>) as AppointmentSort[];

/**
 * The desk's date filter as the Today desk's link sets it: today alone (the month up to today, with
 * every filter, is in scale-desk.ts).
 */
export const deskRanges = (today: string) => [{ name: 'today', query: `from=${today}&to=${today}` }];

/** The callers of the clinic day: doctors and patients with visits due today, 50 of each at most. */
export async function clinicDayCallers(db: Db, today: string) {
  const { rows } = await sql<{ doctor_id: string; user_id: string }>`
    SELECT a.doctor_id, a.user_id FROM appointments AS a
    WHERE (a.status = 'approved' AND a.schedule_date = ${today}::date)
       OR (a.status = 'follow-up' AND a.follow_up_date = ${today}::date)
    ORDER BY a.id LIMIT ${REQUESTS}`.execute(db);
  if (rows.length === 0) throw new Error('the scale data holds no visit due today');
  const patients = await db
    .selectFrom('users')
    .selectAll()
    .where(
      'id',
      'in',
      rows.map((r) => r.user_id),
    )
    .execute();
  return {
    doctorIds: rows.map((r) => r.doctor_id),
    patients: await Promise.all(patients.map((p) => signedIn(db, p))),
  };
}

type DayCallers = Awaited<ReturnType<typeof clinicDayCallers>>;

export interface ClinicDayFigures {
  daySheetOne: number;
  daySheetAll: number;
  /** The day sheet of all doctors searched for a patient's name part, and filtered by each visit state. */
  daySheetSearch: number;
  daySheetState: number;
  /** One doctor's day sheet by visit state and searched. */
  daySheetOneFiltered: number;
  myQueue: number;
  /** p95 per desk date range and sort, keyed `<range>, sort=<sort>`. */
  desk: Record<string, number>;
  /** The automatic no-show pass: visits marked and milliseconds taken. */
  noShow?: { marked: number; ms: number };
}

/**
 * p95 round trips of 50 sequential calls each: the day sheet of 50 doctors with visits today, and of
 * all doctors (page sizes 10–59); my-queue for 50 patients due today; and the appointments desk with
 * each date range and sort, first pages of sizes 10–59 in both orders.
 */
export async function clinicDayFigures(
  baseUrl: string,
  admin: string,
  who: DayCallers,
  today: string,
  terms: string[],
): Promise<ClinicDayFigures> {
  const desk: Record<string, number> = {};
  for (const { name, query } of deskRanges(today)) {
    for (const sort of DESK_SORTS) {
      desk[`${name}, sort=${sort}`] = await sequentialP95(
        baseUrl,
        admin,
        range(REQUESTS).map(
          (i) => `${query}&sort=${sort}&order=${i % 2 ? 'desc' : 'asc'}&pageSize=${10 + i}`,
        ),
      );
    }
  }
  const day = '/api/desk/day';
  // one call per patient, each on its own connection (a phone each)
  const queueTimes: number[] = [];
  for (const i of range(REQUESTS)) {
    const patient = who.patients[i % who.patients.length];
    queueTimes.push(await sequentialP95(baseUrl, patient, [''], '/api/user/my-queue'));
  }
  return {
    daySheetOne: await sequentialP95(
      baseUrl,
      admin,
      range(REQUESTS).map((i) => `doctorId=${who.doctorIds[i % who.doctorIds.length]}`),
      day,
    ),
    daySheetAll: await sequentialP95(
      baseUrl,
      admin,
      range(REQUESTS).map((i) => `pageSize=${10 + i}`),
      day,
    ),
    daySheetSearch: await sequentialP95(
      baseUrl,
      admin,
      range(REQUESTS).map((i) => `search=${encodeURIComponent(terms[i % terms.length]!)}`),
      day,
    ),
    daySheetState: await sequentialP95(
      baseUrl,
      admin,
      range(REQUESTS).map((i) => `state=${VISIT_STATES[i % VISIT_STATES.length]}&pageSize=${10 + i}`),
      day,
    ),
    daySheetOneFiltered: await sequentialP95(
      baseUrl,
      admin,
      range(REQUESTS).map(
        (i) =>
          `doctorId=${who.doctorIds[i % who.doctorIds.length]}&state=${VISIT_STATES[i % VISIT_STATES.length]}` +
          (i % 2 ? `&search=${encodeURIComponent(terms[i % terms.length]!)}` : ''),
      ),
      day,
    ),
    myQueue: p95(queueTimes),
    desk,
  };
}

/**
 * The automatic no-show pass as the server runs it, on a clock half an hour into tomorrow plus the
 * configured grace: today's still-expected visits and any left over from the days before are due.
 * Run last: it changes the data.
 */
export async function noShowPass(databaseUrl: string, today: string) {
  const config = readConfig({ SEED: 'none', JWT_SECRET, CLINIC_TIMEZONE: TIME_ZONE, LOG_LEVEL: 'warn' });
  const after = config.noShowAfterMinutes;
  const now = new Date(clinicInstant(addDays(today, 1), '00:30', TIME_ZONE).getTime() + after * 60_000);
  const database = await openDatabase({ url: databaseUrl });
  try {
    const started = performance.now();
    const marked = await markMissedVisits(database.db, policyOf(config), after, now);
    return { marked, ms: performance.now() - started };
  } finally {
    await database.close();
  }
}

/** The calls whose plans the bench shows: the day sheet, my-queue, and the desk's every range and sort. */
export function clinicDayCalls(
  admin: string,
  who: DayCallers,
  today: string,
  terms: string[],
): ExplainedCall[] {
  const calls: ExplainedCall[] = [
    { name: 'day sheet, one doctor', path: `/api/desk/day?doctorId=${who.doctorIds[0]}`, token: admin },
    { name: 'day sheet, all doctors', path: '/api/desk/day', token: admin },
    { name: 'day sheet, all doctors, search', path: `/api/desk/day?search=${terms[0]}`, token: admin },
    { name: 'day sheet, all doctors, state', path: '/api/desk/day?state=expected', token: admin },
    {
      name: 'day sheet, one doctor, state and search',
      path: `/api/desk/day?doctorId=${who.doctorIds[0]}&state=seen&search=${terms[0]}`,
      token: admin,
    },
    { name: 'my-queue', path: '/api/user/my-queue', token: who.patients[0] },
  ];
  for (const { name, query } of deskRanges(today)) {
    for (const sort of DESK_SORTS) {
      calls.push({
        name: `desk ${name}, sort=${sort}`,
        path: `/api/admin/get-all-appointments?${query}&sort=${sort}`,
        token: admin,
      });
    }
  }
  return calls;
}
