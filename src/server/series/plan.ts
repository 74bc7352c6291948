import type { Db } from '../db/connect';
import type { DoctorRow, UserRow } from '../db/schema';
import { addDays, matchesAnyClinicDay } from '../../shared/clinicDays';
import { BOOKING_WINDOW_DAYS } from '../../shared/schemas/appointments';
import { courseDates, type OccurrenceRefusal, type PlanSeriesInput } from '../../shared/schemas/series';
import { HttpError, notFound } from '../plugins/errors';
import { findDoctor, DOCTOR_TEXT } from '../doctors';
import { checkBooking, type BookingRequest, APPOINTMENT_TEXT as T } from '../appointments';
import type { Text } from '../i18n';

/** How far either side of a refused date the nearest day that can take it is looked for. */
const ALTERNATIVE_REACH_DAYS = 28;

/** The single-visit refusals that belong to one date; any other (the doctor, the hour) refuses the course. */
const REFUSAL_BY_MESSAGE: Record<string, OccurrenceRefusal> = {
  [T.outsideWindow.id]: 'outsideWindow',
  [T.notClinicDay.id]: 'notClinicDay',
  [T.notClinicDayNext.id]: 'notClinicDay',
  [T.closedDay.id]: 'closed',
  [T.noSlotsLeft.id]: 'full',
  [T.alreadyBooked.id]: 'duplicate',
};

/** The refusal of one date a single-visit check threw; undefined for any other failure. */
export function refusalOf(error: unknown): OccurrenceRefusal | undefined {
  if (!(error instanceof HttpError) || typeof error.text === 'string') return undefined;
  return error.text.id ? REFUSAL_BY_MESSAGE[error.text.id] : undefined;
}

/** One planned date: ok, or refused with the single-visit rule's words (a Text, said by the route). */
export type PlannedOccurrence =
  | { date: string; ok: true }
  | { date: string; ok: false; code: OccurrenceRefusal; reason: Text | string; alternative: string | null };

/** The course's request without its date: the doctor, the patient, the hour, the clinic's today. */
export type CourseRequest = Omit<BookingRequest, 'date'>;

/**
 * The nearest clinic day to `date` that a single visit could be booked on now (every booking check),
 * the later one on a tie, leaving out the course's other dates; null within the reach there is none.
 */
export async function nearestBookableDay(
  db: Db,
  req: CourseRequest,
  date: string,
  courseDates: readonly string[],
): Promise<string | null> {
  const last = addDays(req.today, BOOKING_WINDOW_DAYS);
  for (let offset = 1; offset <= ALTERNATIVE_REACH_DAYS; offset += 1) {
    for (const candidate of [addDays(date, offset), addDays(date, -offset)]) {
      if (candidate < req.today || candidate > last || courseDates.includes(candidate)) continue;
      if (!matchesAnyClinicDay(req.doctor.clinic_days, candidate)) continue;
      try {
        await checkBooking(db, { ...req, date: candidate });
        return candidate;
      } catch (error) {
        if (refusalOf(error) === undefined) throw error;
      }
    }
  }
  return null;
}

/** One date checked as a single booking; a refusal names its nearest alternative. */
async function occurrenceOn(
  db: Db,
  req: CourseRequest,
  date: string,
  dates: readonly string[],
): Promise<PlannedOccurrence> {
  try {
    await checkBooking(db, { ...req, date });
    return { date, ok: true };
  } catch (error) {
    const code = refusalOf(error);
    if (code === undefined) throw error;
    const alternative = code === 'outsideWindow' ? null : await nearestBookableDay(db, req, date, dates);
    return { date, ok: false, code, reason: (error as HttpError).text, alternative };
  }
}

export async function courseDoctor(db: Db, doctorId: string): Promise<DoctorRow> {
  const doctor = await findDoctor(db, doctorId);
  if (!doctor) throw notFound(DOCTOR_TEXT.notFound);
  return doctor;
}

/** plan-series: every date of the course checked as a single visit would be; books nothing. */
export async function planSeries(db: Db, patient: UserRow, input: PlanSeriesInput, today: string) {
  const doctor = await courseDoctor(db, input.doctorId);
  const time = input.time ?? doctor.appointment_start;
  const req: CourseRequest = { doctor, patientId: patient.id, time, today };
  const dates = courseDates(input.firstDate, input.every, input.count);
  const occurrences: PlannedOccurrence[] = [];
  for (const date of dates) occurrences.push(await occurrenceOn(db, req, date, dates));
  return { doctorId: doctor.id, patientId: patient.id, time, occurrences };
}
