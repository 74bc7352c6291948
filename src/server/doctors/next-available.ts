import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addDays, nextClinicDate } from '../../shared/clinicDays';
import { SLOT_STATUSES } from '../../shared/vocabulary';

type Reader = Kysely<Database>;

/** How far ahead a doctor's next open date is looked for: 30 days, as the booking's next-clinic-day hint. */
const NEXT_AVAILABLE_DAYS = 30;

/** What the next open date of a doctor depends on besides the appointments. */
export interface ClinicPlan {
  id: string;
  clinic_days: string[];
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * The first of the rules' dates in [today, today + 30] that is not full; null when every one is.
 * Each full date costs one more step of the clinic-day walk, never a walk over every day.
 */
function firstOpenDate(rules: readonly string[], today: string, full: ReadonlySet<string>) {
  let from = today;
  for (;;) {
    const left = NEXT_AVAILABLE_DAYS - daysBetween(today, from);
    if (left < 0) return null;
    const date = nextClinicDate(rules, from, left);
    if (date === null || !full.has(date)) return date;
    from = addDays(date, 1);
  }
}

/**
 * The dates in [today, today + 30] on which each doctor has no place left: one grouped query over
 * the doctors' appointments in the window (index appointments_doctor_clinic_date), counting the
 * statuses that hold a slot on their clinic date, coalesce(schedule_date, date). Only full dates come
 * back, so the answer stays small however many doctors and bookings there are.
 */
async function fullDates(
  db: Reader,
  doctorIds: readonly string[],
  today: string,
): Promise<Map<string, Set<string>>> {
  const full = new Map<string, Set<string>>();
  if (doctorIds.length === 0) return full;
  const { rows } = await sql<{ doctor_id: string; day: string }>`
    SELECT a.doctor_id, coalesce(a.schedule_date, a.date)::text AS day
    FROM appointments a
    JOIN doctors d ON d.id = a.doctor_id
    WHERE a.doctor_id = ANY(${[...doctorIds]}::uuid[])
      AND coalesce(a.schedule_date, a.date) BETWEEN ${today}::date AND ${addDays(today, NEXT_AVAILABLE_DAYS)}::date
      AND a.status IN (${sql.join([...SLOT_STATUSES])})
    GROUP BY a.doctor_id, coalesce(a.schedule_date, a.date), d.total_slots
    HAVING count(*) >= d.total_slots`.execute(db);
  for (const row of rows) {
    const dates = full.get(row.doctor_id) ?? new Set<string>();
    dates.add(row.day);
    full.set(row.doctor_id, dates);
  }
  return full;
}

/** Each doctor's next open date (YYYY-MM-DD) or null, by doctor id. */
export async function nextAvailableDates(
  db: Reader,
  doctors: readonly ClinicPlan[],
  today: string,
): Promise<Map<string, string | null>> {
  const full = await fullDates(
    db,
    doctors.map((d) => d.id),
    today,
  );
  const none = new Set<string>();
  return new Map(doctors.map((d) => [d.id, firstOpenDate(d.clinic_days, today, full.get(d.id) ?? none)]));
}
