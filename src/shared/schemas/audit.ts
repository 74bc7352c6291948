import { z } from 'zod';
import { AUDIT_OUTCOMES, type AuditOutcome } from '../vocabulary';
import { auditMessages as m, listQueryMessages as lq, zodMessage } from '../validationMessages';

export { AUDIT_OUTCOMES, type AuditOutcome };
export const AUDIT_PAGE_SIZE_MAX = 100;

/** A query-string text filter: trimmed, and blank means no filter. */
const textFilter = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .optional()
    .transform((text) => text || undefined);

const isCalendarDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};
export const dayFilter = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: zodMessage(lq.dateFormat, { label }) })
    .refine(isCalendarDate, { error: zodMessage(lq.notRealDate, { label }) })
    .meta({ description: 'A clinic date, YYYY-MM-DD (both ends included)', examples: ['2026-12-01'] })
    .optional();

export const positiveWhole = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message });

const PAGE_SIZE_INVALID = zodMessage(lq.pageSizeInvalid, { max: AUDIT_PAGE_SIZE_MAX });

/** GET /api/admin/audit-log filters (query string; dates are the clinic's days, both ends included). */
export const auditQuerySchema = z
  .object({
    actor: textFilter(254, m.actorTooLong.id),
    action: textFilter(200, m.actionTooLong.id),
    outcome: z.enum(AUDIT_OUTCOMES, { error: m.outcomeInvalid.id }).optional(),
    from: dayFilter('From'),
    to: dayFilter('To'),
    page: positiveWhole(lq.pageInvalid.id).default(1),
    pageSize: positiveWhole(PAGE_SIZE_INVALID)
      .max(AUDIT_PAGE_SIZE_MAX, { error: PAGE_SIZE_INVALID })
      .default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: lq.fromAfterTo.id,
    path: ['to'],
  });

export type AuditQuery = z.infer<typeof auditQuerySchema>;
/** The filters as the browser sends them. */
export interface AuditFilters {
  actor?: string;
  action?: string;
  outcome?: AuditOutcome;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}
