import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addDays, matchesAnyClinicDay } from '../../shared/clinicDays';
import { clinicInstant } from '../../shared/clinicTime';
import { SLOT_STATUSES } from '../../shared/vocabulary';
import { approvedDoctors, type DirectoryDoctor } from './directory';
import { isUuid, slotIdOf } from './appointment-resource';

type Reader = Kysely<Database>;
export type SlotStatus = 'free' | 'busy' | 'busy-unavailable';
export const SLOT_STATUS_CODES: readonly SlotStatus[] = ['free', 'busy', 'busy-unavailable'];

const EXT = 'http://fhir-registry.smarthealthit.org/StructureDefinition';

/** One clinic day of one doctor: the Slot of a FHIR booking. */
export interface ClinicDaySlot {
  doctor: DirectoryDoctor;
  date: string;
  status: SlotStatus;
  /** places left */
  free: number;
}

/** `<doctorId>.<YYYY-MM-DD>`, read back; undefined when it is not one. */
export function parseSlotId(id: string): { doctorId: string; date: string } | undefined {
  const match = /^([0-9a-f-]{36})\.(\d{4}-\d{2}-\d{2})$/i.exec(id);
  if (!match || !isUuid(match[1]) || Number.isNaN(Date.parse(match[2]))) return undefined;
  return { doctorId: match[1].toLowerCase(), date: match[2] };
}

/**
 * The doctors' clinic days from `from` to `to` and how each stands: closed (busy-unavailable),
 * full (busy) or with places (free), counted as a booking counts them (SLOT_STATUSES). Two
 * queries whatever the range: the taken places per doctor and date through the clinic-date index,
 * and the closed dates.
 */
export async function clinicDaySlots(
  db: Reader,
  doctors: DirectoryDoctor[],
  from: string,
  to: string,
): Promise<ClinicDaySlot[]> {
  if (doctors.length === 0 || to < from) return [];
  const ids = doctors.map((d) => d.id);
  const [taken, closed] = await Promise.all([
    takenPlaces(ids, from, to).execute(db),
    db
      .selectFrom('closed_clinic_days')
      .select(['doctor_id', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('day')])
      .where('doctor_id', 'in', ids)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .execute(),
  ]);
  const takenOn = new Map(taken.rows.map((r) => [`${r.doctor_id}.${r.day}`, r.n]));
  const closedOn = new Set(closed.map((c) => `${c.doctor_id}.${c.day}`));
  const slots: ClinicDaySlot[] = [];
  for (const doctor of doctors) {
    for (let date = from; date <= to; date = addDays(date, 1)) {
      if (!matchesAnyClinicDay(doctor.clinic_days, date)) continue;
      const key = slotIdOf(doctor.id, date);
      const free = Math.max(doctor.total_slots - (takenOn.get(key) ?? 0), 0);
      const status = closedOn.has(key) ? 'busy-unavailable' : free > 0 ? 'free' : 'busy';
      slots.push({ doctor, date, status, free: status === 'busy-unavailable' ? 0 : free });
    }
  }
  return slots;
}

/** The places taken per doctor and clinic date (appointments_doctor_clinic_date); the bench EXPLAINs it. */
export const takenPlaces = (ids: string[], from: string, to: string) =>
  sql<{ doctor_id: string; day: string; n: number }>`
    SELECT doctor_id, to_char(coalesce(schedule_date, date), 'YYYY-MM-DD') AS day, count(*)::int AS n
    FROM appointments
    WHERE doctor_id = ANY(${ids}::uuid[])
      AND coalesce(schedule_date, date) BETWEEN ${from}::date AND ${to}::date
      AND status IN (${sql.join([...SLOT_STATUSES])})
    GROUP BY 1, 2`;

/** What a published free slot carries (SMART Scheduling Links): where and how to book it. */
export interface BookingLinks {
  appUrl: string;
}

export function toSlot(slot: ClinicDaySlot, timeZone: string, links?: BookingLinks): fhir4.Slot {
  const { doctor, date } = slot;
  const extension: fhir4.Extension[] =
    links && slot.status === 'free'
      ? [
          {
            url: `${EXT}/booking-deep-link`,
            valueUrl: `${links.appUrl}/book-appointment/${doctor.id}?date=${date}`,
          },
          ...(doctor.phone_number ? [{ url: `${EXT}/booking-phone`, valueString: doctor.phone_number }] : []),
          { url: `${EXT}/slot-capacity`, valueInteger: slot.free },
        ]
      : [];
  return {
    resourceType: 'Slot',
    id: slotIdOf(doctor.id, date),
    ...(extension.length ? { extension } : {}),
    serviceType: [{ text: doctor.service }],
    specialty: [{ text: doctor.specialization }],
    schedule: { reference: `Schedule/${doctor.id}` },
    status: slot.status,
    start: clinicInstant(date, doctor.appointment_start, timeZone).toISOString(),
    end: clinicInstant(date, doctor.appointment_end, timeZone).toISOString(),
    comment: `${slot.free} of ${doctor.total_slots} places free`,
  };
}

export interface SlotSearch {
  doctorId?: string;
  from: string;
  to: string;
  statuses?: SlotStatus[];
  cursor?: string;
  count: number;
}

const DOCTOR_BATCH = 25;
const MAX_DOCTOR_BATCH = 200;

/**
 * Doctors read per batch: enough that a page fills in a batch or two even when each doctor holds
 * clinic on a few of the range's days (a single day's page wants a few hundred doctors), and no
 * more than that for a long range, where a few doctors fill it.
 */
function doctorBatch(q: Pick<SlotSearch, 'from' | 'to' | 'count'>): number {
  const days = Math.round((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000) + 1;
  return Math.min(MAX_DOCTOR_BATCH, Math.max(DOCTOR_BATCH, Math.ceil((q.count + 1) / days) * 3));
}

/**
 * One page of slots in id order (doctor, then date), `count + 1` at most: doctors are read in
 * batches from the cursor's doctor on, until the page is full.
 */
export async function searchSlots(db: Reader, q: SlotSearch): Promise<ClinicDaySlot[]> {
  const after = q.cursor ? parseSlotId(q.cursor) : undefined;
  const out: ClinicDaySlot[] = [];
  let from = after?.doctorId;
  let inclusive = true;
  const batch = doctorBatch(q);
  for (;;) {
    let query = approvedDoctors(db).limit(q.doctorId ? 1 : batch);
    if (q.doctorId) query = query.where('d.id', '=', q.doctorId);
    if (from) query = query.where('d.id', inclusive ? '>=' : '>', from);
    const doctors = await query.execute();
    const slots = await clinicDaySlots(db, doctors, q.from, q.to);
    for (const slot of slots) {
      if (q.cursor && slotIdOf(slot.doctor.id, slot.date) <= q.cursor) continue;
      if (q.statuses && !q.statuses.includes(slot.status)) continue;
      out.push(slot);
      if (out.length > q.count) return out;
    }
    if (q.doctorId || doctors.length < batch) return out;
    from = doctors[doctors.length - 1].id;
    inclusive = false;
  }
}
