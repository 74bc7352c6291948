import { z } from 'zod';
import { appointmentPaymentSchema } from './payments';

import { calendarDate, id, instant, timeOfDay } from './envelope';

import { APPOINTMENT_STATUSES } from '../vocabulary';

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
