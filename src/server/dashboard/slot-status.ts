import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DoctorSlotStatus } from '../../shared/types';
import { addDays, nextClinicDate } from '../../shared/clinicDays';
import { SLOT_STATUSES } from '../../shared/vocabulary';

type Reader = Kysely<Database>;
const LOOK_AHEAD_DAYS = 30;

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * doctor-slots-status: for each approved doctor, the current cycle is their next
 * clinic date on or after today; the slots it holds; and the days until the clinic date after it.
 * With them, the doctor's waitlists from today on and closed dates of the next 30 days.
 */
export async function doctorSlotsStatus(db: Reader, today: string): Promise<DoctorSlotStatus[]> {
  const doctors = await db
    .selectFrom('doctors')
    .select(['id', 'first_name', 'last_name', 'total_slots', 'clinic_days'])
    .where('status', '=', 'approved')
    .orderBy('first_name')
    .orderBy('last_name')
    .execute();
  const cycles = doctors.map((d) => ({
    doctor: d,
    date: nextClinicDate(d.clinic_days, today, LOOK_AHEAD_DAYS),
  }));

  const dated = cycles.filter((c): c is typeof c & { date: string } => c.date !== null);
  const occupied = new Map<string, number>();
  if (dated.length > 0) {
    // one (doctor, date) pair per row joined on the clinic-date index: thousands of doctors plan as
    // quickly as six (an OR of pairs took most of a second to plan at 2,000)
    const { rows } = await sql<{ doctor_id: string; n: string }>`
      SELECT c.doctor_id, count(*) AS n
      FROM unnest(${dated.map((c) => c.doctor.id)}::uuid[], ${dated.map((c) => c.date)}::date[])
        AS c(doctor_id, day)
      JOIN appointments a ON a.doctor_id = c.doctor_id AND coalesce(a.schedule_date, a.date) = c.day
      WHERE a.status IN (${sql.join([...SLOT_STATUSES])})
      GROUP BY c.doctor_id`.execute(db);
    for (const row of rows) occupied.set(row.doctor_id, Number(row.n));
  }
  const queued = await db
    .selectFrom('waitlist_entries')
    .select([
      'doctor_id',
      sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'),
      sql<number>`count(*)::int`.as('waiting'),
    ])
    .where('date', '>=', today)
    .groupBy(['doctor_id', 'date'])
    .orderBy('date')
    .execute();
  const queuesOf = new Map<string, Array<{ date: string; waiting: number }>>();
  for (const q of queued) {
    queuesOf.set(q.doctor_id, [...(queuesOf.get(q.doctor_id) ?? []), { date: q.date, waiting: q.waiting }]);
  }
  const closings = await db
    .selectFrom('closed_clinic_days')
    .select(['doctor_id', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date')])
    .where('date', '>=', today)
    .where('date', '<=', addDays(today, LOOK_AHEAD_DAYS))
    .orderBy('date')
    .execute();
  const closedOf = new Map<string, string[]>();
  for (const c of closings) closedOf.set(c.doctor_id, [...(closedOf.get(c.doctor_id) ?? []), c.date]);

  return cycles.map(({ doctor, date }) => {
    const used = date ? (occupied.get(doctor.id) ?? 0) : 0;
    const following = date ? nextClinicDate(doctor.clinic_days, addDays(date, 1), LOOK_AHEAD_DAYS) : null;
    const untilReset = following ? daysBetween(today, following) : null;
    return {
      doctorId: doctor.id,
      name: `${doctor.first_name} ${doctor.last_name}`,
      totalSlots: doctor.total_slots,
      occupiedSlots: used,
      availableSlots: Math.max(doctor.total_slots - used, 0),
      daysUntilReset: untilReset !== null && untilReset <= LOOK_AHEAD_DAYS ? untilReset : null,
      nextClinicDate: date,
      waitlist: (queuesOf.get(doctor.id) ?? []).reduce((sum, q) => sum + q.waiting, 0),
      queues: queuesOf.get(doctor.id) ?? [],
      closedDates: closedOf.get(doctor.id) ?? [],
    };
  });
}
