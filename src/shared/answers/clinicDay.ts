import { z } from 'zod';
import { calendarDate, id, instant, timeOfDay } from './envelope';
import { CHECK_IN_WAYS } from '../schemas/clinicDay';
import { VISIT_STATES } from '../vocabulary';

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
