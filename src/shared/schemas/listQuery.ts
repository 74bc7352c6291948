import { z } from 'zod';
import { listQueryMessages as m, zodMessage } from '../validationMessages';

/**
 * Paged lists: every list that grows with time is answered a page at a time,
 * searched, filtered and sorted by the database. One schema factory serves every list, so the words
 * of a bad parameter are the same everywhere and the browser builds its query strings from the same
 * names.
 */
export const LIST_PAGE_SIZE_MAX = 100;
export const LIST_PAGE_SIZE_DEFAULT = 10;
export const LIST_SEARCH_MAX = 100;
/**
 * How far past a page's first row a list counts its matches. Beyond it the answer says "at least"
 * (`totalCapped`), so counting costs the same at ten thousand rows as at a million; the pager grows
 * as the user pages on.
 */
export const LIST_COUNT_LOOKAHEAD = 1000;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The filters a list may take besides page, pageSize, sort and order. */
export type ListFilter =
  | 'search'
  | 'status'
  | 'service'
  | 'doctorId'
  | 'from'
  | 'to'
  | 'reviewed'
  | 'location'
  | 'speciality'
  | 'gender'
  | 'maxFee';

export const LIST_GENDERS = ['female', 'male'] as const;

export interface ListQuery<S extends string = string, St extends string = string> {
  page: number;
  pageSize: number;
  /** Trimmed; absent when blank. */
  search?: string;
  /** One or more statuses (comma-separated in the query string). */
  status?: St[];
  /** One or more service names (comma-separated, or repeated). */
  service?: string[];
  doctorId?: string;
  /** YYYY-MM-DD, both ends included. */
  from?: string;
  to?: string;
  /** Whether the appointment has a review (the patient's list only): 'true' or 'false' in the query. */
  reviewed?: boolean;
  /** Doctors: one or more locations, specialities (comma-separated, or repeated). */
  location?: string[];
  speciality?: string[];
  gender?: (typeof LIST_GENDERS)[number];
  /** Whole naira: the consultation fee at most this. */
  maxFee?: number;
  /** A column name the list sorts by; absent means the list's own default (newest first). */
  sort?: S;
  order: SortOrder;
}

/** The usual envelope, for a paged list: data is one page, plus where it sits in the whole. */
export interface PagedEnvelope<T> {
  success: boolean;
  message?: string;
  data: T[];
  /** How many rows match; with totalCapped, how many at least. */
  total: number;
  /** The count stopped LIST_COUNT_LOOKAHEAD rows past the page's start: more rows may follow. */
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

export interface ListQuerySpec<S extends string, St extends string> {
  /** The column names `sort` accepts. */
  sorts: readonly S[];
  /** The filters this list takes; any other parameter is refused. */
  filters: readonly ListFilter[];
  /** The statuses `status` accepts (when the list takes `status`). */
  statuses?: readonly St[];
}

export const wholeFrom = (min: number, message: string, max?: number) => {
  let number = z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message });
  if (max !== undefined) number = number.max(max, { error: message });
  return number;
};

const isCalendarDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};
const day = (label: string) =>
  z
    .string({ error: zodMessage(m.dateFormat, { label }) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: zodMessage(m.dateFormat, { label }) })
    .refine(isCalendarDate, { error: zodMessage(m.notRealDate, { label }) })
    .meta({ description: 'A clinic date, YYYY-MM-DD (both ends included)', examples: ['2026-12-01'] });

/** A comma-separated (or repeated) parameter as a list of trimmed, non-blank words. */
const wordList = (label: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: zodMessage(m.mustBeText, { label }) })
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((words) => words.length <= 50, { error: zodMessage(m.tooManyValues, { label }) });

/** A word list that is absent when it names nothing. */
const optionalWords = (label: string) =>
  wordList(label)
    .transform((words) => (words.length ? words : undefined))
    .optional();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The query-string schema of one list. Every key is checked: an unknown parameter, a parameter given
 * twice, a page below 1, a page size over 100, an unknown sort column or status, or a malformed date
 * is refused with a message saying which.
 */
export function listQuerySchema<S extends string, St extends string = string>(spec: ListQuerySpec<S, St>) {
  const allows = (filter: ListFilter) => spec.filters.includes(filter);
  const single = (label: string) => z.string({ error: zodMessage(m.givenOnce, { label }) });
  const shape = {
    page: wholeFrom(1, m.pageInvalid.id).default(1),
    pageSize: wholeFrom(
      1,
      zodMessage(m.pageSizeInvalid, { max: LIST_PAGE_SIZE_MAX }),
      LIST_PAGE_SIZE_MAX,
    ).default(LIST_PAGE_SIZE_DEFAULT),
    sort: single('Sort')
      .refine((name) => (spec.sorts as readonly string[]).includes(name), {
        error: zodMessage(m.sortOneOf, { sorts: spec.sorts.join(', ') }),
      })
      .transform((name) => name as S)
      .optional(),
    order: z.enum(SORT_ORDERS, { error: m.orderInvalid.id }).default('desc'),
    ...(allows('search')
      ? {
          search: single('Search')
            .trim()
            .max(LIST_SEARCH_MAX, { error: zodMessage(m.searchTooLong, { max: LIST_SEARCH_MAX }) })
            .optional()
            .transform((text) => text || undefined),
        }
      : {}),
    ...(allows('status')
      ? {
          status: wordList('Status')
            .refine((words) => words.every((w) => (spec.statuses ?? []).includes(w as St)), {
              error: zodMessage(m.statusOneOf, { statuses: (spec.statuses ?? []).join(', ') }),
            })
            .transform((words) => (words.length ? (words as St[]) : undefined))
            .optional(),
        }
      : {}),
    ...(allows('service') ? { service: optionalWords('Service') } : {}),
    ...(allows('location') ? { location: optionalWords('Location') } : {}),
    ...(allows('speciality') ? { speciality: optionalWords('Speciality') } : {}),
    ...(allows('gender') ? { gender: z.enum(LIST_GENDERS, { error: m.genderInvalid.id }).optional() } : {}),
    ...(allows('maxFee') ? { maxFee: wholeFrom(0, m.maxFeeInvalid.id).optional() } : {}),
    ...(allows('doctorId')
      ? { doctorId: single('Doctor id').regex(UUID, { error: m.doctorIdInvalid.id }).optional() }
      : {}),
    ...(allows('from') ? { from: day('From').optional() } : {}),
    ...(allows('to') ? { to: day('To').optional() } : {}),
    ...(allows('reviewed')
      ? {
          reviewed: single('Reviewed')
            .refine((text) => text === 'true' || text === 'false', {
              error: m.reviewedInvalid.id,
            })
            .transform((text) => text === 'true')
            .optional(),
        }
      : {}),
  };
  return z
    .strictObject(shape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? zodMessage(m.unknownParameter, { keys: issue.keys.join(', ') })
          : m.parametersInvalid.id,
    })
    .transform((q) => q as unknown as ListQuery<S, St>)
    .refine((q) => !q.from || !q.to || q.from <= q.to, { error: m.fromAfterTo.id, path: ['to'] });
}
