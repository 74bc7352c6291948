import { z } from 'zod';
import { appointmentsMessages as m } from '../validationMessages';

/** appointment-texts: the texts about one appointment, for its details on the desk. */
export const appointmentTextsQuery = z.object({
  appointmentId: z.uuid({ error: m.selectAppointment.id }),
});

export const TEXT_STATES = ['queued', 'submitted', 'delivered', 'failed'] as const;
export type TextState = (typeof TEXT_STATES)[number];
