import type { Dayjs } from 'dayjs';
import { MAX_CLOSING_DAYS } from '../../../../shared/schemas/capacity';
import { clinicDateDisabler, DATE_FORMAT } from '../../../lib/clinicTime/clinicDatePicker';
import type { Doctor } from '../../../../shared/types';
import type { ClosingDays } from '../closingsApi';

/** Whose day is closed: the doctor's id, name and clinic-day rules (the single-day picker offers those). */
export type ClosingDoctor = Pick<Doctor, '_id' | 'firstName' | 'lastName' | 'clinicDay'>;

export type ClosingSpan = 'one' | 'several';

/** The closing dialog's fields. */
export interface ClosingValues {
  span: ClosingSpan;
  date: Dayjs | null;
  range: [Dayjs | null, Dayjs | null] | null;
  reason: string;
}

/** The chosen day or days as the server takes them ('DD-MM-YYYY'), or null while incomplete. */
export function closingDaysOf({ span, date, range }: Partial<ClosingValues>): ClosingDays | null {
  if (span === 'one') return date ? { date: date.format(DATE_FORMAT) } : null;
  const [from, to] = range ?? [];
  return from && to ? { from: from.format(DATE_FORMAT), to: to.format(DATE_FORMAT) } : null;
}

const beforeToday = clinicDateDisabler();

/**
 * RangePicker `disabledDate` for leave: days before today, and once the first day is picked, days
 * that would make the closing longer than MAX_CLOSING_DAYS (the server's limit).
 */
export function leaveDayDisabler(day: Dayjs, info?: { from?: Dayjs }): boolean {
  if (beforeToday(day)) return true;
  return info?.from !== undefined && Math.abs(day.diff(info.from, 'day')) >= MAX_CLOSING_DAYS;
}
