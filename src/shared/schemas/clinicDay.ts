import { z } from 'zod';
import { requiredText } from './fields';
import { calendarDate, id, instant, timeOfDay } from './envelope';
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

/** One row of the day sheet. Doctors' names come bare ('Ada Obi'); screens write 'Dr. Ada Obi'. */
export const daySheetRowSchema = z.object({
  _id: id,
  doctorId: id,
  doctorUserId: id,
  doctorName: z.string(),
  time: timeOfDay,
  status: z.string(),
  visitState: z.enum(VISIT_STATES),
  queueNumber: z.string().nullable(),
  priority: z.boolean(),
  arrivedAt: instant.nullable(),
  calledAt: instant.nullable(),
  patientId: id,
  patientName: z.string(),
  patientPhone: z.string(),
  /** the patient confirmed by answering the reminder's text */
  confirmedAt: instant.nullable(),
  /** the arrival window the patient was told ('HH:mm'); null for a visit without one */
  arriveFrom: timeOfDay.nullable(),
  arriveBy: timeOfDay.nullable(),
  /** how the patient checked in today: at the desk or from their phone (null: not checked in) */
  checkedInBy: z.enum(CHECK_IN_WAYS).nullable(),
});
export type DaySheetRow = z.output<typeof daySheetRowSchema>;

/** The caller's own (and their dependants') places today. */
export const myQueueEntrySchema = z.object({
  appointmentId: id,
  doctorName: z.string(),
  patientName: z.string(),
  visitState: z.enum(VISIT_STATES),
  queueNumber: z.string().nullable(),
  ahead: z.number().int(),
  estimatedWaitMinutes: z.number(),
  /** when the turn is expected, clinic time: the time called once in the room (absent in older fixtures) */
  expectedCallAt: timeOfDay.optional(),
  /** the arrival window the patient was told, null without one */
  arriveFrom: timeOfDay.nullable().optional(),
  arriveBy: timeOfDay.nullable().optional(),
});
export type MyQueueEntry = z.output<typeof myQueueEntrySchema>;

/** What a waiting-room board shows: numbers and doctors' names, never a patient. */
export const nowServingSchema = z.object({
  doctorId: id,
  doctorName: z.string(),
  nowServing: z.string().nullable(),
  next: z.array(z.string()),
  /** when each of the next is expected to be called ('HH:mm' clinic time), in the same order */
  nextExpectedAt: z.array(timeOfDay),
});
export type NowServing = z.output<typeof nowServingSchema>;

/** GET/POST /api/check-in/:token: the signed token of a poster's or a reminder's link. */
export const checkInTokenParams = z.object({
  token: z.string().max(200, { error: m.checkInLink.id }),
});

/** What a check-in link offers the signed-in caller: their visits of that day it may check in. */
export const checkInOfferSchema = z.object({
  kind: z.enum(['display', 'visit']).meta({ description: 'A display’s poster, or one visit’s own link' }),
  date: calendarDate,
  visits: z.array(
    z.object({
      appointmentId: id,
      patientName: z.string(),
      doctorName: z.string(),
      time: timeOfDay,
      visitState: z.enum(VISIT_STATES),
      queueNumber: z.string().nullable(),
    }),
  ),
});
export type CheckInOffer = z.output<typeof checkInOfferSchema>;

/** GET /api/admin/display-poster/:displayId: what the printed poster shows for today. */
export const displayPosterSchema = z.object({
  displayId: id,
  name: z.string(),
  clinicName: z.string(),
  date: calendarDate,
  path: z.string().meta({ description: 'The day’s signed check-in link, /check-in/<token>' }),
});

/** check-in's answer: the ticket given. */
export const checkedInSchema = z.object({ queueNumber: z.string().nullable() });

/** call-next's answer: who is called, and the visit finished first when asked. */
export const calledSchema = z.object({
  appointmentId: id,
  queueNumber: z.string().nullable(),
  finished: z.object({ appointmentId: id, queueNumber: z.string().nullable() }).optional(),
});
