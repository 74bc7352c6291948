import { z } from 'zod';
import { AUDIT_OUTCOMES, type AuditOutcome } from '../vocabulary';

export { AUDIT_OUTCOMES, type AuditOutcome };
export const AUDIT_PAGE_SIZE_MAX = 100;

/** One audit-log row as the API sends it; `at` is an ISO instant in UTC. */
export interface AuditEntry {
  id: string;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  actorName: string | null;
  /** a role word (admin, doctor, staff, regDoctor, user) or 'anonymous' */
  actorRole: string;
  action: string;
  target: string | null;
  ip: string | null;
  statusCode: number;
  outcome: AuditOutcome;
}

export interface AuditPage {
  rows: AuditEntry[];
  total: number;
}

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
const dayFilter = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date written YYYY-MM-DD` })
    .refine(isCalendarDate, { error: `${label} is not a real date` })
    .optional();

const positiveWhole = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message });

/** GET /api/admin/audit-log filters (query string; dates are UTC days, both ends included). */
export const auditQuerySchema = z
  .object({
    actor: textFilter(254, 'The actor filter is too long'),
    action: textFilter(200, 'The action filter is too long'),
    outcome: z.enum(AUDIT_OUTCOMES, { error: "Outcome must be 'success' or 'failure'" }).optional(),
    from: dayFilter('From'),
    to: dayFilter('To'),
    page: positiveWhole('Page must be a whole number from 1').default(1),
    pageSize: positiveWhole(`Page size must be a whole number from 1 to ${AUDIT_PAGE_SIZE_MAX}`)
      .max(AUDIT_PAGE_SIZE_MAX, {
        error: `Page size must be a whole number from 1 to ${AUDIT_PAGE_SIZE_MAX}`,
      })
      .default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'From must not be after To',
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
