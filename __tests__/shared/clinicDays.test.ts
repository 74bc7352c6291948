import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  addDays,
  formatDisplayDate,
  matchesAnyClinicDay,
  matchesClinicDay,
  nextClinicDate,
} from '../../src/shared/clinicDays';
import { SEEDED_CLINIC_DAYS } from '../../src/shared/schemas/reference';

/** One calendar day, worked out by hand below (no Date, nothing from the module under test). */
interface Day {
  iso: string;
  weekday: number; // 0 = Sunday … 6 = Saturday
  nth: number; // which occurrence of its weekday in its month
  last: boolean; // the final occurrence of its weekday in its month
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Walks the calendar from 1 January 2026 (a Thursday) to 31 December 2028, counting the occurrences of
 * each weekday month by month. 2026 and 2027 are common years, 2028 a leap year.
 */
function walkCalendar(): Day[] {
  const days: Day[] = [];
  let weekday = 4;
  for (let year = 2026; year <= 2028; year++) {
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    const lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    lengths.forEach((length, m) => {
      const seen = [0, 0, 0, 0, 0, 0, 0];
      const month: Day[] = [];
      for (let day = 1; day <= length; day++) {
        seen[weekday] += 1;
        month.push({ iso: `${year}-${pad(m + 1)}-${pad(day)}`, weekday, nth: seen[weekday], last: false });
        weekday = (weekday + 1) % 7;
      }
      for (const d of month) d.last = d.nth === seen[d.weekday];
      days.push(...month);
    });
  }
  return days;
}

const DAYS = walkCalendar();
const YEAR_2026 = DAYS.filter((d) => d.iso.startsWith('2026-'));

/** What each rule should match, written out independently of the module. */
type Expectation = (d: Day) => boolean;
const all: Expectation = () => true;
const mondayToFriday: Expectation = (d) => d.weekday >= 1 && d.weekday <= 5;
const sat4or5: Expectation = (d) => d.weekday === 6 && (d.nth === 4 || d.nth === 5);
const tue2or3: Expectation = (d) => d.weekday === 2 && (d.nth === 2 || d.nth === 3);
const EXPECTED: Record<string, Expectation> = { Everyday: all, Weekday: mondayToFriday };
WEEKDAY_NAMES.forEach((name, i) => {
  EXPECTED[name] = (d) => d.weekday === i;
  EXPECTED[`Last ${name}`] = (d) => d.weekday === i && d.last;
  EXPECTED[`Alternate ${name}`] = (d) => d.weekday === i && [1, 3, 5].includes(d.nth);
});
for (const prefix of ['', 'Alternate ', 'Last ']) {
  EXPECTED[`${prefix}By Appointment`] = all;
  EXPECTED[`${prefix}4th or 5th Saturday of the Month`] = sat4or5;
  EXPECTED[`${prefix}2nd or 3rd Tuesday of the Month`] = tue2or3;
}
/** Rule texts that are not seeded names but are in the spec's list, or spelled differently. */
const OTHER_TEXTS: [string, Expectation][] = [
  ['Monday to Friday', mondayToFriday],
  ['Mon-Fri', mondayToFriday],
  ['4th or 5th Saturday', sat4or5],
  ['2nd or 3rd Tuesday', tue2or3],
  ['1st or 3rd Wednesday of the Month', (d) => d.weekday === 3 && (d.nth === 1 || d.nth === 3)],
  ['5th Thursday', (d) => d.weekday === 4 && d.nth === 5],
  ['1st or 2nd or 4th Monday', (d) => d.weekday === 1 && [1, 2, 4].includes(d.nth)],
];

const matching = (rule: string, days: Day[] = DAYS) =>
  days.filter((d) => matchesClinicDay(rule, d.iso)).map((d) => d.iso);
const expectedFor = (want: Expectation, days: Day[] = DAYS) => days.filter(want).map((d) => d.iso);
/** The days of one month (1–31) a rule matches; impossible dates such as 2026-02-30 are asked too. */
const daysInMonth = (rule: string, yearMonth: string) =>
  Array.from({ length: 31 }, (_, i) => i + 1).filter((day) =>
    matchesClinicDay(rule, `${yearMonth}-${pad(day)}`),
  );
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('the hand-made calendar the tests rely on', () => {
  it('agrees with known dates', () => {
    const weekdayOf = (iso: string) => DAYS.find((d) => d.iso === iso)?.weekday;
    expect(DAYS).toHaveLength(365 + 365 + 366);
    expect(weekdayOf('2026-05-01')).toBe(5); // Friday
    expect(weekdayOf('2026-12-25')).toBe(5); // Friday
    expect(weekdayOf('2027-01-01')).toBe(5); // Friday
    expect(weekdayOf('2028-02-29')).toBe(2); // Tuesday
    expect(weekdayOf('2028-12-31')).toBe(0); // Sunday
  });
});

describe('matchesClinicDay over 2026, 2027 and 2028 (leap)', () => {
  it('has an expectation for every seeded clinic-day name', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...SEEDED_CLINIC_DAYS].sort());
  });

  it.each(SEEDED_CLINIC_DAYS)('%s', (rule) => {
    const want = expectedFor(EXPECTED[rule]);
    expect(want.length).toBeGreaterThan(0);
    expect(matching(rule)).toEqual(want);
  });

  it.each(OTHER_TEXTS)('%s', (rule, want) => {
    expect(matching(rule)).toEqual(expectedFor(want));
  });
});

