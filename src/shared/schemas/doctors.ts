import { z } from 'zod';
import { emailField, requiredText } from './fields';
import { DOCTOR_STATUSES, GENDERS, INVALID_TIME_MESSAGE, type DoctorStatus } from '../vocabulary';

export { DOCTOR_STATUSES, GENDERS, INVALID_TIME_MESSAGE };
export type { DoctorStatus };

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** [start, end] in HH:mm; neither 00:00, start before end (spec 5, server.md 6). */
export const appointmentTimeField = (message: string = INVALID_TIME_MESSAGE) =>
  z
    .tuple([z.string({ error: message }), z.string({ error: message })], { error: message })
    .refine(([start, end]) => HHMM.test(start) && HHMM.test(end), { error: message })
    .refine(([start, end]) => start !== '00:00' && end !== '00:00', { error: message })
    .refine(([start, end]) => start < end, { error: message });

const money = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(10_000_000, { error: message });
const years = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(70, { error: message });
const slots = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(500, { error: message });

/** The doctor form, apply and edit (spec 5 "Doctor form"): every field required, no message given. */
export const doctorFormSchema = z.object({
  service: requiredText('Please select a service', 80),
  firstName: requiredText('Please enter first name!', 60),
  lastName: requiredText('Please enter last name!', 60),
  email: emailField('Please enter a valid email!', 'Please enter a valid email!'),
  phoneNumber: requiredText('Please enter a phone number!', 32),
  gender: z.enum(GENDERS, { error: 'Please select a gender' }).optional(),
  location: requiredText('Please select a location!', 80),
  totalSlots: slots('Please select appointment slot!'),
  specialization: requiredText('Please select doctor specialization!', 80),
  experience: years('Enter experience!'),
  feePerConsultation: money('Enter consultation fee!'),
  clinicDay: z
    .array(z.string().trim().min(1).max(80), { error: 'Select clinic day(s)!' })
    .min(1, { error: 'Please select at least one clinic day.' })
    .max(20, { error: 'Too many clinic days' }),
  appointmentTime: appointmentTimeField(),
});

/** Create Schedule Doctor (spec 5 "Schedule doctor (admin)"): the chosen registered doctor's profile. */
export const scheduleDoctorSchema = doctorFormSchema.omit({ service: true, clinicDay: true }).extend({
  service: requiredText('Please select an Appointment Service!', 80),
  doctor: z.uuid({ error: 'Please select a doctor!' }),
  /** Comma-joined clinic-day names, as the spec's payload sends them. */
  clinicDays: z
    .string({ error: 'Select clinic day(s)!' })
    .trim()
    .min(1, { error: 'Please select at least one clinic day.' })
    .max(2000, { error: 'Too many clinic days' }),
});

/** Doctor edit modal (spec 5 "Doctor edit modal (admin)"). */
export const doctorClinicUpdateSchema = z.object({
  doctorId: z.uuid({ error: 'Doctor not found' }),
  clinicDay: z
    .array(z.string().trim().min(1).max(80), { error: 'Please select at least one clinic day' })
    .min(1, { error: 'Please select at least one clinic day' })
    .max(20, { error: 'Too many clinic days' }),
  feePerConsultation: money('Please select fee for Consultation'),
  appointmentTime: appointmentTimeField('Please select appointment time'),
});

export const doctorStatusChangeSchema = z.object({
  doctorId: z.uuid({ error: 'Doctor not found' }),
  status: z.enum(['approved', 'blocked'], { error: 'Please choose approved or blocked' }),
});

export type DoctorFormInput = z.infer<typeof doctorFormSchema>;
export type ScheduleDoctorInput = z.infer<typeof scheduleDoctorSchema>;
export type DoctorClinicUpdateInput = z.infer<typeof doctorClinicUpdateSchema>;
export type DoctorStatusChangeInput = z.infer<typeof doctorStatusChangeSchema>;
