import { z } from 'zod';
import { calendarDate, id, instant } from './envelope';
import { AUDIT_OUTCOMES } from '../vocabulary';

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
