import { z } from 'zod';
import { calendarDate, id, instant, timeOfDay } from './envelope';

/** A patient's place on a doctor's full date (get-waitlist). */
export const waitlistEntrySchema = z.object({
  _id: id,
  doctorId: id,
  doctorName: z.string(),
  service: z.string(),
  location: z.string(),
  date: calendarDate,
  time: timeOfDay,
  /** 1 for the next to be promoted */
  place: z.number().int(),
  createdAt: instant,
});

export type WaitlistEntry = z.output<typeof waitlistEntrySchema>;

/** A closing as closed-clinic-days lists it. */
export const closedClinicDaySchema = z.object({
  _id: id,
  doctorId: id,
  doctorName: z.string(),
  date: calendarDate,
  reason: z.string(),
  closedByName: z.string(),
  createdAt: instant,
  /** closed by a leave: its substitute (null for none) and the visits moved to them on this date */
  leave: z.object({ substituteName: z.string().nullable(), moved: z.number().int() }).nullable(),
});

export type ClosedClinicDay = z.output<typeof closedClinicDaySchema>;

/** One visit a leave closed: offered to the substitute at the same date and time, or cancelled only. */
export const leaveVisitSchema = z.object({
  appointmentId: id,
  patientName: z.string(),
  date: calendarDate,
  time: timeOfDay,
  /** the patient may keep the date and time with the substitute in one click */
  substituteOffered: z.boolean(),
});

/** record-leave's answer: the leave, the dates it closed and each visit on them. */
export const recordedLeaveSchema = z.object({
  leaveId: id,
  dates: z.array(calendarDate),
  cancelled: z.number().int(),
  offered: z.number().int(),
  visits: z.array(leaveVisitSchema),
});

export type RecordedLeave = z.output<typeof recordedLeaveSchema>;

/** What the one-click page shows: the visit the leave cancelled and the substitute offered. */
export const leaveOfferSchema = z.object({
  appointmentId: id,
  patientName: z.string(),
  doctorName: z.string(),
  substituteName: z.string(),
  service: z.string(),
  location: z.string(),
  date: calendarDate,
  time: timeOfDay,
  reason: z.string(),
  /** open: may be accepted; accepted: booked with the substitute; closed: rebooked, or the date passed */
  state: z.enum(['open', 'accepted', 'closed']),
});

export type LeaveOffer = z.output<typeof leaveOfferSchema>;
