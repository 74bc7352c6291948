import { useMemo } from 'react';
import type { TimePickerProps } from 'antd';
import { nextOpenDate } from '../../../shared/clinicDays';
import type { Doctor } from '../../../shared/types';
import { BOOKING_WINDOW_DAYS } from '../../../shared/vocabulary';
import { clinicDateDisabler, todayAtClinic } from './clinicDatePicker';

type DisabledTime = NonNullable<TimePickerProps['disabledTime']>;

/** The booking time format: hours and minutes on the 24-hour clock. */
export const TIME_FORMAT = 'HH:mm';
/** The booking time picker offers quarter hours. */
export const MINUTE_STEP = 15;

const NONE: readonly string[] = [];
const HOURS = Array.from({ length: 24 }, (_, i) => i);
const MINUTES = Array.from({ length: 60 }, (_, i) => i);

const minutesOf = (hhmm: string): number | null => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/**
 * TimePicker `disabledTime` for a doctor's hours: only times in [start, end) are offered, as the
 * server accepts, and never 00:00, which is no valid appointment time. Unreadable hours restrict nothing.
 */
export function outsideDoctorHours([start, end]: readonly [string, string]): DisabledTime {
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (from === null || to === null) return () => ({});
  const open = (hour: number, minute: number) => {
    const at = hour * 60 + minute;
    return at !== 0 && at >= from && at < to;
  };
  return () => ({
    disabledHours: () => HOURS.filter((hour) => !MINUTES.some((minute) => open(hour, minute))),
    disabledMinutes: (hour: number) => MINUTES.filter((minute) => !open(hour, minute)),
  });
}

/** What keeps dates from a booking besides the clinic-day rules ('YYYY-MM-DD' each). */
interface Blocks {
  closed?: readonly string[];
  full?: readonly string[];
}

/**
 * What the booking pickers may offer for a doctor, by the rules the server books by: their clinic days
 * from today within the booking window, less the days they closed, their hours, and as a hint the next
 * date a booking would be taken (the shared rule the doctor card's next available date comes from:
 * not closed, not full). A full date stays pickable, for its waitlist. Booking a visit and moving one
 * use the same rules.
 */
export function useBookingPickers(
  { clinicDay, appointmentTime }: Pick<Doctor, 'clinicDay' | 'appointmentTime'>,
  { closed = NONE, full = NONE }: Blocks = {},
) {
  const disabledDate = useMemo(
    () => clinicDateDisabler({ rules: clinicDay, withinDays: BOOKING_WINDOW_DAYS, closed }),
    [clinicDay, closed],
  );
  const disabledTime = useMemo(() => outsideDoctorHours(appointmentTime), [appointmentTime]);
  const nextDay = useMemo(
    () => nextOpenDate(clinicDay, todayAtClinic(), { closed, full }),
    [clinicDay, closed, full],
  );
  return { disabledDate, disabledTime, nextDay };
}
