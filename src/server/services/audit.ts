import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import type { Db } from '../db/connect';
import type { AuditLogTable, Database, UserRow } from '../db/schema';
import type { AuditEntry, AuditPage, AuditQuery } from '../../shared/schemas/audit';
import { roleOf } from '../../shared/roles';

export type NewAuditEntry = Insertable<AuditLogTable>;

/** The actor columns for a user, or an anonymous caller. */
export function actorOf(user: UserRow | null | undefined) {
  if (!user) return { actor_id: null, actor_email: null, actor_name: null, actor_role: 'anonymous' };
  const role = roleOf({
    isAdmin: user.is_admin,
    isDoctor: user.is_doctor,
    isStaff: user.is_staff,
    regDoctor: user.reg_doctor,
  });
  return { actor_id: user.id, actor_email: user.email, actor_name: user.name, actor_role: role };
}

export async function recordAudit(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matching(eb: ExpressionBuilder<Database, 'audit_log'>, query: AuditQuery) {
  const conditions = [];
  if (query.actor) conditions.push(eb('actor_email', 'ilike', containing(query.actor)));
  if (query.action) conditions.push(eb('action', 'ilike', containing(query.action)));
  if (query.outcome) conditions.push(eb('outcome', '=', query.outcome));
  if (query.from) conditions.push(eb('at', '>=', new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(eb('at', '<', new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  return eb.and(conditions);
}

function toEntry(row: Selectable<AuditLogTable>): AuditEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    actorName: row.actor_name,
    actorRole: row.actor_role,
    action: row.action,
    target: row.target,
    ip: row.ip,
    statusCode: row.status_code,
    outcome: row.outcome,
  };
}

/** One page of the log, newest first, and how many rows match in all. */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('audit_log')
      .selectAll()
      .where((eb) => matching(eb, query))
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('total'))
      .where((eb) => matching(eb, query))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toEntry), total: Number(count.total) };
}
