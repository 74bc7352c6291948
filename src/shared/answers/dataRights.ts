import { z } from 'zod';
import { calendarDate, id, instant } from './envelope';
import { DATA_REQUEST_KINDS } from '../schemas/dataRights';

const DATA_REQUEST_STATUSES = ['open', 'done'] as const;

/** One request as the administrators' list shows it. */
export const dataRequestSchema = z.object({
  _id: id,
  kind: z.enum(DATA_REQUEST_KINDS),
  /** the patient's name as the clinic now keeps it (a pseudonym once erased); null: the record is gone */
  patientId: id.nullable(),
  patientName: z.string().nullable(),
  reference: z.string(),
  receivedAt: instant,
  /** the day the law's 30 days end, in the clinic's time zone */
  dueOn: calendarDate,
  status: z.enum(DATA_REQUEST_STATUSES),
  details: z.string(),
  outcome: z.string().nullable(),
  /** who handled it; null: the patient themself, online */
  handledBy: z.string().nullable(),
  closedAt: instant.nullable(),
});
export type DataRequest = z.output<typeof dataRequestSchema>;
