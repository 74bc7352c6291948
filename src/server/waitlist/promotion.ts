import { sql, type Kysely } from 'kysely';
import type { Database, DoctorRow } from '../db/schema';
import { matchesAnyClinicDay } from '../../shared/clinicDays';
import { clinicToday } from '../../shared/clinicTime';
import { dateFactsOf, lockDoctorDate, type AppointmentPolicy, promotedEffects } from '../appointments';

type Tx = Kysely<Database>;

/**
 * Fills the places free on the doctor's date from its waitlist, first come first served:
 * each entry taken becomes a pending appointment and is removed, and its patient and the doctor are
 * told. Run it in the transaction that freed the place, holding the date's lock
 * (booking-rule.ts, lockDoctorDate): every booking, join and promotion of the date waits on that lock,
 * so the count read here stays true and no entry is taken twice. How many were promoted.
 */
export async function promoteFromWaitlist(
  tx: Tx,
  doctor: DoctorRow,
  date: string,
  policy: AppointmentPolicy,
): Promise<number> {
  // only a date that could still be booked: not past, still a clinic day of the doctor, not closed
  const bookable =
    doctor.status === 'approved' &&
    date >= clinicToday(policy.timeZone) &&
    matchesAnyClinicDay(doctor.clinic_days, date);
  const facts = bookable ? await dateFactsOf(tx, doctor.id, date) : null;
  if (!facts || facts.closedReason !== null) return 0;
  let free = doctor.total_slots - facts.taken;
  let promoted = 0;
  while (free > 0) {
    const entry = await tx
      .deleteFrom('waitlist_entries')
      .where(
        'id',
        '=',
        tx
          .selectFrom('waitlist_entries')
          .select('id')
          .where('doctor_id', '=', doctor.id)
          .where('date', '=', date)
          .orderBy('created_at')
          .orderBy('id')
          .limit(1),
      )
      .returning(['id', 'user_id', 'time'])
      .executeTakeFirst();
    if (!entry) break;
    // a patient who meanwhile booked that date themselves keeps that visit; the entry is simply done
    if ((await dateFactsOf(tx, doctor.id, date, { patientId: entry.user_id })).duplicate) continue;
    const made = await tx
      .insertInto('appointments')
      .values({ user_id: entry.user_id, doctor_id: doctor.id, date, time: entry.time, from_waitlist: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const patient = await tx
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', '=', entry.user_id)
      .executeTakeFirstOrThrow();
    await promotedEffects(tx, policy.messages, { appointmentId: made.id, patient, doctor, date });
    free -= 1;
    promoted += 1;
  }
  return promoted;
}

/** After the doctor's dates gained places: each date with a queue, locked in date order, promoted. */
export async function promoteOnEveryWaitedDate(tx: Tx, doctor: DoctorRow, policy: AppointmentPolicy) {
  const dates = await tx
    .selectFrom('waitlist_entries')
    .select(sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'))
    .distinct()
    .where('doctor_id', '=', doctor.id)
    .where('date', '>=', clinicToday(policy.timeZone))
    .orderBy('date')
    .execute();
  for (const { date } of dates) {
    await lockDoctorDate(tx, doctor.id, date);
    await promoteFromWaitlist(tx, doctor, date, policy);
  }
}
