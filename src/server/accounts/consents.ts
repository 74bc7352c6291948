import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { ConsentEventsTable, Database, UserRow } from '../db/schema';
import { badRequest, conflict } from '../plugins/errors';
import { withValues } from '../i18n';
import { column, pageOf, type Paged } from '../lists/paging';
import type { ListQuery } from '../../shared/schemas/listQuery';
import {
  PRIVACY_TEXT,
  type Consent,
  type NoticeTexts,
  type UpdateConsentInput,
} from '../../shared/schemas/privacy';
import type { ConsentEvent, PrivacyNotice } from '../../shared/answers/privacy';
import { CONSENT_TEXT } from './consent-messages';

type Reader = Kysely<Database>;
export type ConsentMethod = ConsentEventsTable['method'];

/** The users column each consent is kept in: the same switches as the mail and text preferences. */
const CONSENT_COLUMN = {
  appointmentTexts: 'appointment_texts',
  appointmentMail: 'appointment_mail',
  reviewName: 'review_name',
} as const satisfies Record<Consent, keyof UserRow>;

/** One consent given or withdrawn, as recorded. */
export interface ConsentRecord {
  userId: string;
  consent: ConsentEventsTable['consent'];
  given: boolean;
  method: ConsentMethod;
  /** the staff member who recorded it at the desk */
  recordedBy?: string | null;
  at: Date;
}

/** The version in force (the highest published), or null before any; one read of the primary key. */
export async function currentNoticeVersion(db: Reader): Promise<number | null> {
  const row = await db
    .selectFrom('privacy_notices')
    .select('version')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.version ?? null;
}

const toNotice = (row: {
  version: number;
  texts: Record<string, string>;
  published_at: Date;
}): PrivacyNotice => ({
  version: row.version,
  texts: row.texts as NoticeTexts,
  publishedAt: row.published_at.toISOString(),
});

/** The notice in force with its text in every language written, or null before any was published. */
export async function currentNotice(db: Reader): Promise<PrivacyNotice | null> {
  const row = await db
    .selectFrom('privacy_notices')
    .select(['version', 'texts', 'published_at'])
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toNotice(row) : null;
}

/** The published versions, newest first by default, a page at a time. */
export function listNotices(db: Reader, query: ListQuery<'version'>): Promise<Paged<PrivacyNotice>> {
  const from = db.selectFrom('privacy_notices as n');
  return pageOf(
    db,
    {
      rows: from.select(['n.version', 'n.texts', 'n.published_at']),
      count: from,
      keys: [],
      tieBreak: column('n.version'),
    },
    query,
    toNotice,
  );
}

/**
 * Publishes the next version (the highest plus one) with the texts given. Two administrators
 * publishing at once make two versions one after the other, under a lock.
 */
