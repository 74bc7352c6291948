import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Appointment } from '../../shared/schemas/appointments';

type Reader = Kysely<Database>;
const ymd = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** Appointments joined with their patient and doctor; calendar dates read as 'YYYY-MM-DD'. */
function appointmentsQuery(db: Reader) {
  return db
    .selectFrom('appointments as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
    .select([
      'a.id',
      'a.status',
      'a.time',
      'a.comment',
      'a.approved_by_name',
      'a.approved_at',
      'a.created_at',
      'a.user_id',
      'u.name as user_name',
      'a.doctor_id',
      'd.first_name',
      'd.last_name',
      'd.service',
      'd.location',
      'd.clinic_days',
      'd.appointment_start',
      'd.appointment_end',
      'd.fee_per_consultation',
    ])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('reviews as r').select('r.id').whereRef('r.appointment_id', '=', 'a.id'))
        .as('reviewed'),
    )
    .select([
      ymd('a.date').as('date'),
      ymd('a.schedule_date').as('schedule_date'),
      ymd('a.follow_up_date').as('follow_up_date'),
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id');
}

export type AppointmentJoinRow = Awaited<
  ReturnType<ReturnType<typeof appointmentsQuery>['executeTakeFirstOrThrow']>
>;

export function toAppointment(row: AppointmentJoinRow): Appointment {
  return {
    _id: row.id,
    status: row.status,
    date: row.date ?? '',
    time: row.time,
    schedule_date: row.schedule_date,
    followUpDate: row.follow_up_date,
    comment: row.comment,
    approvedByName: row.approved_by_name,
    approvedAt: row.approved_at ? row.approved_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    reviewed: Boolean(row.reviewed),
    userInfo: { _id: row.user_id, name: row.user_name },
    doctorInfo: {
      _id: row.doctor_id,
      firstName: row.first_name,
      lastName: row.last_name,
      service: row.service,
      location: row.location,
      clinicDay: row.clinic_days,
      appointmentTime: [row.appointment_start, row.appointment_end],
      feePerConsultation: row.fee_per_consultation,
    },
  };
}

export async function appointmentsOfUser(db: Reader, userId: string): Promise<Appointment[]> {
  const rows = await appointmentsQuery(db).where('a.user_id', '=', userId).execute();
  return rows.map(toAppointment);
}

/** The appointments of the doctor profile the user owns; none when they have no profile. */
export async function appointmentsOfDoctorUser(db: Reader, userId: string): Promise<Appointment[]> {
  const rows = await appointmentsQuery(db).where('d.user_id', '=', userId).execute();
  return rows.map(toAppointment);
}

export async function allAppointments(db: Reader): Promise<Appointment[]> {
  const rows = await appointmentsQuery(db).execute();
  return rows.map(toAppointment);
}

/** The bare facts the lifecycle needs, row-locked for the rest of the transaction. */
export async function lockAppointment(db: Reader, id: string) {
  const row = await db
    .selectFrom('appointments')
    .select(['id', 'user_id', 'doctor_id', 'status'])
    .select(ymd('date').as('date'))
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row && { ...row, date: row.date ?? '' };
}