describe('matchesClinicDay in particular months', () => {
  it('May 2026 has five Fridays: Alternate picks the 1st, 3rd and 5th, Last the 5th', () => {
    expect(daysInMonth('Friday', '2026-05')).toEqual([1, 8, 15, 22, 29]);
    expect(daysInMonth('Alternate Friday', '2026-05')).toEqual([1, 15, 29]);
    expect(daysInMonth('Last Friday', '2026-05')).toEqual([29]);
    expect(daysInMonth('4th or 5th Friday', '2026-05')).toEqual([22, 29]);
    expect(daysInMonth('4th or 5th Saturday of the Month', '2026-05')).toEqual([23, 30]);
    expect(daysInMonth('Alternate 4th or 5th Saturday of the Month', '2026-05')).toEqual([23, 30]);
    expect(daysInMonth('Last 4th or 5th Saturday of the Month', '2026-05')).toEqual([23, 30]);
  });

  it('a month with four occurrences: Alternate picks the 1st and 3rd, Last the 4th', () => {
    expect(daysInMonth('Alternate Thursday', '2026-05')).toEqual([7, 21]);
    expect(daysInMonth('Last Thursday', '2026-05')).toEqual([28]);
    expect(daysInMonth('4th or 5th Thursday', '2026-05')).toEqual([28]);
  });

  it('February 2026 (28 days, from a Sunday): every weekday four times', () => {
    expect(daysInMonth('Everyday', '2026-02')).toEqual(range(1, 28));
    expect(daysInMonth('Last Saturday', '2026-02')).toEqual([28]);
    expect(daysInMonth('Last Sunday', '2026-02')).toEqual([22]);
    expect(daysInMonth('Alternate Sunday', '2026-02')).toEqual([1, 15]);
    expect(daysInMonth('Alternate Saturday', '2026-02')).toEqual([7, 21]);
    expect(daysInMonth('4th or 5th Saturday of the Month', '2026-02')).toEqual([28]);
    expect(daysInMonth('2nd or 3rd Tuesday of the Month', '2026-02')).toEqual([10, 17]);
  });

  it('February 2028 (leap, from a Tuesday): five Tuesdays, the last on the 29th', () => {
    expect(daysInMonth('Everyday', '2028-02')).toEqual(range(1, 29));
    expect(daysInMonth('Tuesday', '2028-02')).toEqual([1, 8, 15, 22, 29]);
    expect(daysInMonth('Last Tuesday', '2028-02')).toEqual([29]);
    expect(daysInMonth('Last Monday', '2028-02')).toEqual([28]);
    expect(daysInMonth('Alternate Tuesday', '2028-02')).toEqual([1, 15, 29]);
    expect(daysInMonth('2nd or 3rd Tuesday of the Month', '2028-02')).toEqual([8, 15]);
    expect(daysInMonth('Last 2nd or 3rd Tuesday of the Month', '2028-02')).toEqual([8, 15]);
    expect(daysInMonth('Alternate 2nd or 3rd Tuesday of the Month', '2028-02')).toEqual([8, 15]);
  });

  it('Last on 30- and 31-day months', () => {
    // April 2026 starts on a Wednesday and ends on a Thursday.
    expect(daysInMonth('Everyday', '2026-04')).toEqual(range(1, 30));
    expect(daysInMonth('Last Thursday', '2026-04')).toEqual([30]);
    expect(daysInMonth('Last Wednesday', '2026-04')).toEqual([29]);
    expect(daysInMonth('Last Friday', '2026-04')).toEqual([24]);
    // January 2026 starts on a Thursday and ends on a Saturday.
    expect(daysInMonth('Everyday', '2026-01')).toEqual(range(1, 31));
    expect(daysInMonth('Last Saturday', '2026-01')).toEqual([31]);
    expect(daysInMonth('Last Friday', '2026-01')).toEqual([30]);
    expect(daysInMonth('Last Thursday', '2026-01')).toEqual([29]);
    expect(daysInMonth('Last Sunday', '2026-01')).toEqual([25]);
  });
});

