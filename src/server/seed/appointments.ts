import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AppointmentStatus } from '../../shared/schemas/appointments';
import { addDays, formatDisplayDate, matchesAnyClinicDay } from '../../shared/clinicDays';
import { notify } from '../notifications';
import { usualFirstTime } from './clinic-day-plan';
import { APPOINTMENT_NOTICES } from '../appointments';
import { withValues } from '../i18n';

const SPAN_DAYS = 28;
const PER_DOCTOR = 10;
/** Past visits mostly done; some still approved, some turned into follow-ups or rejected. */
const PAST_CYCLE: AppointmentStatus[] = ['completed', 'follow-up', 'completed', 'rejected', 'approved'];
/** Upcoming ones mostly waiting for a decision. */
const UPCOMING_CYCLE: AppointmentStatus[] = ['pending', 'approved', 'pending', 'rejected', 'approved'];

const atTen = (date: string) => new Date(`${date}T09:00:00Z`);
const addMinutes = (time: string, minutes: number) => {
  const [h, m] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** The doctor's clinic dates within four weeks either side of today, spread evenly to `count`. */
function spreadDates(rules: string[], today: string, count: number): string[] {
  const dates: string[] = [];
  for (let d = -SPAN_DAYS; d <= SPAN_DAYS; d++) {
    const date = addDays(today, d);
    if (matchesAnyClinicDay(rules, date)) dates.push(date);
  }
  if (dates.length <= count) return dates;
  return Array.from({ length: count }, (_, i) => dates[Math.floor((i * (dates.length - 1)) / (count - 1))]);
}

/**
 * About sixty demo appointments in every status around today, each within its
 * doctor's clinic days and hours and never over a date's capacity, with the notifications the real
 * flow would have sent for the recent ones.
 */
export async function seedAppointments(db: Kysely<Database>, today: string): Promise<void> {
  const doctors = await db
    .selectFrom('doctors')
    .select(['id', 'user_id', 'first_name', 'last_name', 'clinic_days', 'appointment_start'])
    .where('status', '=', 'approved')
    .orderBy('email')
    .execute();
  const patients = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('email', 'like', 'patient%@clinicbook.local')
    .orderBy('email')
    .execute();
  const staff = await db.selectFrom('users').select('name').where('is_staff', '=', true).executeTakeFirst();
  if (doctors.length === 0 || patients.length === 0) return;

  let n = 0;
  for (const doctor of doctors) {
    const doctorName = `Dr. ${doctor.first_name} ${doctor.last_name}`;
    for (const [i, date] of spreadDates(doctor.clinic_days, today, PER_DOCTOR).entries()) {
      n += 1;
      const patient = patients[n % patients.length];
      const past = date < today;
      const cycle = past ? PAST_CYCLE : UPCOMING_CYCLE;
      const status = cycle[(n + i) % cycle.length];
      // a few requests arrive today, so the dashboards' "today" figures have something to show
      const created =
        !past && n % 7 === 0 ? new Date() : atTen(addDays(date < today ? date : today, -((n % 9) + 2)));
      const decided = status !== 'pending';
      const decidedBy = n % 2 === 0 ? doctorName : (staff?.name ?? doctorName);
      const followUp = status === 'follow-up' ? addDays(today, 7 + (n % 14)) : null;
      await db
        .insertInto('appointments')
        .values({
          user_id: patient.id,
          doctor_id: doctor.id,
          date,
          time: addMinutes(usualFirstTime(doctor.appointment_start), (n % 6) * 30),
          status,
          schedule_date: status === 'rejected' || !decided ? null : date,
          follow_up_date: followUp,
          comment: decided
            ? status === 'rejected'
              ? 'Please book another clinic day'
              : 'See you then'
            : null,
          approved_by_name: decided ? decidedBy : null,
          approved_at: decided ? new Date(created.getTime() + 3_600_000) : null,
          created_at: created,
          updated_at: created,
        })
        .execute();
      if (status === 'pending') {
        await notify(
          db,
          [doctor.user_id],
          withValues(APPOINTMENT_NOTICES.newRequest, { patient: patient.name }),
          '/doctor/appointments',
        );
      } else if (!past && status === 'approved') {
        const message = withValues(APPOINTMENT_NOTICES.approvedFor, {
          doctor: `${doctor.first_name} ${doctor.last_name}`,
          date: formatDisplayDate(date),
        });
        await notify(db, [patient.id], message, '/appointments');
      } else if (followUp) {
        await notify(
          db,
          [patient.id],
          withValues(APPOINTMENT_NOTICES.followUp, {
            doctor: `${doctor.first_name} ${doctor.last_name}`,
            date: formatDisplayDate(followUp),
          }),
          '/appointments',
        );
      }
    }
  }
}
