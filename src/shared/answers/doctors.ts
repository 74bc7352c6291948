import { z } from 'zod';

import { DOCTOR_STATUSES, GENDERS } from '../vocabulary';

import { calendarDate, id, instant, timeOfDay } from './envelope';

/** A doctor's profile as the API sends it. feePerConsultation is a number of naira. */
export const doctorSchema = z
  .object({
    _id: id,
    userId: id,
    firstName: z.string(),
    lastName: z.string(),
    name: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    gender: z.enum(GENDERS).optional(),
    location: z.string(),
    service: z.string(),
    specialization: z.string(),
    experience: z.number().int(),
    feePerConsultation: z.number(),
    /** [start, end] in HH:mm */
    appointmentTime: z.tuple([timeOfDay, timeOfDay]),
    totalSlots: z.number().int(),
    clinicDay: z.array(z.string()),
    /** the doctor's own consultation length in minutes: their pace until there is history (15 unless set) */
    consultMinutes: z.number().int().optional(),
    status: z.enum(DOCTOR_STATUSES),
    createdAt: instant,
    /**
     * The approved-doctors list only: the first of the doctor's clinic days from today within 30
     * days with a place left; null when there is none.
     */
    nextAvailable: calendarDate.nullable().optional(),
  })
  .meta({ id: 'Doctor' });
