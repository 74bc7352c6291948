import { z } from 'zod';
import { requiredText } from './fields';
import { referenceMessages as m } from '../validationMessages';
import { CLINIC_DAY_CATEGORIES, STANDARD_DAYS, clinicDayName, type ClinicDayCategory } from '../vocabulary';

export { CLINIC_DAY_CATEGORIES, STANDARD_DAYS, clinicDayName };
export type { ClinicDayCategory };

/** Reference data: a new clinic day, location, service or speciality (each required), or a slot option. */
export const clinicDayInputSchema = z.object({ name: requiredText(m.clinicDay.id, 80) });
export const locationInputSchema = z.object({ location: requiredText(m.location.id, 80) });
export const serviceInputSchema = z.object({ service: requiredText(m.service.id, 80) });
export const specialityInputSchema = z.object({ speciality: requiredText(m.speciality.id, 80) });
export const slotInputSchema = z.object({
  totalSlots: z.coerce
    .number({ error: m.slotsRequired.id })
    .int({ error: m.slotsWhole.id })
    .min(1, { error: m.slotsMin.id })
    .max(500, { error: m.slotsMax.id }),
});

/** Every clinic-day name the table is seeded with, in every database. */
export const SEEDED_CLINIC_DAYS: string[] = [
  ...STANDARD_DAYS,
  ...STANDARD_DAYS.map((d) => `Alternate ${d}`),
  ...STANDARD_DAYS.map((d) => `Last ${d}`),
  'Everyday',
  'Weekday',
];

export type ClinicDayInput = z.infer<typeof clinicDayInputSchema>;
export type LocationInput = z.infer<typeof locationInputSchema>;
export type ServiceInput = z.infer<typeof serviceInputSchema>;
export type SpecialityInput = z.infer<typeof specialityInputSchema>;
export type SlotInput = z.infer<typeof slotInputSchema>;
