import { z } from 'zod';
import { id, instant } from './envelope';
import { RECORD_ACCESS_KINDS } from '../schemas/record-access';

/** A reader's role word (src/shared/roles) or 'apiClient' for a system on the FHIR API. */
const actorRole = z.string().meta({ examples: ['staff', 'doctor', 'apiClient'] });

/** One entry of a patient's "Who has looked at my record", newest first. */
export const recordAccessEntrySchema = z.object({
  _id: id,
  actorName: z.string(),
  actorRole,
  at: instant,
  what: z.enum(RECORD_ACCESS_KINDS),
  /** why a doctor opened the record of a patient who had never seen them; null for any other read */
  reason: z.string().nullable(),
});
export type RecordAccessEntry = z.output<typeof recordAccessEntrySchema>;

/** One entry as administrators search it: whose record, who (a person or an API client), from where. */
export const adminRecordAccessEntrySchema = recordAccessEntrySchema.extend({
  patientId: id,
  patientName: z.string().nullable(),
  actorId: id.nullable(),
  actorClient: z.string().nullable(),
  recordId: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AdminRecordAccessEntry = z.output<typeof adminRecordAccessEntrySchema>;
