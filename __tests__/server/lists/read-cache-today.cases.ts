import { clinicTodayClock } from '../../../src/server/read-cache/today';
import { clinicToday } from '../../../src/shared/clinicTime';

afterEach(() => jest.useRealTimers());

test.each([
  ['Africa/Lagos', '2026-03-01T22:59:59.000Z', '2026-03-01', '2026-03-02'],
  ['America/New_York', '2026-11-02T04:59:59.000Z', '2026-11-01', '2026-11-02'],
  ['Asia/Kolkata', '2026-06-30T18:29:59.000Z', '2026-06-30', '2026-07-01'],
])('%s: the cached today turns over exactly at the clinic’s midnight', (zone, instant, before, after) => {
  jest.useFakeTimers({ now: new Date(instant) });
  const today = clinicTodayClock(zone);
  expect(today()).toBe(before);
  expect(today()).toBe(clinicToday(zone));
  jest.setSystemTime(new Date(Date.parse(instant) + 999));
  expect(today()).toBe(before);
  jest.setSystemTime(new Date(Date.parse(instant) + 1000));
  expect(today()).toBe(after);
  expect(today()).toBe(clinicToday(zone));
});
