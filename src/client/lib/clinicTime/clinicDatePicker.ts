import type { Dayjs } from 'dayjs';
import { addDays, matchesAnyClinicDay } from '../../../shared/clinicDays';
import { clinicToday } from '../../../shared/clinicTime';
import { clinicTimezone } from './clinicTimezone';

/** The display and input format of every date picker. */
export const DATE_FORMAT = 'DD-MM-YYYY';
/** The format dates travel in between browser and server. */
export const ISO_DATE = 'YYYY-MM-DD';

/** Today's date at the clinic, 'YYYY-MM-DD'. */
export const todayAtClinic = (): string => clinicToday(clinicTimezone());

interface ClinicDateWindow {
  /** The doctor's clinic-day rules; omit to allow every day. */
  rules?: readonly string[];
  /** First allowed date, 'YYYY-MM-DD' (default: today at the clinic). */
  from?: string;
  /** Allowed days after `from` (e.g. BOOKING_WINDOW_DAYS); omit for no end. */
  withinDays?: number;
  /** Dates the doctor has closed ('YYYY-MM-DD'). */
  closed?: readonly string[];
}

/**
 * antd DatePicker `disabledDate` for clinic dates: past days, days beyond the window,
 * days matching none of the doctor's clinic-day rules and the days the doctor closed are disabled.
 */
export function clinicDateDisabler({ rules, from, withinDays, closed = [] }: ClinicDateWindow = {}) {
  const first = from ?? todayAtClinic();
  const last = withinDays === undefined ? undefined : addDays(first, withinDays);
  const closedDays = new Set(closed);
  return (day: Dayjs): boolean => {
    const date = day.format(ISO_DATE);
    if (date < first || (last !== undefined && date > last) || closedDays.has(date)) return true;
    return rules !== undefined && !matchesAnyClinicDay(rules, date);
  };
}
