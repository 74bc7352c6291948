import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addDays, nextOpenDate, NEXT_OPEN_DATE_DAYS } from '../../shared/clinicDays';
import { SLOT_STATUSES } from '../../shared/vocabulary';

type Reader = Kysely<Database>;

/** What the next open date of a doctor depends on besides the appointments and closings. */
export interface ClinicPlan {
  id: string;
  clinic_days: string[];
}

/** A doctor's dates in a window that take no booking: closed by the clinic, or with no place left. */
export interface DoctorBlocks {
  closed: Set<string>;
  full: Set<string>;
}

const blocksOf = (all: Map<string, DoctorBlocks>, doctorId: string): DoctorBlocks => {
  let blocks = all.get(doctorId);
  if (!blocks) {
    blocks = { closed: new Set(), full: new Set() };
    all.set(doctorId, blocks);
  }
  return blocks;
};

/**
 * The dates in [from, to] on which each doctor takes no booking, by the booking rule: the closed
 * dates (closed_clinic_days' unique (doctor_id, date)) and the full ones, found by one grouped query
 * over the doctors' appointments in the window (index appointments_doctor_clinic_date) counting the
 * statuses that hold a place on their clinic date, coalesce(schedule_date, date). Only blocked dates
 * come back, so the answer stays small however many bookings there are; it is asked for the doctors
 * of one page, or one doctor.
 */
export async function blockedDates(
  db: Reader,
  doctorIds: readonly string[],
  window: { from: string; to: string },
): Promise<Map<string, DoctorBlocks>> {
  const blocks = new Map<string, DoctorBlocks>();
  if (doctorIds.length === 0) return blocks;
  const ids = [...doctorIds];
  const { rows: full } = await sql<{ doctor_id: string; day: string }>`
    SELECT a.doctor_id, coalesce(a.schedule_date, a.date)::text AS day
    FROM appointments a
    JOIN doctors d ON d.id = a.doctor_id
    WHERE a.doctor_id = ANY(${ids}::uuid[])
      AND coalesce(a.schedule_date, a.date) BETWEEN ${window.from}::date AND ${window.to}::date
      AND a.status IN (${sql.join([...SLOT_STATUSES])})
    GROUP BY a.doctor_id, coalesce(a.schedule_date, a.date), d.total_slots
    HAVING count(*) >= d.total_slots`.execute(db);
  for (const row of full) blocksOf(blocks, row.doctor_id).full.add(row.day);
  const closed = await db
    .selectFrom('closed_clinic_days')
    .select(['doctor_id', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('day')])
    .where('doctor_id', 'in', ids)
    .where('date', '>=', window.from)
    .where('date', '<=', window.to)
    .execute();
  for (const row of closed) blocksOf(blocks, row.doctor_id).closed.add(row.day);
  return blocks;
}

/** Each doctor's next open date (YYYY-MM-DD) or null, by doctor id: the shared rule over their blocked dates. */
export async function nextAvailableDates(
  db: Reader,
  doctors: readonly ClinicPlan[],
  today: string,
): Promise<Map<string, string | null>> {
  const window = { from: today, to: addDays(today, NEXT_OPEN_DATE_DAYS) };
  const blocks = await blockedDates(
    db,
    doctors.map((d) => d.id),
    window,
  );
  return new Map(doctors.map((d) => [d.id, nextOpenDate(d.clinic_days, today, blocks.get(d.id))]));
}
