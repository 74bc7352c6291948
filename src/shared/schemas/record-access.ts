import { z } from 'zod';
import { dayFilter, positiveWhole } from './audit';
import { listQuerySchema } from './listQuery';
import { listQueryMessages as lq, recordAccessMessages as m, zodMessage } from '../validationMessages';

/**
 * What a read of a patient's record showed: their profile (the desk's or a doctor's), a row of the
 * desk's search, of a people list or of the phones to correct, their visits in a list, a day sheet,
 * a copy of their data, an export of a list, a FHIR Patient or Appointment.
 */
export const RECORD_ACCESS_KINDS = [
  'profile',
  'deskSearch',
  'people',
  'visits',
  'daySheet',
  'dataCopy',
  'export',
  'fhirPatient',
  'fhirAppointment',
] as const;
export type RecordAccessKind = (typeof RECORD_ACCESS_KINDS)[number];

/**
 * The header an Excel or PDF export sends with each page of a visits list it reads (`export`): the
 * patients' entries then say their visits were exported rather than listed.
 */
export const READ_PURPOSE_HEADER = 'x-read-purpose';

/** The caller's own entries, newest first, a page at a time. */
export const recordAccessQuery = listQuerySchema<'at'>({ sorts: ['at'], filters: [] });

export const RECORD_ACCESS_PAGE_SIZE_MAX = 100;
const PAGE_SIZE_INVALID = zodMessage(lq.pageSizeInvalid, { max: RECORD_ACCESS_PAGE_SIZE_MAX });

/** GET /api/admin/record-access: by patient, by reader, by the clinic's dates (both ends included). */
export const adminRecordAccessQuery = z
  .object({
    patientId: z.uuid({ error: m.patientInvalid.id }).optional(),
    actorId: z.uuid({ error: m.actorInvalid.id }).optional(),
    from: dayFilter('From'),
    to: dayFilter('To'),
    page: positiveWhole(lq.pageInvalid.id).default(1),
    pageSize: positiveWhole(PAGE_SIZE_INVALID)
      .max(RECORD_ACCESS_PAGE_SIZE_MAX, { error: PAGE_SIZE_INVALID })
      .default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: lq.fromAfterTo.id, path: ['to'] });
export type AdminRecordAccessQuery = z.output<typeof adminRecordAccessQuery>;

export const REASON_MAX = 500;

/** A doctor opens a patient's record; a reason is needed when the patient has no visit with them. */
export const doctorPatientQuery = z.object({
  patientId: z.uuid({ error: m.patientInvalid.id }),
  reason: z
    .string()
    .trim()
    .max(REASON_MAX, { error: zodMessage(m.reasonTooLong, { max: REASON_MAX }) })
    .optional()
    .transform((text) => text || undefined),
});

/** The words both sides show for the refusals above. */
export const RECORD_ACCESS_TEXT = { reasonRequired: m.reasonRequired };
