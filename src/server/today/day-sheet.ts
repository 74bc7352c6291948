import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Paged } from '../lists/paging';
import { queueLabel, type DaySheetQuery } from '../../shared/schemas/clinicDay';
import type { DaySheetRow } from '../../shared/answers/clinicDay';
import type { VisitState } from '../../shared/vocabulary';
import { phoneSearchDigits } from '../phones/phone-numbers';

interface SheetRow {
  id: string;
  doctor_id: string;
  doctor_user_id: string;
  first_name: string;
  last_name: string;
  time: string;
  status: string;
  user_id: string;
  patient_name: string;
  patient_phone: string;
  state: VisitState;
  queue_number: number | null;
  queue_prefix: string | null;
  arrived_at: Date | null;
  called_at: Date | null;
  priority_at: Date | null;
  confirmed_at: Date | null;
  arrive_from: string | null;
  arrive_by: string | null;
  checked_in_by: 'desk' | 'phone' | null;
}

/** The visits of one date, whatever became of them, as ids: bounded by that day's bookings. */
function dueIds(date: string, doctorId: string | undefined) {
  const ofDoctor = (column: string) => (doctorId ? sql`AND ${sql.ref(column)} = ${doctorId}::uuid` : sql``);
  return sql`
    SELECT id FROM appointments
      WHERE status = 'approved' AND schedule_date = ${date}::date ${ofDoctor('doctor_id')}
    UNION
    SELECT id FROM appointments
      WHERE status = 'follow-up' AND follow_up_date = ${date}::date ${ofDoctor('doctor_id')}
    UNION
    SELECT appointment_id FROM clinic_visits
      WHERE clinic_date = ${date}::date ${ofDoctor('doctor_id')}`;
}

/**
 * The day sheet: a date's due visits with where each stands, in time order and then
 * arrival order. A visit is due when approved with that schedule date or in follow-up with that
 * follow-up date; once it has a clinic_visits row for the date it stays on that date's sheet
 * (seen, no-show) even after its status moves on. A search matches any part of the patient's
 * name or of their phone's digits.
 */
export async function daySheet(
  db: Kysely<Database>,
  query: DaySheetQuery & { date: string },
  country: string,
): Promise<Paged<DaySheetRow>> {
  const { date, doctorId, search, state, page, pageSize } = query;
  // '0803 123' finds '+2348031234567' as the desk's patient search does
  const digitForms =
    search && search.replace(/\D/g, '').length >= 3 ? phoneSearchDigits(search, country) : [];
  const byPhone = digitForms.map((digits) => sql`u.phone_digits LIKE ${`%${digits}%`}`);
  const filters = [
    state ? sql`coalesce(v.state, 'expected') = ${state}` : null,
    search ? sql`(${sql.join([sql`u.name ILIKE ${`%${search}%`}`, ...byPhone], sql` OR `)})` : null,
  ].filter((f) => f !== null);
  const where = filters.length ? sql`WHERE ${sql.join(filters, sql` AND `)}` : sql``;
  // the count needs no doctor; the page joins it for the names
  const source = (withDoctor: boolean) => sql`
    FROM (${dueIds(date, doctorId)}) AS due
    JOIN appointments AS a ON a.id = due.id
    JOIN users AS u ON u.id = a.user_id
    ${withDoctor ? sql`JOIN doctors AS d ON d.id = a.doctor_id` : sql``}
    LEFT JOIN clinic_visits AS v ON v.appointment_id = a.id AND v.clinic_date = ${date}::date
    ${withDoctor ? sql`LEFT JOIN clinic_queue_prefixes AS qp ON qp.doctor_id = v.doctor_id AND qp.clinic_date = v.clinic_date` : sql``}
    ${where}`;
  const [rows, counted] = await Promise.all([
    sql<SheetRow>`
      SELECT a.id, a.doctor_id, d.user_id AS doctor_user_id, d.first_name, d.last_name, a.time, a.status,
        a.user_id, u.name AS patient_name, u.phone AS patient_phone,
        coalesce(v.state, 'expected') AS state, v.queue_number, qp.prefix AS queue_prefix, v.arrived_at, v.called_at, v.priority_at,
        a.confirmed_at, a.arrive_from, a.arrive_by,
        CASE WHEN v.arrived_at IS NOT NULL THEN coalesce(v.checked_in_by, 'desk') END AS checked_in_by
      ${source(true)}
      ORDER BY a.time, v.arrived_at NULLS LAST, a.id
      LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(db),
    sql<{ total: string }>`SELECT count(*) AS total ${source(false)}`.execute(db),
  ]);
  return {
    data: rows.rows.map(toSheetRow),
    total: Number(counted.rows[0]?.total ?? 0),
    totalCapped: false,
    page,
    pageSize,
  };
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toSheetRow(r: SheetRow): DaySheetRow {
  return {
    _id: r.id,
    doctorId: r.doctor_id,
    doctorUserId: r.doctor_user_id,
    doctorName: `${r.first_name} ${r.last_name}`,
    time: r.time,
    status: r.status,
    visitState: r.state,
    queueNumber: queueLabel(r.queue_number, r.queue_prefix),
    priority: r.priority_at !== null,
    arrivedAt: iso(r.arrived_at),
    calledAt: iso(r.called_at),
    patientId: r.user_id,
    patientName: r.patient_name,
    patientPhone: r.patient_phone,
    confirmedAt: iso(r.confirmed_at),
    arriveFrom: r.arrive_from,
    arriveBy: r.arrive_by,
    checkedInBy: r.checked_in_by,
  };
}
