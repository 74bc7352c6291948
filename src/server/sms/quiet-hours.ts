import { addDays } from '../../shared/clinicDays';
import { clinicInstant, clinicToday } from '../../shared/clinicTime';

/** When reminders are not texted, on the clinic's clock ('HH:mm'); it may span midnight. */
export interface QuietHours {
  from: string;
  until: string;
}

/** SMS_QUIET_HOURS' default: no reminder between 21:00 and 07:00. */
const DEFAULT_QUIET_HOURS: QuietHours = { from: '21:00', until: '07:00' };

/** Reads '21:00-07:00', or 'off' for none. */
export function readQuietHours(value: string | undefined): QuietHours | null {
  if (value === undefined || value === '') return DEFAULT_QUIET_HOURS;
  if (value === 'off') return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match || value.slice(0, 5) === value.slice(6)) {
    throw new Error(`SMS_QUIET_HOURS must look like 21:00-07:00, or be off, not "${value}"`);
  }
  return { from: value.slice(0, 5), until: value.slice(6) };
}

/**
 * When a text queued at `now` may go: `now`, or the end of the quiet hours when `now` falls in them.
 */
export function afterQuietHours(now: Date, timeZone: string, quiet: QuietHours | null): Date {
  if (!quiet) return now;
  const today = clinicToday(timeZone, now);
  const at = (date: string, time: string) => clinicInstant(date, time, timeZone);
  if (quiet.from < quiet.until) {
    // within one day, e.g. 13:00-14:00
    return now >= at(today, quiet.from) && now < at(today, quiet.until) ? at(today, quiet.until) : now;
  }
  // across midnight, e.g. 21:00-07:00: the early hours end this morning, the late ones tomorrow
  if (now < at(today, quiet.until)) return at(today, quiet.until);
  if (now >= at(today, quiet.from)) return at(addDays(today, 1), quiet.until);
  return now;
}
