import dayjs from 'dayjs';
import { instantText } from '../../../src/client/lib/clinicTime/instantText';

// the browser's local time, as dayjs formats it: both read the same zone (TZ of the test run)
test.each(['2026-01-05T00:00:00Z', '2026-11-24T18:09:30.123Z', '2026-06-30T23:59:59+01:00'])(
  '%s reads as dayjs writes DD-MM-YYYY HH:mm and DD-MM-YYYY',
  (iso) => {
    expect(instantText(iso)).toBe(dayjs(iso).format('DD-MM-YYYY HH:mm'));
    expect(instantText(iso, { withTime: false })).toBe(dayjs(iso).format('DD-MM-YYYY'));
  },
);

test('midnight is 00:00, not 24:00', () => {
  const midnight = new Date(2026, 2, 1, 0, 5).toISOString();
  expect(instantText(midnight)).toBe('01-03-2026 00:05');
});

test('a value that is not a date reads as the given stand-in', () => {
  expect(instantText('not a date')).toBe('N/A');
  expect(instantText('', { invalid: '–' })).toBe('–');
});
