import { z } from 'zod';
import { id, instant } from './envelope';
import { appointmentsMessages as m } from '../validationMessages';

/** appointment-texts: the texts about one appointment, for its details on the desk. */
export const appointmentTextsQuery = z.object({
  appointmentId: z.uuid({ error: m.selectAppointment.id }),
});

const TEXT_STATES = ['queued', 'submitted', 'delivered', 'failed'] as const;
export type TextState = (typeof TEXT_STATES)[number];

/** One text as the desk sees it. */
export const appointmentTextSchema = z.object({
  _id: id,
  kind: z.string(),
  /** E.164 */
  toNumber: z.string(),
  body: z.string(),
  state: z.enum(TEXT_STATES),
  failedReason: z.string().nullable(),
  createdAt: instant,
});
export type AppointmentText = z.output<typeof appointmentTextSchema>;
