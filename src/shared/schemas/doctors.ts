import { z } from 'zod';
import { emailField, phoneField, requiredText } from './fields';
import { DOCTOR_STATUSES, GENDERS, INVALID_TIME_MESSAGE, type DoctorStatus } from '../vocabulary';
import { doctorsMessages as m } from '../validationMessages';

export { DOCTOR_STATUSES, GENDERS, INVALID_TIME_MESSAGE };
export type { DoctorStatus };

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * [start, end] in HH:mm; neither 00:00, start before end. `message` is a zod
 * message (../validationMessages), or plain text the caller shows as it is.
 */
export const appointmentTimeField = (message: string = m.invalidTime.id) =>
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

/** The doctor form, apply and edit: every field required, no message given. */
export const doctorFormSchema = z.object({
  service: requiredText(m.selectService.id, 80),
  firstName: requiredText(m.firstName.id, 60),
  lastName: requiredText(m.lastName.id, 60),
  email: emailField(m.email.id, m.email.id),
  // the server also reads it in the clinic's country and stores it in E.164
  phoneNumber: phoneField(m.phoneNumber.id),
  gender: z.enum(GENDERS, { error: m.gender.id }).optional(),
  location: requiredText(m.location.id, 80),
  totalSlots: slots(m.slots.id),
  specialization: requiredText(m.specialization.id, 80),
  experience: years(m.experience.id),
  feePerConsultation: money(m.fee.id),
  clinicDay: z
    .array(z.string().trim().min(1).max(80), { error: m.clinicDays.id })
    .min(1, { error: m.oneClinicDay.id })
    .max(20, { error: m.tooManyClinicDays.id }),
  appointmentTime: appointmentTimeField(),
});

/** Create Schedule Doctor (admin and staff): the chosen registered doctor's profile. */
export const scheduleDoctorSchema = doctorFormSchema.omit({ service: true, clinicDay: true }).extend({
  service: requiredText(m.appointmentService.id, 80),
  doctor: z.uuid({ error: m.selectDoctor.id }),
  /** Comma-joined clinic-day names, as the schedule form sends them. */
  clinicDays: z
    .string({ error: m.clinicDays.id })
    .trim()
    .min(1, { error: m.oneClinicDay.id })
    .max(2000, { error: m.tooManyClinicDays.id }),
});

/** Doctor edit modal (admin): clinic days, fee and appointment time. */
export const doctorClinicUpdateSchema = z.object({
  doctorId: z.uuid({ error: m.doctorNotFound.id }),
  clinicDay: z
    .array(z.string().trim().min(1).max(80), { error: m.atLeastOneClinicDay.id })
    .min(1, { error: m.atLeastOneClinicDay.id })
    .max(20, { error: m.tooManyClinicDays.id }),
  feePerConsultation: money(m.consultationFee.id),
  appointmentTime: appointmentTimeField(m.appointmentTime.id),
  /** the doctor's own consultation length: their pace until there is history; unchanged when absent */
  consultMinutes: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.coerce
      .number({ error: m.consultMinutes.id })
      .int({ error: m.consultMinutes.id })
      .min(1, { error: m.consultMinutes.id })
      .max(240, { error: m.consultMinutes.id })
      .optional(),
  ),
});

export const doctorStatusChangeSchema = z.object({
  doctorId: z.uuid({ error: m.doctorNotFound.id }),
  status: z.enum(['approved', 'blocked'], { error: m.chooseStatus.id }),
});

export type DoctorFormInput = z.infer<typeof doctorFormSchema>;
export type ScheduleDoctorInput = z.infer<typeof scheduleDoctorSchema>;
export type DoctorClinicUpdateInput = z.infer<typeof doctorClinicUpdateSchema>;
export type DoctorStatusChangeInput = z.infer<typeof doctorStatusChangeSchema>;
