import {
  clinicDayTags,
  matchesClinicDay,
  nextClinicDate,
  nextOpenDate,
  NEXT_OPEN_DATE_DAYS,
} from '../../src/shared/clinicDays';
import { SEEDED_CLINIC_DAYS } from '../../src/shared/schemas/reference';

/*
 * June 2027 starts on a Tuesday: its Mondays are the 7th, 14th, 21st and 28th, its Tuesdays the 1st,
 * 8th, 15th, 22nd and 29th, its Saturdays the 5th, 12th, 19th and 26th.
 */
const june = (day: number) => `2027-06-${String(day).padStart(2, '0')}`;

/** Every date of 2026 to 2028, written out without the module under test. */
const DATES: string[] = [];
for (let year = 2026; year <= 2028; year++) {
  const lengths = [31, year % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  lengths.forEach((length, m) => {
    for (let d = 1; d <= length; d++) {
      DATES.push(`${year}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    }
  });
}

describe('nextOpenDate: the first date a patient can book', () => {
  it('is the next clinic day when nothing is closed or full', () => {
    expect(nextOpenDate(['Monday'], june(1))).toBe(june(7));
    expect(nextOpenDate(['Everyday'], june(1))).toBe(june(1));
    expect(nextOpenDate(['2nd or 3rd Tuesday of the Month'], june(1))).toBe(june(8));
  });

  it('skips a full date and a closed date alike, whichever comes first', () => {
    expect(nextOpenDate(['Monday'], june(1), { full: [june(7)] })).toBe(june(14));
    expect(nextOpenDate(['Monday'], june(1), { closed: [june(7)] })).toBe(june(14));
    expect(nextOpenDate(['Monday'], june(1), { full: [june(7)], closed: [june(14)] })).toBe(june(21));
    expect(nextOpenDate(['Monday'], june(1), { closed: [june(7)], full: [june(14)] })).toBe(june(21));
    expect(nextOpenDate(['2nd or 3rd Tuesday of the Month'], june(1), { full: [june(8)] })).toBe(june(15));
  });

  it('honours every entry of a doctor: a blocked date of one leaves the others', () => {
    const rules = ['Alternate Saturday', 'Last Monday'];
    // Alternate Saturday: the 5th and 19th; Last Monday: the 28th
    expect(nextOpenDate(rules, june(1))).toBe(june(5));
    expect(nextOpenDate(rules, june(1), { full: [june(5)] })).toBe(june(19));
    expect(nextOpenDate(rules, june(1), { full: [june(5)], closed: [june(19)] })).toBe(june(28));
  });

  it('is not moved by blocked dates that are not clinic days', () => {
    expect(nextOpenDate(['Monday'], june(1), { full: [june(1), june(2)], closed: [june(6)] })).toBe(june(7));
  });

  it('looks 30 days ahead, both ends included, and says null when every clinic day there is taken', () => {
    expect(NEXT_OPEN_DATE_DAYS).toBe(30);
    // the 5th Thursdays of 2026 include 30 April: 30 days after 31 March
    expect(nextOpenDate(['5th Thursday'], '2026-03-31')).toBe('2026-04-30');
    expect(nextOpenDate(['5th Thursday'], '2026-03-30')).toBeNull();
    const mondays = [june(7), june(14), june(21), june(28)];
    expect(
      nextOpenDate(['Monday'], june(1), { full: mondays.slice(0, 2), closed: mondays.slice(2) }),
    ).toBeNull();
    // 1 July is the 30th day after 1 June: a Thursday clinic there is still found
    expect(nextOpenDate(['Thursday'], june(1), { closed: [june(3), june(10), june(17), june(24)] })).toBe(
      '2027-07-01',
    );
    expect(nextOpenDate(['Monday'], june(1), { full: [june(7)], withinDays: 12 })).toBeNull();
    expect(nextOpenDate(['Monday'], june(1), { full: [june(7)], withinDays: 13 })).toBe(june(14));
  });

  it('answers null for no clinic day or a date that does not exist', () => {
    expect(nextOpenDate([], june(1))).toBeNull();
    expect(nextOpenDate(['Everyday'], '2027-02-30')).toBeNull();
    expect(nextOpenDate(['Everyday'], 'soon')).toBeNull();
  });

  it('with nothing blocked agrees with the next clinic day for every seeded name from every date of 2027', () => {
    const from2027 = DATES.filter((d) => d.startsWith('2027-'));
    for (const rule of SEEDED_CLINIC_DAYS) {
      const open = from2027.map((d) => nextOpenDate([rule], d));
      expect([rule, open]).toEqual([rule, from2027.map((d) => nextClinicDate([rule], d, 30))]);
    }
  });
});

describe("clinicDayTags: the days a doctor's tags name are the days the booking page offers", () => {
  it.each<[string[], string[]]>([
    [['2nd or 3rd Tuesday of the Month', 'By Appointment'], ['Everyday']],
    [['By appointment', '2nd or 3rd Tuesday'], ['Everyday']],
    [['Last By Appointment'], ['Everyday']],
    [['Weekday', 'Saturday', 'Sunday'], ['Everyday']],
    [['Everyday', 'Monday'], ['Everyday']],
  ])('%j leave no day out: one tag, Everyday', (rules, tags) => {
    expect(clinicDayTags(rules)).toEqual(tags);
  });

  it.each<[string[], string[]]>([
    [['Monday', 'Alternate Monday'], ['Monday']],
    [['Alternate Monday', 'Last Monday', 'Monday'], ['Monday']],
    [['Weekday', 'Friday'], ['Weekday']],
    [['Monday', 'monday'], ['Monday']],
    [
      ['Alternate 4th or 5th Saturday of the Month', '4th or 5th Saturday of the Month'],
      ['Alternate 4th or 5th Saturday of the Month'],
    ],
    [['6th or 7th Monday', 'Tuesday'], ['Tuesday']],
    // the last Friday of a month is always its 4th or 5th
    [['Last Friday', '4th or 5th Friday'], ['4th or 5th Friday']],
    [
      ['Last Friday', '1st or 2nd Friday'],
      ['Last Friday', '1st or 2nd Friday'],
    ],
    [
      ['2nd or 3rd Tuesday of the Month', 'Saturday'],
      ['2nd or 3rd Tuesday of the Month', 'Saturday'],
    ],
    [[], []],
  ])('%j → %j: an entry another covers, or that matches no date, is no tag', (rules, tags) => {
    expect(clinicDayTags(rules)).toEqual(tags);
  });

  it('for any two seeded names, the tags match exactly the dates of 2026 to 2028 the names match', () => {
    const names = [...SEEDED_CLINIC_DAYS, 'Mon-Fri', '1st or 3rd Wednesday', '6th Friday'];
    // each text's dates read once: a doctor's entries match a date when any of them does
    const dates = new Map<string, boolean[]>();
    const datesOf = (text: string) => {
      if (!dates.has(text))
        dates.set(
          text,
          DATES.map((d) => matchesClinicDay(text, d)),
        );
      return dates.get(text) as boolean[];
    };
    const anyOf = (texts: string[]) => DATES.map((_, k) => texts.some((text) => datesOf(text)[k]));
    const wrong: string[] = [];
    for (const a of names) {
      for (const b of names) {
        const tags = clinicDayTags([a, b]);
        const [want, got] = [anyOf([a, b]), anyOf(tags)];
        const differs = DATES.find((_, k) => want[k] !== got[k]);
        if (differs) wrong.push(`${a} + ${b} → ${tags.join(' + ')} on ${differs}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
