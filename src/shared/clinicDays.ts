/**
 * Clinic-day rules: does a doctor's clinic-day name match a calendar date? Shared by the server's
 * booking checks and the browser's date pickers.
 *
 * Dates are calendar dates written 'YYYY-MM-DD' (from a dayjs value: `value.format('YYYY-MM-DD')`).
 * They carry no time and no zone: all arithmetic is done on UTC Date fields, so the machine's time zone
 * never matters. A string that is not a real calendar date matches nothing.
 *
 * Rule texts are read case-insensitively, with runs of spaces counted as one:
 * - 'Everyday' → every date. 'Weekday', 'Weekdays', 'Monday to Friday', 'Mon-Fri' → Monday to Friday.
 * - '{weekday}' ('Monday' … 'Sunday') → that weekday.
 * - 'Last {weekday}' → the final occurrence of that weekday in the month.
 * - 'Alternate {weekday}' → its 1st, 3rd and 5th occurrences, where occurrence = ceil(dayOfMonth / 7).
 * - '{n}th or {m}th {weekday}', optionally followed by ' of the Month' → that weekday when its occurrence
 *   is n or m (any number of ordinals joined by 'or'; an occurrence above 5 never happens).
 * - Composite seeded names: 'Alternate …' or 'Last …' before an ordinal rule ('Alternate 4th or 5th
 *   Saturday of the Month', 'Last 2nd or 3rd Tuesday of the Month') → the ordinal rule alone: the ordinals
 *   already say which occurrences are meant, so the prefix adds nothing. 'By Appointment', 'Alternate By
 *   Appointment', 'Last By Appointment' and any other text → every date (a text that is none of the
 *   rules above, such as By Appointment, matches every day; a prefix does not narrow an appointment-only
 *   clinic).
 */

/** Lower-case weekday names, indexed like Date.getUTCDay() (0 = Sunday). */
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WORK_WEEK = new Set(['weekday', 'weekdays', 'monday to friday', 'mon-fri', 'monday-friday']);
const ORDINALS = /^(\d+(?:st|nd|rd|th)(?: or \d+(?:st|nd|rd|th))*) ([a-z]+)( of the month)?$/;
const MS_PER_DAY = 86_400_000;

/**
 * What one rule text says, read with the grammar above; null for a text it does not know (which
 * matches every date, as 'By Appointment' does). The browser says it again in the language on screen.
 */
export type ClinicDayRule =
  | { kind: 'everyday' }
  | { kind: 'workWeek' }
  | { kind: 'weekday'; weekday: number; prefix?: 'alternate' | 'last' }
  | {
      kind: 'ordinal';
      weekday: number;
      /** the occurrences named, in the text's order: '2nd or 4th' → [2, 4] */
      occurrences: number[];
      /** whether the text ends with 'of the Month' */
      ofMonth: boolean;
      prefix?: 'alternate' | 'last';
    }
  | { kind: 'byAppointment'; prefix?: 'alternate' | 'last' };

/** Reads one rule text (see the module comment). */
export function readClinicDay(rule: string): ClinicDayRule | null {
  const text = rule.trim().toLowerCase().replace(/\s+/g, ' ').replace(/ ?- ?/g, '-');
  if (text === 'everyday') return { kind: 'everyday' };
  if (WORK_WEEK.has(text)) return { kind: 'workWeek' };

  const prefixed = /^(alternate|last) (.*)$/.exec(text);
  const prefix = prefixed ? (prefixed[1] as 'alternate' | 'last') : undefined;
  const rest = prefixed ? prefixed[2] : text;
  const withPrefix = prefix ? { prefix } : {};
  const weekday = WEEKDAYS.indexOf(rest);
  if (weekday >= 0) return { kind: 'weekday', weekday, ...withPrefix };

  const ordinal = ORDINALS.exec(rest);
  const ordinalDay = ordinal ? WEEKDAYS.indexOf(ordinal[2]) : -1;
  if (ordinal && ordinalDay >= 0) {
    const occurrences = ordinal[1].split(' or ').map((n) => parseInt(n, 10));
    return { kind: 'ordinal', weekday: ordinalDay, occurrences, ofMonth: Boolean(ordinal[3]), ...withPrefix };
  }
  if (rest === 'by appointment') return { kind: 'byAppointment', ...withPrefix };
  return null;
}

