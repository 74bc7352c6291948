import { sql, type ExpressionBuilder, type Insertable, type Selectable } from 'kysely';
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

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters, small enough to stay quick. */
const MAX_BATCH = 200;

interface Waiting {
  entry: NewAuditEntry;
  resolve(): void;
  reject(err: unknown): void;
}

/**
 * Writes audit rows, coalescing the ones that arrive together: while one INSERT is in flight the next
 * entries wait and then go as one multi-row INSERT, so a busy server pays one round trip and one
 * commit for many calls while a quiet one waits for nobody. write() resolves once the entry's row is
 * committed. Each row takes the clock as it is inserted, so rows keep the order they were written in.
 */
export class AuditWriter {
  private queue: Waiting[] = [];
  private flushing = false;

  constructor(private readonly db: Db) {}

  write(entry: NewAuditEntry): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ entry, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.queue.length > 0) await this.insert(this.queue.splice(0, MAX_BATCH));
    this.flushing = false;
  }

  private async insert(batch: Waiting[]): Promise<void> {
    try {
      await this.db
        .insertInto('audit_log')
        .values(batch.map(({ entry }) => ({ at: sql<Date>`clock_timestamp()`, ...entry })))
        .execute();
      for (const waiting of batch) waiting.resolve();
    } catch (err) {
      if (batch.length === 1) return batch[0].reject(err);
      // one row the database refuses must not cost the others theirs
      for (const waiting of batch) await this.insert([waiting]);
    }
  }
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
