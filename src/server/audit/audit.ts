import { sql, type ExpressionBuilder, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../db/connect';
import type { AuditLogTable, Database, UserRow } from '../db/schema';
import type { AuditQuery } from '../../shared/schemas/audit';
import type { AuditEntry, AuditPage, AuditTargetName } from '../../shared/answers/audit';
import { addDays } from '../../shared/clinicDays';
import { clinicInstant } from '../../shared/clinicTime';
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

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The first instant of a clinic day (YYYY-MM-DD) in the clinic's time zone. */
const dayStart = (day: string, timeZone: string) => clinicInstant(day, '00:00', timeZone);

function matching(eb: ExpressionBuilder<Database, 'audit_log'>, query: AuditQuery, timeZone: string) {
  const conditions = [];
  if (query.actor) conditions.push(eb('actor_email', 'ilike', containing(query.actor)));
  if (query.action) conditions.push(eb('action', 'ilike', containing(query.action)));
  if (query.outcome) conditions.push(eb('outcome', '=', query.outcome));
  // the days the page shows: the clinic's, as its times are
  if (query.from) conditions.push(eb('at', '>=', dayStart(query.from, timeZone)));
  if (query.to) conditions.push(eb('at', '<', dayStart(addDays(query.to, 1), timeZone)));
  return eb.and(conditions);
}

function toEntry(row: Selectable<AuditLogTable>, names: Map<string, AuditTargetName>): AuditEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    actorName: row.actor_name,
    actorRole: row.actor_role,
    action: row.action,
    target: row.target,
    targetName: (row.target ? names.get(row.target) : undefined) ?? null,
    ip: row.ip,
    statusCode: row.status_code,
    outcome: row.outcome,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const doctorName = sql<string>`trim(d.first_name || ' ' || d.last_name)`;

/**
 * What the page's targets name, read by their keys: the ids through the primary keys of users,
 * doctors, appointments and reviews (a target is an id of one of them, or of something else), the
 * e-mails of sign-in calls through users' unique e-mail. At most a page's worth of lookups, however
 * long the log: the names are never joined to the log itself.
 */
async function targetNames(db: Db, targets: string[]): Promise<Map<string, AuditTargetName>> {
  const ids = [...new Set(targets.filter((target) => UUID.test(target)).map((id) => id.toLowerCase()))];
  const emails = [...new Set(targets.filter((target) => target.includes('@')))];
  const names = new Map<string, AuditTargetName>();
  if (ids.length === 0 && emails.length === 0) return names;
  const [people, byEmail, doctors, visits, reviews] = await Promise.all([
    ids.length ? db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute() : [],
    emails.length
      ? db.selectFrom('users').select(['email', 'name']).where('email', 'in', emails).execute()
      : [],
    ids.length
      ? db
          .selectFrom('doctors as d')
          .select(['d.id', doctorName.as('name')])
          .where('d.id', 'in', ids)
          .execute()
      : [],
    ids.length
      ? db
          .selectFrom('appointments as a')
          .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
          .select([
            'a.id',
            doctorName.as('doctor_name'),
            sql<string>`to_char(coalesce(a.schedule_date, a.date), 'YYYY-MM-DD')`.as('date'),
          ])
          .where('a.id', 'in', ids)
          .execute()
      : [],
    ids.length
      ? db
          .selectFrom('reviews as r')
          .innerJoin('doctors as d', 'd.id', 'r.doctor_id')
          .innerJoin('users as u', 'u.id', 'r.user_id')
          .select(['r.id', doctorName.as('doctor_name'), 'u.name as author_name'])
          .where('r.id', 'in', ids)
          .execute()
      : [],
  ]);
  for (const row of people) names.set(row.id, { kind: 'person', name: row.name });
  for (const row of doctors) names.set(row.id, { kind: 'doctor', name: row.name });
  for (const row of visits) {
    names.set(row.id, { kind: 'visit', doctorName: row.doctor_name, date: row.date });
  }
  for (const row of reviews) {
    names.set(row.id, { kind: 'review', doctorName: row.doctor_name, authorName: row.author_name });
  }
  for (const row of byEmail) {
    if (row.email) names.set(row.email, { kind: 'person', name: row.name });
  }
  // the log keeps ids as they were sent; the keys above are the database's lower-case form
  return new Map(
    targets.flatMap((target) => {
      const name = names.get(UUID.test(target) ? target.toLowerCase() : target);
      return name ? [[target, name] as const] : [];
    }),
  );
}

/**
 * One page of the log, newest first, and how many rows match in all; each row's target said in
 * words where it names a person, a doctor, a visit or a review.
 */
export async function listAudit(db: Db, query: AuditQuery, timeZone: string): Promise<AuditPage> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('audit_log')
      .selectAll()
      .where((eb) => matching(eb, query, timeZone))
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('total'))
      .where((eb) => matching(eb, query, timeZone))
      .executeTakeFirstOrThrow(),
  ]);
  const names = await targetNames(
    db,
    rows.flatMap((row) => (row.target ? [row.target] : [])),
  );
  return { rows: rows.map((row) => toEntry(row, names)), total: Number(count.total) };
}
