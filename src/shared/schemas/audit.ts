import { z } from 'zod';
import { calendarDate, id, instant } from './envelope';
import { AUDIT_OUTCOMES, type AuditOutcome } from '../vocabulary';
import { auditMessages as m, listQueryMessages as lq, zodMessage } from '../validationMessages';

export { AUDIT_OUTCOMES, type AuditOutcome };
export const AUDIT_PAGE_SIZE_MAX = 100;

/**
 * What a row's target names, read by its key when the page is read: a person (a user, patient or
 * family member, by id or by the e-mail a sign-in named), a doctor, a visit (its doctor and clinic
 * date, YYYY-MM-DD) or a review (its doctor and author). Null when the target is none of these or
 * no longer exists; the row's `target` still holds what was recorded.
 */
const auditTargetNameSchema = z.union([
  z.object({ kind: z.literal('person'), name: z.string() }),
  z.object({ kind: z.literal('doctor'), name: z.string() }),
  z.object({ kind: z.literal('visit'), doctorName: z.string(), date: calendarDate }),
  z.object({ kind: z.literal('review'), doctorName: z.string(), authorName: z.string() }),
]);
export type AuditTargetName = z.output<typeof auditTargetNameSchema>;

/** One audit-log row as the API sends it; `at` is an ISO instant in UTC. */
const auditEntrySchema = z.object({
  id: id,
  at: instant,
  actorId: id.nullable(),
  actorEmail: z.string().nullable(),
  actorName: z.string().nullable(),
  /** a role word (admin, doctor, staff, regDoctor, user) or 'anonymous' */
  actorRole: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  /** what `target` names, in words; null when it names nothing the log can read */
  targetName: auditTargetNameSchema.nullable(),
  ip: z.string().nullable(),
  statusCode: z.number().int(),
  outcome: z.enum(AUDIT_OUTCOMES),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ rows: z.array(auditEntrySchema), total: z.number().int() });
export type AuditPage = z.output<typeof auditPageSchema>;

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