/** What the rules look at for one date. */
interface DayFacts {
  weekday: number; // 0 = Sunday … 6 = Saturday
  day: number; // day of the month, 1-based
  daysInMonth: number;
}
type DayTest = (d: DayFacts) => boolean;

const everyDay: DayTest = () => true;
const occurrence = (day: number): number => Math.ceil(day / 7);

/** Turns one rule text into a test on a date (see the module comment for the meanings). */
function parseRule(rule: string): DayTest {
  const read = readClinicDay(rule);
  switch (read?.kind) {
    case 'workWeek':
      return (d) => d.weekday >= 1 && d.weekday <= 5;
    case 'weekday': {
      const { weekday, prefix } = read;
      if (prefix === 'last') return (d) => d.weekday === weekday && d.day + 7 > d.daysInMonth;
      if (prefix === 'alternate') return (d) => d.weekday === weekday && occurrence(d.day) % 2 === 1;
      return (d) => d.weekday === weekday;
    }
    case 'ordinal': {
      // a prefix before the ordinals adds nothing: they already say which occurrences are meant
      const { weekday, occurrences } = read;
      return (d) => d.weekday === weekday && occurrences.includes(occurrence(d.day));
    }
    default:
      return everyDay; // 'Everyday', 'By Appointment' and any other text
  }
}

/** The UTC midnight of a 'YYYY-MM-DD' calendar date, or null when it is not a real date. */
function parseDate(date: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day); // unlike Date.UTC, keeps years 0–99 as written
  const real = at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
  return real ? at : null;
}

