import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Appointment } from '../../shared/schemas/appointments';
import { clinicDateOf } from '../../shared/appointmentDisplay';
import type { Paged } from '../lists/paging';

/**
 * The desks show how many patients wait for a place on each row's clinic date: one
 * indexed count for the page's (doctor, date) pairs, after the page is read, so the list query
 * itself is untouched.
 */
export async function withWaitlistCounts(
  db: Kysely<Database>,
  page: Paged<Appointment>,
): Promise<Paged<Appointment>> {
  if (page.data.length === 0) return page;
  const doctors = page.data.map((a) => a.doctorInfo._id);
  const dates = page.data.map(clinicDateOf);
  const { rows } = await sql<{ doctor_id: string; day: string; n: number }>`
    SELECT p.doctor_id, to_char(p.day, 'YYYY-MM-DD') AS day, count(w.id)::int AS n
    FROM (SELECT DISTINCT * FROM unnest(${doctors}::uuid[], ${dates}::date[]) AS u(doctor_id, day)) AS p
    JOIN waitlist_entries w ON w.doctor_id = p.doctor_id AND w.date = p.day
    GROUP BY p.doctor_id, p.day`.execute(db);
  const waiting = new Map(rows.map((r) => [`${r.doctor_id}|${r.day}`, r.n]));
  return {
    ...page,
    data: page.data.map((a) => ({
      ...a,
      waitlist: waiting.get(`${a.doctorInfo._id}|${clinicDateOf(a)}`) ?? 0,
    })),
  };
}