describe('matchesClinicDay wording', () => {
  it.each([
    'By Appointment',
    'Alternate By Appointment',
    'Last By Appointment',
    'by appointment',
    'On call',
    'Tele-consultation',
  ])('%s matches every day', (rule) => {
    expect(matching(rule, YEAR_2026)).toHaveLength(365);
  });

  it.each<[string, string]>([
    ['  last   FRIDAY  ', 'Last Friday'],
    ['ALTERNATE\tmonday', 'Alternate Monday'],
    ['sunday', 'Sunday'],
    ['everyday', 'Everyday'],
    [' WEEKDAY ', 'Weekday'],
    ['monday  TO friday', 'Weekday'],
    ['mon - fri', 'Weekday'],
    ['MON-FRI', 'Weekday'],
    ['4TH  or 5th saturday OF THE month', '4th or 5th Saturday of the Month'],
    ['last 2nd OR 3rd tuesday', 'Last 2nd or 3rd Tuesday of the Month'],
  ])('%j reads as %s', (rule, canonical) => {
    expect(matching(rule, YEAR_2026)).toEqual(expectedFor(EXPECTED[canonical], YEAR_2026));
  });

  it('an ordinal that never happens matches nothing', () => {
    expect(matching('6th or 7th Monday')).toEqual([]);
  });

  it.each(['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-05'])(
    'the impossible or malformed date %s matches nothing',
    (date) => {
      expect(matchesClinicDay('Everyday', date)).toBe(false);
      expect(matchesClinicDay('By Appointment', date)).toBe(false);
      expect(matchesAnyClinicDay(['Everyday'], date)).toBe(false);
    },
  );

  it.each(['05-01-2026', '2026-01-05T00:00:00Z', ' 2026-01-05', ''])(
    'the non-ISO text %j matches nothing',
    (date) => {
      expect(matchesClinicDay('Everyday', date)).toBe(false);
    },
  );
});

describe('matchesAnyClinicDay', () => {
  const any = (rules: string[]) => DAYS.filter((d) => matchesAnyClinicDay(rules, d.iso)).map((d) => d.iso);

  it('matches a date when any entry does', () => {
    expect(any(['Monday', 'Last Friday'])).toEqual(
      expectedFor((d) => d.weekday === 1 || (d.weekday === 5 && d.last)),
    );
    expect(any(['Alternate Tuesday', '2nd or 3rd Tuesday of the Month'])).toEqual(
      expectedFor((d) => d.weekday === 2 && d.nth !== 4),
    );
    expect(any(['Saturday', 'Sunday', 'Weekday'])).toHaveLength(DAYS.length);
    expect(any(['Wednesday', 'By Appointment'])).toHaveLength(DAYS.length);
  });

  it('agrees with matchesClinicDay for a single entry', () => {
    for (const rule of SEEDED_CLINIC_DAYS) expect(any([rule])).toEqual(matching(rule));
  });

  it('an empty list matches nothing', () => {
    expect(any([])).toEqual([]);
  });
});

describe('nextClinicDate', () => {
  it('returns the start date itself when it matches', () => {
    expect(nextClinicDate(['Monday'], '2026-01-05')).toBe('2026-01-05');
    expect(nextClinicDate(['Last Thursday'], '2026-12-31')).toBe('2026-12-31');
  });

  it('crosses a month end, a year end and a leap day', () => {
    expect(nextClinicDate(['Monday'], '2026-01-27')).toBe('2026-02-02');
    expect(nextClinicDate(['Monday'], '2026-12-29')).toBe('2027-01-04');
    expect(nextClinicDate(['1st or 2nd Friday'], '2026-12-26')).toBe('2027-01-01');
    expect(nextClinicDate(['Last Tuesday'], '2028-02-23')).toBe('2028-02-29');
    expect(nextClinicDate(['Wednesday', 'Alternate Saturday'], '2026-02-26')).toBe('2026-03-04');
  });

  it('returns null when nothing matches within the window', () => {
    expect(nextClinicDate(['6th or 7th Monday'], '2026-01-01')).toBeNull();
    expect(nextClinicDate([], '2026-01-01')).toBeNull();
    expect(nextClinicDate(['Everyday'], '2026-02-30')).toBeNull();
    expect(nextClinicDate(['Everyday'], 'soon')).toBeNull();
  });

  it('looks exactly 30 days ahead by default, both ends included', () => {
    // The 5th Thursdays of 2026 are 29 January, 30 April, 30 July, 29 October and 31 December.
    expect(nextClinicDate(['5th Thursday'], '2026-03-31')).toBe('2026-04-30'); // 30 days ahead
    expect(nextClinicDate(['5th Thursday'], '2026-03-30')).toBeNull(); // 31 days ahead
    expect(nextClinicDate(['5th Thursday'], '2026-03-31', 29)).toBeNull();
    expect(nextClinicDate(['5th Thursday'], '2026-03-30', 31)).toBe('2026-04-30');
    expect(nextClinicDate(['Monday'], '2026-01-05', 0)).toBe('2026-01-05');
    expect(nextClinicDate(['Monday'], '2026-01-06', 0)).toBeNull();
    expect(nextClinicDate(['Monday'], '2026-01-06', 6)).toBe('2026-01-12');
    expect(nextClinicDate(['Monday'], '2026-01-06', 5)).toBeNull();
  });

  it('agrees with the hand-made calendar for every seeded name and every start date', () => {
    const rules = [...SEEDED_CLINIC_DAYS, '6th Friday'];
    const want = (rule: string, i: number) =>
      DAYS.slice(i, i + 31).find(EXPECTED[rule] ?? (() => false))?.iso ?? null;
    for (const rule of rules) {
      const got: (string | null)[] = [];
      const expected: (string | null)[] = [];
      for (let i = 0; i + 30 < DAYS.length; i++) {
        got.push(nextClinicDate([rule], DAYS[i].iso));
        expected.push(want(rule, i));
      }
      expect([rule, got]).toEqual([rule, expected]);
    }
  });
});

