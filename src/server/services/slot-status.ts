import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DoctorSlotStatus } from '../../shared/types';
import { addDays, nextClinicDate } from '../../shared/clinicDays';
import { clinicDateSql, SLOT_STATUSES } from './availability';

type Reader = Kysely<Database>;
const LOOK_AHEAD_DAYS = 30;

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * doctor-slots-status (server.md 7): for each approved doctor, the current cycle is their next
 * clinic date on or after today; the slots it holds; and the days until the clinic date after it.
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
    const rows = await db
      .selectFrom('appointments')
      .select(['doctor_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('status', 'in', SLOT_STATUSES)
      .where((eb) =>
        eb.or(
          dated.map((c) =>
            eb.and([
              eb('doctor_id', '=', c.doctor.id),
              eb(sql<string>`${clinicDateSql}`, '=', sql<string>`${c.date}::date`),
            ]),
          ),
        ),
      )
      .groupBy('doctor_id')
      .execute();
    for (const row of rows) occupied.set(row.doctor_id, Number(row.n));
  }

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
    };
  });
}
