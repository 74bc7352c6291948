import { z } from 'zod';
import { id, instant } from './envelope';
import { TEXT_STATES } from '../schemas/texts';

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