function parseOrThrow(date: string): Date {
  const at = parseDate(date);
  if (!at) throw new RangeError(`Not a YYYY-MM-DD calendar date: '${date}'`);
  return at;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const toIso = (at: Date): string =>
  `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;

function factsOf(at: Date): DayFacts {
  const daysInMonth = new Date(at.getTime());
  daysInMonth.setUTCMonth(at.getUTCMonth() + 1, 0); // day 0 of next month = last day of this one
  return { weekday: at.getUTCDay(), day: at.getUTCDate(), daysInMonth: daysInMonth.getUTCDate() };
}

/** Whether one clinic-day rule text matches the calendar date 'YYYY-MM-DD' (false for an invalid date). */
export function matchesClinicDay(rule: string, date: string): boolean {
  const at = parseDate(date);
  return at !== null && parseRule(rule)(factsOf(at));
}

/** Whether any of a doctor's clinic-day entries matches the date; an empty list matches nothing. */
export function matchesAnyClinicDay(rules: readonly string[], date: string): boolean {
  const at = parseDate(date);
  if (!at) return false;
  const facts = factsOf(at);
  return rules.some((rule) => parseRule(rule)(facts));
}

/**
 * The first date from `from` through `from` + `withinDays` days (both included; the next-clinic-day
 * hint looks 30 days ahead) that one of the rules matches, as 'YYYY-MM-DD'; null when there is none or
 * `from` is invalid.
 */
export function nextClinicDate(rules: readonly string[], from: string, withinDays = 30): string | null {
  const start = parseDate(from);
  if (!start || rules.length === 0) return null;
  const tests = rules.map(parseRule);
  for (let i = 0; i <= withinDays; i++) {
    const at = new Date(start.getTime() + i * MS_PER_DAY); // UTC has no daylight-saving jumps
    const facts = factsOf(at);
    if (tests.some((test) => test(facts))) return toIso(at);
  }
  return null;
}

/** The calendar date `days` days after 'YYYY-MM-DD' (negative goes back); throws RangeError if invalid. */
export function addDays(date: string, days: number): string {
  return toIso(new Date(parseOrThrow(date).getTime() + days * MS_PER_DAY));
}

/** 'YYYY-MM-DD' → 'DD-MM-YYYY', the display and message format; throws RangeError if invalid. */
export function formatDisplayDate(date: string): string {
  const at = parseOrThrow(date);
  return `${pad(at.getUTCDate())}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCFullYear(), 4)}`;
}

/**
 * How far ahead a doctor's next open date is looked for: 30 days, both ends included (the card's
 * 'Next available', the booking page's 'Next clinic day').
 */
export const NEXT_OPEN_DATE_DAYS = 30;

/** What besides the clinic-day rules keeps a patient from booking a date ('YYYY-MM-DD' each). */
export interface BookingBlocks {
  /** the dates the doctor closed: they take no bookings */
  closed?: Iterable<string>;
  /** the dates with every place taken */
  full?: Iterable<string>;
  /** days after `from` looked at (default NEXT_OPEN_DATE_DAYS) */
  withinDays?: number;
}

/**
 * The first date a patient can book with a doctor, by the booking rules: from `from` through
 * `withinDays` days later, one of the doctor's clinic days that is neither closed nor full; null when
 * there is none. The one answer to "when": the doctor card's next available date and the booking
 * page's next clinic day both come from here, on the server and in the browser.
 */
export function nextOpenDate(
  rules: readonly string[],
  from: string,
  { closed = [], full = [], withinDays = NEXT_OPEN_DATE_DAYS }: BookingBlocks = {},
): string | null {
  if (!parseDate(from)) return null;
  const blocked = new Set([...closed, ...full]);
  for (let start = from; ;) {
    const left = withinDays - daysFrom(from, start);
    if (left < 0) return null;
    const date = nextClinicDate(rules, start, left);
    if (date === null || !blocked.has(date)) return date;
    start = addDays(date, 1); // each blocked date costs one more step of the walk
  }
}

const daysFrom = (from: string, to: string): number =>
  Math.round((parseOrThrow(to).getTime() - parseOrThrow(from).getTime()) / MS_PER_DAY);

/**
 * Every kind of day the rules tell apart: each weekday on each day of a month of each length (every
 * such combination happens in some month), so comparing what two rules match on these compares them
 * on every calendar date.
 */
const KINDS_OF_DAY: DayFacts[] = [28, 29, 30, 31].flatMap((daysInMonth) =>
  Array.from({ length: daysInMonth * 7 }, (_, i) => ({
    weekday: i % 7,
    day: Math.floor(i / 7) + 1,
    daysInMonth,
  })),
);

/** The clinic-day name that says a doctor can be booked on any day. */
export const EVERY_DAY_TAG = 'Everyday';

/**
 * The clinic-day tags that say what the booking page offers, from the doctor's stored entries: one
 * 'Everyday' when together they leave no day out (an entry such as By Appointment matches every day,
 * so '2nd or 3rd Tuesday' beside it would name days as if the others were not bookable); otherwise
 * the entries in their order less those that match no date and those another entry already covers
 * (Alternate Monday beside Monday; the first of two that match the same days).
 */
export function clinicDayTags(rules: readonly string[]): string[] {
  const matched = rules.map((rule) => KINDS_OF_DAY.map(parseRule(rule)));
  if (rules.length > 0 && KINDS_OF_DAY.every((_, k) => matched.some((days) => days[k]))) {
    return [EVERY_DAY_TAG];
  }
  const covers = (wide: boolean[], narrow: boolean[]) => narrow.every((day, k) => !day || wide[k]);
  return rules.filter((_, i) => {
    if (!matched[i].some(Boolean)) return false;
    return !matched.some(
      (other, j) => j !== i && covers(other, matched[i]) && (j < i || !covers(matched[i], other)),
    );
  });
}
