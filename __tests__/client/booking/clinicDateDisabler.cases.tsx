import dayjs from 'dayjs';
import { clinicDateDisabler, todayAtClinic } from '../../../src/client/lib/clinicTime/clinicDatePicker';
import { addDays, nextOpenDate } from '../../../src/shared/clinicDays';
import { BOOKING_WINDOW_DAYS } from '../../../src/shared/schemas/appointments';
import { outsideDoctorHours, timeLeftAfter } from '../../../src/client/lib/clinicTime/bookingRules';

/**
 * The booking date picker's disabled days for each clinic-day rule type. June 2027 starts
 * on a Tuesday; with the window opening on 1 June the whole month lies inside it, so only the rule
 * decides which days are open.
 */
const JUNE_2027 = Array.from({ length: 30 }, (_, i) => `2027-06-${String(i + 1).padStart(2, '0')}`);

function openDays(rules: string[]): number[] {
  const disabled = clinicDateDisabler({ rules, from: '2027-06-01', withinDays: BOOKING_WINDOW_DAYS });
  return JUNE_2027.filter((date) => !disabled(dayjs(date))).map((date) => Number(date.slice(8)));
}

const ALL = JUNE_2027.map((_, i) => i + 1);
const MON_TO_FRI = [1, 2, 3, 4, 7, 8, 9, 10, 11, 14, 15, 16, 17, 18, 21, 22, 23, 24, 25, 28, 29, 30];

test.each([
  ['a plain weekday', ['Monday'], [7, 14, 21, 28]],
  ['Weekday', ['Weekday'], MON_TO_FRI],
  ['Monday to Friday', ['Monday to Friday'], MON_TO_FRI],
  ['Everyday', ['Everyday'], ALL],
  ['Last {weekday}', ['Last Friday'], [25]],
  ['Alternate {weekday}: 1st, 3rd and 5th', ['Alternate Wednesday'], [2, 16, 30]],
  ['2nd or 3rd Tuesday of the Month', ['2nd or 3rd Tuesday of the Month'], [8, 15]],
  ['4th or 5th Saturday of the Month', ['4th or 5th Saturday of the Month'], [26]],
  ['By Appointment', ['By Appointment'], ALL],
  ['several rules together', ['Monday', 'Last Friday'], [7, 14, 21, 25, 28]],
  ['no clinic days at all', [], []],
])('%s: only its days of June 2027 are open', (_name, rules, open) => {
  expect(openDays(rules)).toEqual(open);
});

test('days before today and after the 90-day window are disabled; today and day 90 are open', () => {
  const today = todayAtClinic();
  const disabled = clinicDateDisabler({ rules: ['Everyday'], withinDays: BOOKING_WINDOW_DAYS });
  const at = (offset: number) => disabled(dayjs(addDays(today, offset)));
  expect([at(-30), at(-1), at(0), at(1), at(90), at(91), at(120)]).toEqual([
    true,
    true,
    false,
    false,
    false,
    true,
    true,
  ]);
});

test("the time picker offers only the doctor's hours [start, end), never 00:00", () => {
  const hours = outsideDoctorHours(['09:30', '13:00'])(dayjs());
  const offered = (list: number[]) =>
    Array.from({ length: 24 }, (_, i) => i).filter((n) => !list.includes(n));
  expect(offered(hours.disabledHours?.() ?? [])).toEqual([9, 10, 11, 12]);
  expect(hours.disabledMinutes?.(9)).toEqual(Array.from({ length: 30 }, (_, i) => i));
  expect(hours.disabledMinutes?.(12)).toEqual([]);
  expect(outsideDoctorHours(['00:00', '02:00'])(dayjs()).disabledMinutes?.(0)).toEqual([0]);
});

test('today, no time already past on the clinic’s clock is offered: the hour of the next quarter on', () => {
  const today = outsideDoctorHours(['09:00', '17:00'], '10:50')(dayjs());
  const offered = Array.from({ length: 24 }, (_, i) => i).filter(
    (n) => !(today.disabledHours?.() ?? []).includes(n),
  );
  // 10:45 has passed and 11:00 is the next quarter: hour 10 is not offered at all
  expect(offered).toEqual([11, 12, 13, 14, 15, 16]);
  expect(today.disabledMinutes?.(11)).toEqual([]);
  expect(timeLeftAfter(['09:00', '17:00'], '16:50')).toBe(false);
  expect(timeLeftAfter(['09:00', '17:00'], '16:40')).toBe(true);
});

test('closed dates are disabled, and the next open clinic day skips them', () => {
  // Mondays of June 2027: 7, 14, 21, 28; the 7th and 14th closed
  const closed = ['2027-06-07', '2027-06-14'];
  const disabled = clinicDateDisabler({ rules: ['Monday'], from: '2027-06-01', closed });
  expect(['2027-06-07', '2027-06-14', '2027-06-21'].map((date) => disabled(dayjs(date)))).toEqual([
    true,
    true,
    false,
  ]);
  expect(nextOpenDate(['Monday'], '2027-06-01', { closed })).toBe('2027-06-21');
  expect(nextOpenDate(['Monday'], '2027-06-01')).toBe('2027-06-07');
  // every Monday of the 30 days closed: none open
  expect(
    nextOpenDate(['Monday'], '2027-06-01', { closed: [...closed, '2027-06-21', '2027-06-28'] }),
  ).toBeNull();
});
