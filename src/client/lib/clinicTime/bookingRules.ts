import { useMemo } from 'react';
import type { TimePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { nextOpenDate } from '../../../shared/clinicDays';
import type { Doctor } from '../../../shared/types';
import { BOOKING_WINDOW_DAYS } from '../../../shared/vocabulary';
import { clinicWallClock } from '../../../shared/clinicTime';
import { ISO_DATE, clinicDateDisabler, todayAtClinic } from './clinicDatePicker';
import { clinicTimezone } from './clinicTimezone';

type DisabledTime = NonNullable<TimePickerProps['disabledTime']>;

/** The booking time format: hours and minutes on the 24-hour clock. */
export const TIME_FORMAT = 'HH:mm';
/** The booking time picker offers quarter hours. */
export const MINUTE_STEP = 15;

const NONE: readonly string[] = [];
const HOURS = Array.from({ length: 24 }, (_, i) => i);
const MINUTES = Array.from({ length: 60 }, (_, i) => i);
const STEPS = MINUTES.filter((minute) => minute % MINUTE_STEP === 0);

const minutesOf = (hhmm: string): number | null => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/**
 * Whether a time of day ('HH:mm' as minutes) may be booked: in the doctor's [start, end), as the
 * server accepts, never 00:00 (no valid appointment time), and not before `notBefore` (today: the
 * clinic's time now). Null when the hours are unreadable, which restricts nothing.
 */
function openTimes(hours: readonly [string, string], notBefore?: string) {
  const from = minutesOf(hours[0]);
  const to = minutesOf(hours[1]);
  if (from === null || to === null) return null;
  const earliest = Math.max(from, (notBefore && minutesOf(notBefore)) || 0);
  return (hour: number, minute: number) => {
    const at = hour * 60 + minute;
    return at !== 0 && at >= earliest && at < to;
  };
}

/**
 * TimePicker `disabledTime` for a doctor's hours: only times in [start, end) are offered, as the
 * server accepts, and never 00:00, which is no valid appointment time; with `notBefore` (a booking
 * for today) no time already past on the clinic's clock. Unreadable hours restrict nothing.
 */
export function outsideDoctorHours(hours: readonly [string, string], notBefore?: string): DisabledTime {
  const open = openTimes(hours, notBefore);
  if (!open) return () => ({});
  return () => ({
    // an hour is offered when one of the picker's quarter-hour steps in it is
    disabledHours: () => HOURS.filter((hour) => !STEPS.some((minute) => open(hour, minute))),
    disabledMinutes: (hour: number) => MINUTES.filter((minute) => !open(hour, minute)),
  });
}

/** What keeps dates from a booking besides the clinic-day rules ('YYYY-MM-DD' each). */
interface Blocks {
  closed?: readonly string[];
  full?: readonly string[];
  /** false while the dates are still on their way: the hint waits rather than name a blocked day */
  known?: boolean;
}

/** Whether any time on the doctor's hours is still to come after `notBefore` ('HH:mm'). */
export function timeLeftAfter(hours: readonly [string, string], notBefore: string): boolean {
  const open = openTimes(hours, notBefore);
  return (
    !open || HOURS.some((hour) => MINUTES.some((minute) => minute % MINUTE_STEP === 0 && open(hour, minute)))
  );
}

/**
 * What the booking pickers may offer for a doctor, by the rules the server books by: their clinic days
 * from today within the booking window, less the days they closed, their hours, and as a hint the next
 * date a booking would be taken (the shared rule the doctor card's next available date comes from:
 * not closed, not full). A full date stays pickable, for its waitlist. Booking a visit and moving one
 * use the same rules. Given the `day` being booked, today's times already past on the clinic's clock
 * are not offered either (the server refuses a booking for them).
 */
export function useBookingPickers(
  { clinicDay, appointmentTime }: Pick<Doctor, 'clinicDay' | 'appointmentTime'>,
  { closed = NONE, full = NONE, known = true }: Blocks = {},
  day?: Dayjs | null,
) {
  const disabledDate = useMemo(
    () => clinicDateDisabler({ rules: clinicDay, withinDays: BOOKING_WINDOW_DAYS, closed }),
    [clinicDay, closed],
  );
  const now = clinicWallClock(clinicTimezone());
  const notBefore = day?.format(ISO_DATE) === now.date ? now.time : undefined;
  // the clinic's clock moves on: worked out at every render rather than kept
  const disabledTime = outsideDoctorHours(appointmentTime, notBefore);
  const nextDay = useMemo(
    () => (known ? nextOpenDate(clinicDay, todayAtClinic(), { closed, full }) : null),
    [clinicDay, closed, full, known],
  );
  return { disabledDate, disabledTime, nextDay, timeLeftToday: timeLeftAfter(appointmentTime, now.time) };
}
