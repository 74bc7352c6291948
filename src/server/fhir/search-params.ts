import { addDays } from '../../shared/clinicDays';
import { clinicInstant } from '../../shared/clinicTime';
import { withValues } from '../i18n';
import { FHIR_TEXT } from './fhir-messages';
import { invalid } from './outcome';
import { isUuid } from './appointment-resource';

const MAX_COUNT = 100;
const DEFAULT_COUNT = 50;

/** The search parameters a resource takes, each with how many times it may be given. */
export type SearchSpec = Record<string, number>;

export interface Search {
  count: number;
  /** the keyset cursor of a next page: the last id of the page before */
  cursor?: string;
  values: Record<string, string[]>;
}

/** 400 Invalid value for {name}: {value}. */
export const badValue = (name: string, value: string) =>
  invalid(withValues(FHIR_TEXT.badValue, { name, value }));
const bad = badValue;

/**
 * Reads a search's query: every parameter must be one the resource takes, given at most as often as
 * it may be; `_count` is 1–100. Anything else is a 400, never ignored.
 */
export function readSearch(resource: string, query: unknown, spec: SearchSpec): Search {
  const values: Record<string, string[]> = {};
  let count = DEFAULT_COUNT;
  let cursor: string | undefined;
  for (const [name, raw] of Object.entries((query ?? {}) as Record<string, string | string[]>)) {
    const list = Array.isArray(raw) ? raw : [raw];
    if (name === '_count' || name === '_cursor') {
      if (list.length > 1) throw invalid(withValues(FHIR_TEXT.repeated, { name }));
      if (name === '_cursor') {
        cursor = list[0];
        continue;
      }
      count = Number(list[0]);
      if (!/^\d+$/.test(list[0]) || count < 1 || count > MAX_COUNT) {
        throw invalid(withValues(FHIR_TEXT.countTooHigh, { max: MAX_COUNT }));
      }
      continue;
    }
    const times = spec[name];
    if (times === undefined) throw invalid(withValues(FHIR_TEXT.unknownParameter, { name, resource }));
    if (list.length > times) throw invalid(withValues(FHIR_TEXT.repeated, { name }));
    if (list.some((v) => v === '')) throw bad(name, '');
    values[name] = list;
  }
  return { count, cursor, values };
}

/** `Type/id` or a bare id, both an app id (a uuid). */
export function referenceId(name: string, value: string, type: string): string {
  const id = value.startsWith(`${type}/`) ? value.slice(type.length + 1) : value;
  if (!isUuid(id)) throw bad(name, value);
  return id.toLowerCase();
}

/** A calendar date that exists (JavaScript rolls 30 February over to March; PostgreSQL refuses it). */
export function isRealDate(ymd: string): boolean {
  const at = Date.parse(`${ymd}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === ymd;
}

const DATE = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
const PREFIXED = /^(eq|ge|gt|le|lt)?(.+)$/;

/** The calendar date of an instant on the clinic's clock. */
const clinicDateOf = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );

/** An inclusive range of clinic dates; either end open. */
export interface DateRange {
  from?: string;
  to?: string;
}

/**
 * FHIR date prefixes (eq, ge, gt, le, lt) on dates or instants, narrowed to whole clinic dates: a
 * visit or a slot belongs to one date.
 */
export function dateRange(name: string, values: readonly string[], timeZone: string): DateRange {
  const range: DateRange = {};
  for (const value of values) {
    const [, prefix = 'eq', rest] = PREFIXED.exec(value) ?? [];
    const match = rest ? DATE.exec(rest) : null;
    if (!match || !isRealDate(match[1]) || Number.isNaN(Date.parse(rest))) throw bad(name, value);
    const day = match[2] ? clinicDateOf(new Date(rest), timeZone) : match[1];
    const atMidnight = !match[2] || day !== clinicDateOf(new Date(Date.parse(rest) - 1), timeZone);
    const narrow = (from?: string, to?: string) => {
      if (from && (!range.from || from > range.from)) range.from = from;
      if (to && (!range.to || to < range.to)) range.to = to;
    };
    if (prefix === 'eq') narrow(day, day);
    else if (prefix === 'ge') narrow(day);
    else if (prefix === 'gt') narrow(match[2] ? day : addDays(day, 1));
    // lt a date ends the day before; so does le or lt an instant at the clinic's midnight (no visit
    // starts at 00:00)
    else if (prefix === 'le' && !match[2]) narrow(undefined, day);
    else narrow(undefined, atMidnight ? addDays(day, -1) : day);
  }
  return range;
}

/** How long a written instant lasts, to its last digit: a minute, a second or a millisecond. */
const spanMs = (match: RegExpExecArray) => (match[4] ? 1 : match[3] ? 1000 : 60_000);

/**
 * Bounds on an instant (`_lastUpdated`), FHIR's way: each value stands for the span it names (a date
 * alone is the clinic's whole day, on its clock; an instant lasts to its last written digit), and
 * the prefix compares with that span: eq within it, ge from its start, gt after its end, le up to
 * its end, lt before its start.
 */
export function instantBounds(name: string, values: readonly string[], timeZone: string) {
  return values.flatMap((value) => {
    const [, prefix = 'eq', rest] = PREFIXED.exec(value) ?? [];
    const match = rest ? DATE.exec(rest) : null;
    if (!match || !isRealDate(match[1]) || Number.isNaN(Date.parse(rest))) throw bad(name, value);
    const start = match[2] ? new Date(rest) : clinicInstant(match[1], '00:00', timeZone);
    const end = match[2]
      ? new Date(start.getTime() + spanMs(match))
      : clinicInstant(addDays(match[1], 1), '00:00', timeZone);
    const from = { op: '>=' as const, at: start };
    const until = { op: '<' as const, at: end };
    if (prefix === 'eq') return [from, until];
    if (prefix === 'ge') return [from];
    if (prefix === 'gt') return [{ op: '>=' as const, at: end }];
    if (prefix === 'le') return [until];
    return [{ op: '<' as const, at: start }];
  });
}

/** One of the allowed codes, else a 400. */
export function codes<T extends string>(name: string, values: readonly string[], allowed: readonly T[]): T[] {
  const all = values.flatMap((v) => v.split(','));
  for (const v of all) if (!allowed.includes(v as T)) throw bad(name, v);
  return all as T[];
}