export async function publishNotice(
  db: Db,
  input: { texts: NoticeTexts; adminId: string; at: Date },
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('privacy_notices'))`.execute(tx);
    const version = ((await currentNoticeVersion(tx)) ?? 0) + 1;
    await tx
      .insertInto('privacy_notices')
      .values({
        version,
        texts: JSON.stringify(input.texts),
        published_by: input.adminId,
        published_at: input.at,
      })
      .execute();
    return version;
  });
}

/** Records consent events, each under the notice version in force when it is written. */
export async function recordConsents(db: Reader, records: readonly ConsentRecord[]): Promise<void> {
  if (records.length === 0) return;
  const version = await currentNoticeVersion(db);
  await db
    .insertInto('consent_events')
    .values(
      records.map((record) => ({
        user_id: record.userId,
        consent: record.consent,
        given: record.given,
        notice_version: version,
        method: record.method,
        recorded_by: record.recordedBy ?? null,
        at: record.at,
      })),
    )
    .execute();
}

/**
 * A registration's acceptance of the notice: with a notice in force, the version the person read and
 * accepted must be it (a 400 naming `privacyVersion` otherwise). Answers the version accepted, or
 * null when there is no notice yet.
 */
export async function noticeAcceptedAtRegistration(
  db: Reader,
  privacyVersion: number | undefined,
): Promise<number | null> {
  const current = await currentNoticeVersion(db);
  if (current === null) return null;
  if (privacyVersion === undefined) {
    throw badRequest(PRIVACY_TEXT.acceptNotice, { errors: { privacyVersion: PRIVACY_TEXT.acceptNotice } });
  }
  if (privacyVersion !== current) {
    const changed = withValues(CONSENT_TEXT.noticeChanged, { version: current });
    throw badRequest(changed, { errors: { privacyVersion: changed } });
  }
  return current;
}

/**
 * What a new registration records: the notice accepted (when there is one) and the consents the
 * account starts with, all given.
 */
export function registrationConsents(
  userId: string,
  how: { method: ConsentMethod; recordedBy?: string | null; noticeAccepted: boolean; at: Date },
): ConsentRecord[] {
  const subjects: ConsentRecord['consent'][] = [
    ...(how.noticeAccepted ? (['privacyNotice'] as const) : []),
    'appointmentTexts',
    'appointmentMail',
    'reviewName',
  ];
  return subjects.map((consent) => ({
    userId,
    consent,
    given: true,
    method: how.method,
    recordedBy: how.recordedBy,
    at: how.at,
  }));
}

/**
 * accept-privacy: the caller accepts the version in force. Another version (an older one, or one
 * not published) is refused with 409 naming the current one. Accepting the version already accepted
 * changes nothing.
 */
export async function acceptNotice(
  db: Db,
  user: UserRow,
  input: { version: number; at: Date },
): Promise<UserRow> {
  return db.transaction().execute(async (tx) => {
    const current = await currentNoticeVersion(tx);
    if (current === null) throw conflict(CONSENT_TEXT.noNotice);
    if (input.version !== current) throw conflict(withValues(CONSENT_TEXT.notCurrent, { version: current }));
    const updated = await tx
      .updateTable('users')
      .set({ privacy_version: current, privacy_accepted_at: input.at })
      .where('id', '=', user.id)
      .where((eb) => eb.or([eb('privacy_version', 'is', null), eb('privacy_version', '<>', current)]))
      .returningAll()
      .executeTakeFirst();
    if (!updated)
      return tx.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    await recordConsents(tx, [
      { userId: user.id, consent: 'privacyNotice', given: true, method: 'web', at: input.at },
    ]);
    return updated;
  });
}

/**
 * Gives or withdraws one consent of a person's and records it; a choice already in place changes
 * nothing and records nothing. Answers the person's row as it now is.
 */
export async function setConsent(
  db: Db,
  userId: string,
  change: UpdateConsentInput & { method: ConsentMethod; recordedBy?: string | null; at: Date },
): Promise<UserRow | undefined> {
  const name = CONSENT_COLUMN[change.consent];
  return db.transaction().execute(async (tx) => {
    const updated = await tx
      .updateTable('users')
      .set({ [name]: change.given })
      .where('id', '=', userId)
      .where(name, '=', !change.given)
      .returningAll()
      .executeTakeFirst();
    if (!updated) return tx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    await recordConsents(tx, [{ userId, ...change }]);
    return updated;
  });
}

const toEvent = (row: {
  id: string;
  consent: ConsentEvent['consent'];
  given: boolean;
  notice_version: number | null;
  method: ConsentEvent['method'];
  at: Date;
}): ConsentEvent => ({
  _id: row.id,
  consent: row.consent,
  given: row.given,
  noticeVersion: row.notice_version,
  method: row.method,
  at: row.at.toISOString(),
});

/** A person's consent events, newest first by default, a page at a time through (user_id, at, id). */
export function consentEventsOf(
  db: Reader,
  userId: string,
  query: ListQuery<'at'>,
): Promise<Paged<ConsentEvent>> {
  const from = db.selectFrom('consent_events as e').where('e.user_id', '=', userId);
  return pageOf(
    db,
    {
      rows: from.select(['e.id', 'e.consent', 'e.given', 'e.notice_version', 'e.method', 'e.at']),
      count: from,
      keys: [column('e.at')],
      tieBreak: column('e.id'),
    },
    query,
    toEvent,
  );
}

/** Every consent event of a person, oldest first: their data copy. */
export async function allConsentEventsOf(db: Reader, userId: string) {
  const rows = await db
    .selectFrom('consent_events')
    .select(['id', 'consent', 'given', 'notice_version', 'method', 'at'])
    .where('user_id', '=', userId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map(toEvent);
}
