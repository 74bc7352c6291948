import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AdminDashboardStats, DoctorDashboardStats } from '../../shared/types';

type Reader = Kysely<Database>;

/** A user's creation day in the clinic's time zone. */
const createdOn = (column: string, timeZone: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;

/** Appointment counts by status, over every appointment or over one doctor's. */
async function countsByStatus(db: Reader, doctorId?: string) {
  let query = db
    .selectFrom('appointments')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('status');
  if (doctorId) query = query.where('doctor_id', '=', doctorId);
  const rows = await query.execute();
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return {
    totalAppointments: rows.reduce((sum, r) => sum + Number(r.n), 0),
    pendingApprovals: count('pending'),
    approvedAppointments: count('approved'),
    completedAppointments: count('completed'),
    followupAppointments: count('follow-up'),
    cancelledAppointments: count('cancelled'),
    rejected: count('rejected'),
  };
}

/**
 * admin and staff dashboard-stats. activePatients: verified, unblocked patients with at least one
 * appointment; newRegistrations: accounts created today at the clinic.
 */
export async function adminStats(db: Reader, today: string, timeZone: string): Promise<AdminDashboardStats> {
  const { rejected: _rejected, ...counts } = await countsByStatus(db);
  const doctors = await db
    .selectFrom('doctors')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  const active = await db
    .selectFrom('users as u')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('u.is_verified', '=', true)
    .where('u.is_blocked', '=', false)
    .where('u.is_admin', '=', false)
    .where('u.is_staff', '=', false)
    .where('u.is_doctor', '=', false)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('appointments as a').select('a.id').whereRef('a.user_id', '=', 'u.id')),
    )
    .executeTakeFirstOrThrow();
  // today at the clinic as a range of instants, so the count reads today's rows off users_created
  const registered = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(sql<boolean>`created_at >= (${today}::date)::timestamp AT TIME ZONE ${timeZone}`)
    .where(sql<boolean>`created_at < (${today}::date + 1)::timestamp AT TIME ZONE ${timeZone}`)
    .executeTakeFirstOrThrow();
  return {
    ...counts,
    totalDoctors: Number(doctors.n),
    activePatients: Number(active.n),
    newRegistrations: Number(registered.n),
  };
}

/**
 * doctor dashboard-stats over the doctor's own appointments: activePatients = distinct patients;
 * newRegistrations = patients whose first appointment with this doctor was made today.
 */
export async function doctorStats(
  db: Reader,
  doctorId: string | undefined,
  today: string,
  timeZone: string,
): Promise<DoctorDashboardStats> {
  if (!doctorId) {
    return {
      totalAppointments: 0,
      pendingApprovals: 0,
      approvedAppointments: 0,
      completedAppointments: 0,
      followupAppointments: 0,
      cancelledAppointments: 0,
      totalRejected: 0,
      activePatients: 0,
      newRegistrations: 0,
    };
  }
  const { rejected, ...counts } = await countsByStatus(db, doctorId);
  const firstVisits = db
    .selectFrom('appointments')
    .select(['user_id', sql<string>`min(${createdOn('created_at', timeZone)})`.as('first_day')])
    .where('doctor_id', '=', doctorId)
    .groupBy('user_id')
    .as('first_visits');
  const patients = await db
    .selectFrom(firstVisits)
    .select([
      (eb) => eb.fn.countAll<string>().as('patients'),
      sql<string>`count(*) FILTER (WHERE first_day = ${today})`.as('new_today'),
    ])
    .executeTakeFirstOrThrow();
  return {
    ...counts,
    totalRejected: rejected,
    activePatients: Number(patients.patients),
    newRegistrations: Number(patients.new_today),
  };
}
