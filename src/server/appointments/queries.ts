import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { Appointment } from '../../shared/schemas/appointments';
import { paymentOf, paymentSummary } from './payment-summary';

type Reader = Kysely<Database>;
const ymd = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/**
 * Whose appointments: everyone's, one account's (its own and its dependants'), or those of
 * the doctor profile a user owns.
 */
export type Owner = { all: true } | { patientId: string } | { doctorUserId: string };

/**
 * The appointments of `owner` as `a`. With `readFirst`, one owner's rows are read first (a
 * materialized CTE), then filtered and sorted: for a sort on the patient's name, left free, the
 * planner walked every patient in name order through an index to find one doctor's few hundred
 * appointments (2 s at a million). Otherwise the owner is one more condition, and a doctor's
 * newest-first page reads ten entries of (doctor_id, created_at, id), not the doctor's every
 * appointment (90 ms for a doctor with 50,000).
 */
export function appointmentsOf(db: Reader, owner: Owner, readFirst = false) {
  return db
    .with(
      (cte) => (readFirst && !('all' in owner) ? cte('a').materialized() : cte('a').notMaterialized()),
      (qc) => {
        const rows = qc.selectFrom('appointments').selectAll();
        // an account's own visits and its dependants': the ids first, then the index
        if ('patientId' in owner) {
          const id = owner.patientId;
          return rows.where(
            sql<boolean>`user_id = ANY(ARRAY(SELECT id FROM users WHERE id = ${id} OR holder_id = ${id}))`,
          );
        }
        if ('doctorUserId' in owner) {
          const profile = qc.selectFrom('doctors').select('id').where('user_id', '=', owner.doctorUserId);
          return rows.where('doctor_id', '=', profile);
        }
        return rows;
      },
    )
    .selectFrom('a');
}

export type AppointmentsFrom = ReturnType<typeof appointmentsOf>;

/**
 * The appointments `where` keeps (a condition on the columns of `appointments`), read first as `a`
 * (a materialized CTE): for a few rows found through their own index (one doctor's, a few patients'
 * or a few ids' within a date range), then filtered and sorted without walking a sort's index.
 */
export function appointmentsWhere(db: Reader, where: RawBuilder<boolean>): AppointmentsFrom {
  return db
    .with(
      (cte) => cte('a').materialized(),
      (qc) => qc.selectFrom('appointments').selectAll().where(where),
    )
    .selectFrom('a');
}

/** The appointments `from` keeps, joined with their patient and doctor; dates read as 'YYYY-MM-DD'. */
export function withAppointmentColumns(from: AppointmentsFrom) {
  return (
    from
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
      // a join on the unique appointment_id, not EXISTS: with a page's LIMIT the planner then looks up
      // ten reviews by index instead of hashing the whole table
      .leftJoin('reviews as rv', 'rv.appointment_id', 'a.id')
      .leftJoin('users as bb', 'bb.id', 'a.booked_by')
      .leftJoin('series as sr', 'sr.id', 'a.series_id')
      .leftJoinLateral(paymentSummary, (join) => join.onTrue())
      .select([
        'a.series_id',
        'a.series_index',
        'sr.size as series_size',
        'a.booked_by',
        'bb.name as booked_by_name',
        'a.id',
        'a.status',
        'a.time',
        'a.comment',
        'a.approved_by_name',
        'a.approved_at',
        'a.cancel_reason',
        'a.confirmed_at',
        'a.arrive_from',
        'a.arrive_by',
        'a.rebook_after',
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
        'pay.paid_kobo',
        'pay.pay_state',
      ])
      .select([
        sql<boolean>`${sql.ref('rv.id')} IS NOT NULL`.as('reviewed'),
        ymd('a.date').as('date'),
        ymd('a.schedule_date').as('schedule_date'),
        ymd('a.follow_up_date').as('follow_up_date'),
      ])
  );
}

export type AppointmentJoinRow = Awaited<
  ReturnType<ReturnType<typeof withAppointmentColumns>['executeTakeFirstOrThrow']>
>;

/** The window told, for a visit still due on its date; a visit that moved on keeps no window to show. */
const arrivalWindowOf = (row: { status: string; arrive_from: string | null; arrive_by: string | null }) =>
  row.status === 'approved' || row.status === 'follow-up'
    ? { arriveFrom: row.arrive_from, arriveBy: row.arrive_by }
    : { arriveFrom: null, arriveBy: null };

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
    cancelReason: row.cancel_reason,
    confirmedAt: row.confirmed_at ? row.confirmed_at.toISOString() : null,
    ...arrivalWindowOf(row),
    rebookable: row.status === 'cancelled' && row.rebook_after !== null,
    createdAt: row.created_at.toISOString(),
    seriesId: row.series_id,
    seriesIndex: row.series_index,
    seriesSize: row.series_size,
    reviewed: Boolean(row.reviewed),
    userInfo: { _id: row.user_id, name: row.user_name },
    ...(row.booked_by && row.booked_by !== row.user_id
      ? { bookedBy: { _id: row.booked_by, name: row.booked_by_name ?? '' } }
      : {}),
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
    payment: paymentOf(row),
  };
}

/** One appointment as every list shows it; undefined when there is none. */
export async function readAppointment(db: Reader, id: string): Promise<Appointment | undefined> {
  const row = await withAppointmentColumns(appointmentsOf(db, { all: true }))
    .where('a.id', '=', id)
    .executeTakeFirst();
  return row && toAppointment(row);
}

/** The facts the lifecycle needs (status, dates, time), row-locked for the rest of the transaction. */
export async function lockAppointment(db: Reader, id: string) {
  const row = await db
    .selectFrom('appointments')
    .select(['id', 'user_id', 'doctor_id', 'status', 'time', 'calendar_sequence'])
    .select([
      // the account that manages the patient's visits: its holder, or the patient
      sql<string>`(SELECT coalesce(holder_id, id) FROM users WHERE users.id = appointments.user_id)`.as(
        'account_id',
      ),
      ymd('date').as('date'),
      ymd('schedule_date').as('schedule_date'),
      ymd('follow_up_date').as('follow_up_date'),
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row && { ...row, date: row.date ?? '' };
}
