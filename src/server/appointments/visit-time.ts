import { clinicInstant } from '../../shared/clinicTime';

/** The dates that place a visit on the calendar, as the database keeps them ('YYYY-MM-DD'). */
export interface VisitDates {
  status: string;
  date: string;
  time: string;
  schedule_date: string | null;
  follow_up_date: string | null;
}

/**
 * The clinic date of the visit a person expects: a follow-up's follow-up date, else the schedule
 * date once approved, else the requested date. The time is always the booked one.
 */
export function visitDateOf(a: VisitDates): string {
  if (a.status === 'follow-up' && a.follow_up_date) return a.follow_up_date;
  return a.schedule_date ?? a.date;
}

/** The instant of the visit on the clinic's clock. */
export const visitInstantOf = (a: VisitDates, timeZone: string): Date =>
  clinicInstant(visitDateOf(a), a.time, timeZone);

const HOUR_MS = 3_600_000;

/** Whether `now` is inside the last `hours` before the visit (or past it). */
export const withinHoursOf = (visit: Date, hours: number, now: Date = new Date()): boolean =>
  now.getTime() > visit.getTime() - hours * HOUR_MS;
