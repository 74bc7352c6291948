import { z } from 'zod';
import {
  dataRightsMessages as m,
  patientsMessages,
  securityMessages,
  zodMessage,
} from '../validationMessages';
import { listQuerySchema } from './listQuery';

/** The patient's rights over their data: erasure, and the requests with the law's clock on them. */

/** What the law allows the clinic to answer a request in. */
export const DATA_REQUEST_DAYS = 30;
export const DATA_REQUEST_KINDS = ['copy', 'deletion', 'correction'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

const REFERENCE_MAX = 100;

/** A real day of the calendar: 2026-02-31 is not one. */
const isCalendarDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};
const DETAILS_MAX = 1000;

const mfaCode = z
  .string({ error: securityMessages.mfaCode.id })
  .trim()
  .regex(/^\d{6}$/, { error: securityMessages.mfaCode.id });

/** POST /api/user/delete-account: the account's password, and its second factor's code when it is on. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: m.password.id })
    .min(1, { error: m.password.id })
    .max(200, { error: m.password.id }),
  code: mfaCode.optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

const referenceField = z
  .string({ error: zodMessage(m.reference, { max: REFERENCE_MAX }) })
  .trim()
  .min(1, { error: zodMessage(m.reference, { max: REFERENCE_MAX }) })
  .max(REFERENCE_MAX, { error: zodMessage(m.reference, { max: REFERENCE_MAX }) });

/** POST /api/admin/delete-account: an erasure an administrator carries out on a written request. */
export const adminDeleteAccountSchema = z.object({
  userId: z.uuid({ error: patientsMessages.choosePatient.id }),
  requestReference: referenceField,
});

/** POST /api/admin/data-requests: a request received in writing, recorded with the day it came. */
export const recordDataRequestSchema = z.object({
  kind: z.enum(DATA_REQUEST_KINDS, {
    error: zodMessage(m.kind, { kinds: DATA_REQUEST_KINDS.join(', ') }),
  }),
  patientId: z.uuid({ error: patientsMessages.choosePatient.id }),
  receivedOn: z
    .string({ error: m.receivedOn.id })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.receivedOn.id })
    .refine(isCalendarDate, { error: m.receivedOn.id }),
  reference: referenceField.optional(),
  details: z
    .string({ error: zodMessage(m.details, { max: DETAILS_MAX }) })
    .trim()
    .max(DETAILS_MAX, { error: zodMessage(m.details, { max: DETAILS_MAX }) })
    .default(''),
});
export type RecordDataRequestInput = z.input<typeof recordDataRequestSchema>;

/** POST /api/admin/data-requests/:id/close: what was done. */
export const closeDataRequestSchema = z.object({
  outcome: z
    .string({ error: zodMessage(m.outcome, { max: DETAILS_MAX }) })
    .trim()
    .min(1, { error: zodMessage(m.outcome, { max: DETAILS_MAX }) })
    .max(DETAILS_MAX, { error: zodMessage(m.outcome, { max: DETAILS_MAX }) }),
});
export type CloseDataRequestInput = z.infer<typeof closeDataRequestSchema>;

export const dataRequestParams = z.object({ id: z.uuid({ error: m.request.id }) });

/** The requests, newest first by default, a page at a time. */
export const dataRequestsQuery = listQuerySchema<'receivedAt'>({ sorts: ['receivedAt'], filters: [] });