describe('date helpers', () => {
  it.each<[string, number, string]>([
    ['2026-01-05', 0, '2026-01-05'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-01-01', 365, '2027-01-01'],
    ['2028-01-01', 366, '2029-01-01'],
    ['2026-03-08', 1, '2026-03-09'], // daylight saving starts in the USA
    ['2026-03-29', 1, '2026-03-30'], // … and in Europe
    ['2026-10-25', 1, '2026-10-26'], // ends in Europe
    ['2026-01-01', 90, '2026-04-01'],
  ])('addDays(%s, %i) is %s', (date, days, want) => {
    expect(addDays(date, days)).toBe(want);
  });

  it('addDays agrees with the hand-made calendar day by day', () => {
    for (let i = 1; i < DAYS.length; i++) expect(addDays(DAYS[i - 1].iso, 1)).toBe(DAYS[i].iso);
  });

  it('formatDisplayDate writes DD-MM-YYYY', () => {
    expect(formatDisplayDate('2026-05-01')).toBe('01-05-2026');
    expect(formatDisplayDate('2028-02-29')).toBe('29-02-2028');
    expect(formatDisplayDate('2026-12-31')).toBe('31-12-2026');
  });

  it('both refuse dates that do not exist', () => {
    expect(() => addDays('2026-02-29', 1)).toThrow(RangeError);
    expect(() => formatDisplayDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatDisplayDate('01-05-2026')).toThrow(RangeError);
  });
});

/**
 * Jest gives a test its own copy of process.env, so setting TZ here would not move this process's clock.
 * Instead each zone runs the module in a child node (through tsx) with TZ set, and its answers are
 * compared with the hand-made calendar. Running the whole suite under `TZ=… npx jest` is checked too.
 */
describe('independent of the machine time zone', () => {
  const root = path.resolve(__dirname, '../..');
  const script = `
    const m = require('./src/shared/clinicDays.ts');
    const { rules, dates } = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    const out = {
      offset: new Date(2026, 0, 1).getTimezoneOffset(),
      matches: Object.fromEntries(rules.map((r) => [r, dates.filter((d) => m.matchesClinicDay(r, d))])),
      next: dates.map((d) => m.nextClinicDate(['Last Saturday'], d)),
      added: dates.map((d) => m.addDays(d, 1)),
      shown: dates.map((d) => m.formatDisplayDate(d)),
    };
    process.stdout.write(JSON.stringify(out));`;
  const dates = YEAR_2026.map((d) => d.iso);

  it.each<[string, number]>([
    ['Pacific/Kiritimati', -840],
    ['America/Los_Angeles', 480],
    ['Pacific/Pago_Pago', 660],
  ])('in %s', (zone, offset) => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: root,
      env: { ...process.env, TZ: zone },
      input: JSON.stringify({ rules: SEEDED_CLINIC_DAYS, dates }),
      encoding: 'utf8',
    });
    expect(child.stderr).toBe('');
    const out = JSON.parse(child.stdout);
    expect(out.offset).toBe(offset); // the child really ran in that zone
    for (const rule of SEEDED_CLINIC_DAYS) {
      expect([rule, out.matches[rule]]).toEqual([rule, expectedFor(EXPECTED[rule], YEAR_2026)]);
    }
    const lastSaturday = EXPECTED['Last Saturday'];
    expect(out.next).toEqual(YEAR_2026.map((_, i) => DAYS.slice(i, i + 31).find(lastSaturday)?.iso ?? null));
    expect(out.added).toEqual(YEAR_2026.map((_, i) => DAYS[i + 1].iso));
    expect(out.shown).toEqual(dates.map((d) => `${d.slice(8)}-${d.slice(5, 7)}-${d.slice(0, 4)}`));
  });
});
