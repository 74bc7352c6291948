import type { TimePickerProps } from 'antd';

type DisabledTime = NonNullable<TimePickerProps['disabledTime']>;

/** The booking time format (spec 5 "Booking"). */
export const TIME_FORMAT = 'HH:mm';

const HOURS = Array.from({ length: 24 }, (_, i) => i);
const MINUTES = Array.from({ length: 60 }, (_, i) => i);

const minutesOf = (hhmm: string): number | null => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/**
 * TimePicker `disabledTime` for a doctor's hours: only times in [start, end) are offered, as the
 * server accepts (server.md 7), and never 00:00 (spec 9). Unreadable hours restrict nothing.
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
