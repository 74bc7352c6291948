import { z } from 'zod';
import { requiredText } from './fields';
import { calendarDateField } from './appointments';
import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX, LIST_SEARCH_MAX } from './listQuery';
import { VISIT_STATES } from '../vocabulary';
import {
  appointmentsMessages as a,
  capacityMessages as c,
  clinicDayMessages as m,
  listQueryMessages as lq,
  zodMessage,
} from '../validationMessages';

/** The day's visits at the clinic, the queue and the waiting-room boards. */

const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? zodMessage(lq.unknownParameter, { keys: issue.keys.join(', ') })
        : undefined,
  });

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** GET /api/desk/day */
export const daySheetQuery = strict({
  date: calendarDateField(c.chooseDate.id).optional(),
  doctorId: z.uuid({ error: lq.doctorIdInvalid.id }).optional(),
  search: z
    .string()
    .trim()
    .max(LIST_SEARCH_MAX, { error: zodMessage(lq.searchTooLong, { max: LIST_SEARCH_MAX }) })
    .optional()
    .transform((text) => text || undefined),
  state: z
    .enum(VISIT_STATES, { error: zodMessage(m.stateOneOf, { states: VISIT_STATES.join(', ') }) })
    .optional(),
  page: wholeNumber(lq.pageInvalid.id, 1, 1_000_000).default(1),
  pageSize: wholeNumber(
    zodMessage(lq.pageSizeInvalid, { max: LIST_PAGE_SIZE_MAX }),
    1,
    LIST_PAGE_SIZE_MAX,
  ).default(LIST_PAGE_SIZE_DEFAULT),
});
export type DaySheetQuery = z.output<typeof daySheetQuery>;

/** check-in, undo-check-in, mark-no-show */
export const visitActionSchema = z.object({
  appointmentId: z.uuid({ error: a.selectAppointment.id }),
});

/** set-priority: the reason is kept in the audit trail and on the visit. */
export const setPrioritySchema = z.object({
  appointmentId: z.uuid({ error: a.selectAppointment.id }),
  reason: requiredText(c.giveReason.id, 200),
});

/** create-display */
export const createDisplaySchema = z.object({
  name: requiredText(m.nameDisplay.id, 100),
  doctorIds: z
    .array(z.uuid({ error: lq.doctorIdInvalid.id }), { error: m.chooseDoctor.id })
    .min(1, { error: m.chooseDoctor.id })
    .max(20, { error: m.tooManyDoctors.id }),
});

/** revoke-display */
export const revokeDisplaySchema = z.object({
  displayId: z.uuid({ error: m.selectDisplay.id }),
});

/** call-next: `finishFirst` names the visit in the room, finished before the next is called. */
export const callNextSchema = z.object({
  doctorId: z.uuid({ error: a.selectDoctor.id }),
  finishFirst: z.uuid({ error: a.selectAppointment.id }).optional(),
});

/** The letters of queue prefixes: no I or O, which a waiting room reads as 1 and 0. */
const QUEUE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** The prefix of a day whose doctor was given none (every day before prefixes came): its tickets said A-. */
export const DEFAULT_QUEUE_PREFIX = 'A';

/**
 * The letters of the `position`-th doctor (from 0) to check a patient in on a date: A, B, … Z, then
 * AA, AB, …, so no two doctors' numbers of a day look alike on a shared board.
 */
export function queuePrefixAt(position: number): string {
  let prefix = '';
  for (let n = position; n >= 0; n = Math.floor(n / QUEUE_LETTERS.length) - 1) {
    prefix = QUEUE_LETTERS[n % QUEUE_LETTERS.length] + prefix;
  }
  return prefix;
}

/**
 * A queue number as the desk calls it out, the same on the ticket, the text and the board: the
 * doctor's letters of the day and the number, B-001, B-002, … (numbers per doctor and day).
 */
export const queueLabel = (n: number | null | undefined, prefix?: string | null): string | null =>
  n == null ? null : `${prefix ?? DEFAULT_QUEUE_PREFIX}-${String(n).padStart(3, '0')}`;

/** How a visit was checked in: by the desk (or the doctor), or by the patient from their phone. */
export const CHECK_IN_WAYS = ['desk', 'phone'] as const;
export type CheckInWay = (typeof CHECK_IN_WAYS)[number];

/** GET/POST /api/check-in/:token: the signed token of a poster's or a reminder's link. */
export const checkInTokenParams = z.object({
  token: z.string().max(200, { error: m.checkInLink.id }),
});
