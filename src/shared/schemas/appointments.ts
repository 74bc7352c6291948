import { z } from 'zod';
import { addDays } from '../clinicDays';
import { requiredText } from './fields';
import { calendarDate, id, instant, timeOfDay } from './envelope';
import { courseSchema, scopeField } from './seriesFields';
import { appointmentPaymentSchema } from './payments';
import { appointmentsMessages as m } from '../validationMessages';
import {
  APPOINTMENT_STATUSES,
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

const person = z.object({ _id: id, name: z.string() });

/** An appointment as the API sends it; calendar dates 'YYYY-MM-DD', instants ISO 8601. */
export const appointmentSchema = z
  .object({
    _id: id,
    status: z.enum(APPOINTMENT_STATUSES),
    date: calendarDate.meta({ description: 'The date asked for' }),
    time: timeOfDay,
    schedule_date: calendarDate.nullable().meta({ description: 'The date approved' }),
    followUpDate: calendarDate.nullable(),
    comment: z.string().nullable(),
    approvedByName: z.string().nullable(),
    approvedAt: instant.nullable(),
    /** why it was cancelled, when it was */
    cancelReason: z.string().nullable(),
    /** the patient confirmed by answering the reminder's text; absent in older fixtures */
    confirmedAt: instant.nullable().optional(),
    /** the arrival window the patient was told, on the clinic's clock: null until approved (absent in older fixtures) */
    arriveFrom: timeOfDay.nullable().optional(),
    arriveBy: timeOfDay.nullable().optional(),
    /** cancelled by a closed clinic day: the patient may rebook in one call */
    rebookable: z.boolean().optional(),
    /** desks: patients waiting for a place on this visit's clinic date */
    waitlist: z.number().int().optional(),
    createdAt: instant,
    /** The course this visit belongs to, its place in it (1-based) and the course's size. */
    seriesId: id.nullable(),
    seriesIndex: z.number().int().nullable(),
    seriesSize: z.number().int().nullable(),
    /** whether the patient has reviewed this visit (a visit is reviewed at most once) */
    reviewed: z.boolean().optional(),
    /** the patient the visit is for */
    userInfo: person,
    /** the account or staff member who booked it, where that differs from the patient */
    bookedBy: person.optional(),
    doctorInfo: z.object({
      _id: id,
      firstName: z.string(),
      lastName: z.string(),
      service: z.string(),
      location: z.string(),
      clinicDay: z.array(z.string()),
      appointmentTime: z.tuple([timeOfDay, timeOfDay]),
      feePerConsultation: z.number(),
    }),
    /** what was paid and what is owed for the visit (absent in older fixtures) */
    payment: appointmentPaymentSchema.optional(),
  })
  .meta({ id: 'Appointment' });

export type Appointment = z.output<typeof appointmentSchema>;
