import { z } from 'zod';
import { addDays } from '../clinicDays';
import { requiredText } from './fields';
import { courseSchema, scopeField } from './seriesFields';
import { appointmentsMessages as m } from '../validationMessages';
import {
  BOOKING_WINDOW_DAYS,
  CHANGEABLE_STATUSES,
  INVALID_BOOKING_TIME,
  canCancelOrReschedule,
  type AppointmentStatus,
} from '../vocabulary';

export { BOOKING_WINDOW_DAYS, INVALID_BOOKING_TIME };

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'DD-MM-YYYY' or 'YYYY-MM-DD' → 'YYYY-MM-DD', or null when it is not a real calendar date. */
export function toIsoDate(value: string): string | null {
  const text = value.trim();
  const dmy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : text;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  try {
    return addDays(iso, 0) === iso ? iso : null;
  } catch {
    return null;
  }
}

/** How a request may write a calendar date: the spec's DD-MM-YYYY, or YYYY-MM-DD. */
const CALENDAR_DATE_IN = /^\s*(\d{2}-\d{2}-\d{4}|\d{4}-\d{2}-\d{2})\s*$/;

/** A calendar date in either format, normalised to 'YYYY-MM-DD'; `message` is a zod message (../validationMessages). */
export const calendarDateField = (message: string) =>
  z
    .string({ error: message })
    .regex(CALENDAR_DATE_IN, { error: message })
    .meta({
      description: 'A calendar date, DD-MM-YYYY or YYYY-MM-DD (answers give YYYY-MM-DD)',
      examples: ['24-12-2026', '2026-12-24'],
    })
    .transform((value, ctx) => {
      const iso = toIsoDate(value);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return iso;
    });

const appointmentIdField = z.uuid({ error: m.selectAppointment.id });

/** check-availability and book-appointment; doctorInfo, userInfo and userId are ignored. */
export const bookingSchema = z
  .object({
    doctorId: z.uuid({ error: m.selectDoctor.id }),
    date: calendarDateField(m.invalidBookingTime.id),
    time: z
      .string({ error: m.invalidBookingTime.id })
      .trim()
      .regex(HHMM, { error: m.invalidBookingTime.id })
      .refine((time) => time !== '00:00', { error: m.invalidBookingTime.id }),
    /** The patient the visit is for; absent (or blank) means the caller. */
    patientId: z.preprocess(
      (value) => (value === null || value === '' ? undefined : value),
      z.uuid({ error: m.choosePatient.id }).optional(),
    ),
  })
  .meta({
    examples: [{ doctorId: '6f1c2a1e-3b7d-4c55-9a3e-1d2f3a4b5c6d', date: '24-12-2026', time: '10:30' }],
  });

/** change-appointment-status: approve or reject with a comment; approving also needs a schedule date. */
export const statusChangeSchema = z
  .object({
    appointmentId: appointmentIdField,
    status: z.enum(['approved', 'rejected'], { error: m.chooseStatus.id }),
    comment: requiredText(m.addComment.id, 1000),
    schedule_date: calendarDateField(m.chooseScheduleDate.id).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'approved' && !value.schedule_date) {
      ctx.addIssue({ code: 'custom', path: ['schedule_date'], message: m.chooseScheduleDate.id });
    }
  });

/** complete-appointment: a follow-up date is required for yes, and kept only then. */
export const completeSchema = z
  .object({
    appointmentId: appointmentIdField,
    comment: requiredText(m.addCommentNote.id, 1000),
    followUpNeeded: z.enum(['yes', 'no'], { error: m.selectOption.id }),
    followUpDate: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      calendarDateField(m.selectFollowUpDate.id).optional(),
    ),
    /** The same id as appointmentId, as the admin's form sends it; ignored. */
    appointment: z.string().optional(),
    /** A course of follow-ups from followUpDate ("every 2 weeks, 4 times"); kept only for yes. */
    followUpCourse: z.preprocess((v) => (v === null ? undefined : v), courseSchema.optional()),
  })
  .superRefine((value, ctx) => {
    if (value.followUpNeeded === 'yes' && !value.followUpDate) {
      ctx.addIssue({ code: 'custom', path: ['followUpDate'], message: m.selectFollowUpDate.id });
    }
  })
  .transform(({ followUpCourse, ...value }) => ({
    ...value,
    followUpDate: value.followUpNeeded === 'yes' ? value.followUpDate : undefined,
    ...(value.followUpNeeded === 'yes' && followUpCourse ? { followUpCourse } : {}),
  }));

/** cancel-appointment: the reason is shown to the patient and the doctor. */
export const cancelSchema = z.object({
  appointmentId: appointmentIdField,
  reason: requiredText(m.giveCancelReason.id, 500),
  /** For a visit of a course, this one or this and the following ones; default 'this'. */
  scope: scopeField,
});

/** reschedule-appointment: a new date and time, checked as a booking is. */
export const rescheduleSchema = bookingSchema.omit({ doctorId: true }).extend({
  appointmentId: appointmentIdField,
  /** 'following' moves the later visits of the course by as many days, to the same time. */
  scope: scopeField,
});

export type BookingInput = z.infer<typeof bookingSchema>;
export type CancelInput = z.infer<typeof cancelSchema>;
export type RescheduleInput = z.infer<typeof rescheduleSchema>;
export type StatusChangeInput = z.infer<typeof statusChangeSchema>;
export type CompleteInput = z.infer<typeof completeSchema>;

export { CHANGEABLE_STATUSES, canCancelOrReschedule };
export type { AppointmentStatus };

export type { Appointment } from '../answers/appointments';
