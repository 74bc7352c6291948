import { z } from 'zod';
import { appointmentsMessages as m } from '../validationMessages';

/** appointment-texts: the texts about one appointment, for its details on the desk. */
export const appointmentTextsQuery = z.object({
  appointmentId: z.uuid({ error: m.selectAppointment.id }),
});

export type TextState = 'queued' | 'submitted' | 'delivered' | 'failed';

/** One text as the desk sees it. */
export interface AppointmentText {
  _id: string;
  kind: string;
  /** E.164 */
  toNumber: string;
  body: string;
  state: TextState;
  failedReason: string | null;
  createdAt: string;
}
