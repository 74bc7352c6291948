import { z } from 'zod';
import { requiredText } from './fields';
import { calendarDateField } from './appointments';
import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX, LIST_SEARCH_MAX } from './listQuery';
import { VISIT_STATES } from '../vocabulary';

/** Issue 22: the day's visits at the clinic, the queue and the waiting-room boards. */

const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown parameter: ${issue.keys.join(', ')}` : undefined,
  });

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** GET /api/desk/day */
export const daySheetQuery = strict({
  date: calendarDateField('Please choose a date').optional(),
  doctorId: z.uuid({ error: 'Doctor id is not valid' }).optional(),
  search: z
    .string()
    .trim()
    .max(LIST_SEARCH_MAX, { error: `Search must be at most ${LIST_SEARCH_MAX} characters` })
    .optional()
    .transform((text) => text || undefined),
  state: z.enum(VISIT_STATES, { error: `State must be one of: ${VISIT_STATES.join(', ')}` }).optional(),
  page: wholeNumber('Page must be a whole number from 1', 1, 1_000_000).default(1),
  pageSize: wholeNumber(
    `Page size must be a whole number from 1 to ${LIST_PAGE_SIZE_MAX}`,
    1,
    LIST_PAGE_SIZE_MAX,
  ).default(LIST_PAGE_SIZE_DEFAULT),
});
export type DaySheetQuery = z.output<typeof daySheetQuery>;

/** check-in, undo-check-in, mark-no-show */
export const visitActionSchema = z.object({
  appointmentId: z.uuid({ error: 'Please select an appointment' }),
});

/** call-next */
export const callNextSchema = z.object({
  doctorId: z.uuid({ error: 'Please select a doctor' }),
});

/** set-priority: the reason is kept in the audit trail and on the visit. */
export const setPrioritySchema = z.object({
  appointmentId: z.uuid({ error: 'Please select an appointment' }),
  reason: requiredText('Please give a reason', 200),
});

/** create-display */
export const createDisplaySchema = z.object({
  name: requiredText('Please name the display', 100),
  doctorIds: z
    .array(z.uuid({ error: 'Doctor id is not valid' }), { error: 'Please choose at least one doctor' })
    .min(1, { error: 'Please choose at least one doctor' })
    .max(20, { error: 'A display shows at most 20 doctors' }),
});

/** revoke-display */
export const revokeDisplaySchema = z.object({
  displayId: z.uuid({ error: 'Please select a display' }),
});

/** A queue number as the desk calls it out, … (per doctor and day). */
export const queueLabel = (n: number | null | undefined): string | null =>
  n == null ? null : `A-${String(n).padStart(3, '0')}`;

/** One row of the day sheet. Doctors' names come bare ('Ada Obi'); screens write 'Dr. Ada Obi'. */
export interface DaySheetRow {
  _id: string;
  doctorId: string;
  doctorUserId: string;
  doctorName: string;
  time: string;
  status: string;
  visitState: (typeof VISIT_STATES)[number];
  queueNumber: string | null;
  priority: boolean;
  arrivedAt: string | null;
  calledAt: string | null;
  patientId: string;
  patientName: string;
  patientPhone: string;
}

/** The caller's own (and their dependants') places today. */
export interface MyQueueEntry {
  appointmentId: string;
  doctorName: string;
  patientName: string;
  visitState: (typeof VISIT_STATES)[number];
  queueNumber: string | null;
  ahead: number;
  estimatedWaitMinutes: number;
}

/** What a waiting-room board shows: numbers and doctors' names, never a patient. */
export interface NowServing {
  doctorId: string;
  doctorName: string;
  nowServing: string | null;
  next: string[];
}
