import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ClosedClinicDay } from '../../shared/schemas/capacity';
import { listQuerySchema, type ListQuery } from '../../shared/schemas/listQuery';
import { column, pageOf, type Paged, type SortKey } from '../lists/paging';

type Reader = Kysely<Database>;

const SORT_KEYS = {
  createdAt: [column('c.created_at')],
  date: [column('c.date')],
} satisfies Record<string, SortKey[]>;
type ClosingSort = keyof typeof SORT_KEYS;

/** closed-clinic-days: newest closing first; by doctor and by date range. */
export const closingsQuery = listQuerySchema<ClosingSort, never>({
  sorts: ['createdAt', 'date'],
  filters: ['doctorId', 'from', 'to'],
});

/** One page of closings; a doctor (ownDoctorUserId) sees only their own. */
export function closedClinicDays(
  db: Reader,
  query: ListQuery<ClosingSort, never>,
  ownDoctorUserId?: string,
): Promise<Paged<ClosedClinicDay>> {
  let from = db
    .selectFrom('closed_clinic_days as c')
    .innerJoin('doctors as d', 'd.id', 'c.doctor_id')
    .leftJoin('doctor_leave as l', 'l.id', 'c.leave_id')
    .leftJoin('doctors as s', 's.id', 'l.substitute_doctor_id');
  if (ownDoctorUserId) from = from.where('d.user_id', '=', ownDoctorUserId);
  if (query.doctorId) from = from.where('c.doctor_id', '=', query.doctorId);
  if (query.from) from = from.where('c.date', '>=', query.from);
  if (query.to) from = from.where('c.date', '<=', query.to);
  return pageOf(
    db,
    {
      rows: from
        .select([
          'c.id',
          'c.doctor_id',
          'c.reason',
          'c.closed_by_name',
          'c.created_at',
          'd.first_name',
          'd.last_name',
          'c.leave_id',
          's.first_name as sub_first_name',
          's.last_name as sub_last_name',
        ])
        .select(sql<string>`to_char(c.date, 'YYYY-MM-DD')`.as('date'))
        // the visits of this date its leave moved to the substitute (the leave's offers, by index)
        .select((eb) =>
          eb
            .selectFrom('leave_offers as o')
            .whereRef('o.leave_id', '=', 'c.leave_id')
            .whereRef('o.visit_date', '=', 'c.date')
            .where('o.accepted_at', 'is not', null)
            .select(eb.fn.countAll<string>().as('n'))
            .as('moved'),
        ),
      count: from,
      keys: SORT_KEYS[query.sort ?? 'createdAt'],
      tieBreak: column('c.id'),
    },
    query,
    (r) => ({
      _id: r.id,
      doctorId: r.doctor_id,
      doctorName: `${r.first_name} ${r.last_name}`,
      date: r.date,
      reason: r.reason,
      closedByName: r.closed_by_name,
      createdAt: r.created_at.toISOString(),
      leave: r.leave_id
        ? {
            substituteName: r.sub_first_name ? `${r.sub_first_name} ${r.sub_last_name}` : null,
            moved: Number(r.moved ?? 0),
          }
        : null,
    }),
  );
}

/** A doctor's closed dates bookings could reach (today to the booking window's end): pickers grey them out. */
export async function upcomingClosedDates(db: Reader, doctorId: string, today: string, lastDay: string) {
  return db
    .selectFrom('closed_clinic_days')
    .select(['reason', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date')])
    .where('doctor_id', '=', doctorId)
    .where('date', '>=', today)
    .where('date', '<=', lastDay)
    .orderBy('date')
    .execute();
}
