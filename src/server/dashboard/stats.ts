import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AdminDashboardStats, DoctorDashboardStats } from '../../shared/types';
import { APPOINTMENT_STATUSES } from '../../shared/appointmentDisplay';
import { tallies } from './tallies';

type Reader = Kysely<Database>;

/** Today at the clinic as a range of instants, so a count reads today's rows off an index. */
const todayAt = (column: string, today: string, timeZone: string) =>
  sql<boolean>`${sql.ref(column)} >= (${today}::date)::timestamp AT TIME ZONE ${timeZone}
    AND ${sql.ref(column)} < (${today}::date + 1)::timestamp AT TIME ZONE ${timeZone}`;

/** Appointment counts by status, over every appointment or over one doctor's, from the tallies. */
function countsByStatus(counts: Map<string, number>) {
  const count = (status: string) => counts.get(status) ?? 0;
  return {
    totalAppointments: APPOINTMENT_STATUSES.reduce((sum, status) => sum + count(status), 0),
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
  const counts = await tallies(db, null);
  const { rejected: _rejected, ...byStatus } = countsByStatus(counts);
  const doctors = await db
    .selectFrom('doctors')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  const registered = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(todayAt('created_at', today, timeZone))
    .executeTakeFirstOrThrow();
  return {
    ...byStatus,
    totalDoctors: Number(doctors.n),
    activePatients: counts.get('active_patients') ?? 0,
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
  const counts = await tallies(db, doctorId);
  const { rejected, ...byStatus } = countsByStatus(counts);
  const firstToday = await db
    .selectFrom('doctor_patients')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('doctor_id', '=', doctorId)
    .where(todayAt('first_booked_at', today, timeZone))
    .executeTakeFirstOrThrow();
  return {
    ...byStatus,
    totalRejected: rejected,
    activePatients: counts.get('patients') ?? 0,
    newRegistrations: Number(firstToday.n),
  };
}
