import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addDays, matchesAnyClinicDay } from '../../shared/clinicDays';
import { SLOT_STATUSES } from '../../shared/vocabulary';
import { usualFirstTime } from './clinic-day-plan';

/** Patients left waiting on the demo's full date. */
const WAITING = 2;

/**
 * The demo's capacity: the smallest doctor's clinic date about ten days ahead is
 * filled to its last place with requests and has a short waitlist; another doctor does not hold
 * clinic on a date two weeks ahead (closed by the administrator, before anyone booked it).
 */
export async function seedCapacity(db: Kysely<Database>, today: string): Promise<void> {
  const doctors = await db
    .selectFrom('doctors')
    .select(['id', 'clinic_days', 'total_slots', 'appointment_start'])
    .where('status', '=', 'approved')
    .orderBy('total_slots')
    .orderBy('email')
    .execute();
  const patients = await db
    .selectFrom('users')
    .select('id')
    .where('email', 'like', 'patient%@clinicbook.local')
    .orderBy('email')
    .execute();
  const admin = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('is_admin', '=', true)
    .executeTakeFirst();
  const [small, other] = doctors;
  if (!small || !other || patients.length < small.total_slots + WAITING) return;

  const firstFrom = (rules: string[], from: string) => {
    for (let d = 0; d < 30; d += 1) if (matchesAnyClinicDay(rules, addDays(from, d))) return addDays(from, d);
    return undefined;
  };
  const full = firstFrom(small.clinic_days, addDays(today, 10));
  if (full) {
    const booked = await db
      .selectFrom('appointments')
      .select('user_id')
      .where('doctor_id', '=', small.id)
      .where('status', 'in', SLOT_STATUSES)
      .where(sql<boolean>`coalesce(schedule_date, date) = ${full}::date`)
      .execute();
    const holders = new Set(booked.map((b) => b.user_id));
    const free = patients.filter((p) => !holders.has(p.id));
    const places = Math.max(small.total_slots - booked.length, 0);
    const fillers = free.slice(0, places);
    if (fillers.length > 0) {
      await db
        .insertInto('appointments')
        .values(
          fillers.map((p) => ({
            user_id: p.id,
            doctor_id: small.id,
            date: full,
            time: usualFirstTime(small.appointment_start),
          })),
        )
        .execute();
    }
    const waiting = free.slice(places, places + WAITING);
    for (const [i, p] of waiting.entries()) {
      await db
        .insertInto('waitlist_entries')
        .values({
          user_id: p.id,
          doctor_id: small.id,
          date: full,
          time: usualFirstTime(small.appointment_start),
          created_at: new Date(Date.now() - (WAITING - i) * 3_600_000),
        })
        .execute();
    }
  }
  const closed = firstFrom(other.clinic_days, addDays(today, 14));
  if (closed && admin) {
    await db
      .insertInto('closed_clinic_days')
      .values({
        doctor_id: other.id,
        date: closed,
        reason: 'Medical conference',
        closed_by: admin.id,
        closed_by_name: admin.name,
      })
      .execute();
  }
}
