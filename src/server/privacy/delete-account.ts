import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import type { Db } from '../db/connect';
import { cancelWithin, type AppointmentDeps } from '../appointments';
import { endAllSessions } from '../accounts';
import { CHANGEABLE_STATUSES } from '../../shared/vocabulary';
import { clinicToday } from '../../shared/clinicTime';
import { conflict, notFound } from '../plugins/errors';
import { hasRole } from '../plugins/auth';
import { ERASURE_TEXT } from './erasure-messages';
import { recordAnsweredRequest } from './data-requests';

type Tx = Kysely<Database>;

/** Why a withdrawn text was never sent, as the text outbox keeps a failure's reason. */
const WITHDRAWN = 'withdrawn: the account was erased';

/**
 * 'Patient 7KQ2-M9XA': the name an erased record goes by. Random, so nothing kept (its id, its
 * e-mail) leads back to the person; a hash of either could be recomputed by anyone holding them.
 */
function newPseudonym(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const letters = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `Patient ${letters.slice(0, 4)}-${letters.slice(4)}`;
}

export interface Erasure {
  userId: string;
  /** who erases: the patient themself, or an administrator acting on a written request */
  actor: UserRow;
  at: Date;
  /** the written request's reference; a new one when the patient erases online */
  reference?: string;
}

/** The account and the family members it manages, locked; refused unless a patient record not yet erased. */
async function lockPeople(tx: Tx, userId: string): Promise<UserRow[]> {
  const holder = await tx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!holder) throw notFound();
  if (!hasRole(holder, 'patient')) throw conflict(ERASURE_TEXT.patientsOnly);
  if (holder.erased_at) throw conflict(ERASURE_TEXT.alreadyErased);
  const members = await tx
    .selectFrom('users')
    .selectAll()
    .where('holder_id', '=', userId)
    .where('erased_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  return [holder, ...members];
}

/**
 * Erases a patient's account, in one transaction: every personal field of the account and of the
 * family members it manages gives way to a random pseudonym (the e-mail freed for a new sign-up,
 * the phone, birth date and password gone, reviews shown as "A patient"), every session ends,
 * every future visit is cancelled as a cancellation is (places freed, the waitlist promoted), the
 * mails and texts still queued for them are withdrawn and the ones kept lose their words, and the
 * request is recorded as answered. Past visits stay under the pseudonym as clinical records until
 * the retention job deletes them. Answers how many visits were cancelled.
 */
export async function eraseAccount(db: Db, erasure: Erasure, deps: AppointmentDeps): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const people = await lockPeople(tx, erasure.userId);
    const ids = people.map((p) => p.id);
    const at = erasure.at;
    const self = erasure.actor.id === erasure.userId;
    let actorName = erasure.actor.name;
    for (const person of people) {
      const pseudonym = newPseudonym();
      if (person.id === erasure.userId && self) actorName = pseudonym;
      await tx
        .updateTable('users')
        .set({
          name: pseudonym,
          email: null,
          phone: '',
          password_hash: null,
          date_of_birth: null,
          language: null,
          is_verified: false,
          is_blocked: true,
          appointment_mail: false,
          appointment_texts: false,
          review_name: false,
          phone_unusable: false,
          erased_at: at,
        })
        .where('id', '=', person.id)
        .execute();
    }
    await endAllSessions(tx, erasure.userId);
    for (const table of ['user_mfa', 'mfa_recovery_codes', 'one_time_codes'] as const) {
      await tx.deleteFrom(table).where('user_id', 'in', ids).execute();
    }
    await tx.deleteFrom('notifications').where('user_id', 'in', ids).execute();
    await tx.deleteFrom('waitlist_entries').where('user_id', 'in', ids).execute();
    const cancelled = await cancelFutureVisits(tx, { ids, erasure, actorName }, deps);
    await withdrawMessages(tx, ids, at);
    await tx
      .updateTable('users')
      .set({
        records_oldest: sql<string | null>`(
          SELECT min(coalesce(a.schedule_date, a.date)) FROM appointments a WHERE a.user_id = users.id)`,
      })
      .where('id', 'in', ids)
      .execute();
    await recordAnsweredRequest(tx, {
      kind: 'deletion',
      userId: erasure.userId,
      handledBy: self ? null : erasure.actor.id,
      at,
      reference: erasure.reference,
    });
    return cancelled;
  });
}

/** Cancels every visit still to come of these people, as a cancellation does, however near it is. */
async function cancelFutureVisits(
  tx: Tx,
  of: { ids: string[]; erasure: Erasure; actorName: string },
  deps: AppointmentDeps,
): Promise<number> {
  const today = clinicToday(deps.policy.timeZone, of.erasure.at);
  const future = await tx
    .selectFrom('appointments')
    .select('id')
    .where('user_id', 'in', of.ids)
    .where('status', 'in', CHANGEABLE_STATUSES)
    .where(
      sql<string>`to_char(CASE WHEN status = 'follow-up' AND follow_up_date IS NOT NULL
        THEN follow_up_date ELSE coalesce(schedule_date, date) END, 'YYYY-MM-DD')`,
      '>=',
      today,
    )
    .orderBy('id')
    .execute();
  const viewer = { ...of.erasure.actor, name: of.actorName };
  const reason = ERASURE_TEXT.cancelReason.defaultMessage as string;
  for (const visit of future) {
    await cancelWithin(
      tx,
      { viewer, input: { appointmentId: visit.id, reason, scope: 'this' }, anyTime: true },
      deps,
    );
  }
  return future.length;
}

/**
 * The mails and texts queued for these people are withdrawn (never sent), and every one kept for
 * them loses its address and words: what was sent stays counted, not readable.
 */
async function withdrawMessages(tx: Tx, ids: string[], at: Date): Promise<void> {
  await tx
    .updateTable('mail_outbox')
    .set({ withdrawn_at: at })
    .where('user_id', 'in', ids)
    .where('sent_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .execute();
  await tx
    .updateTable('mail_outbox')
    .set({ to_address: '', subject: '', text_body: '', html_body: '', ics_content: null })
    .where('user_id', 'in', ids)
    .execute();
  await tx
    .updateTable('sms_outbox')
    .set({ state: 'failed', failed_reason: WITHDRAWN })
    .where('user_id', 'in', ids)
    .where('state', '=', 'queued')
    .execute();
  await tx.updateTable('sms_outbox').set({ to_number: '', body: '' }).where('user_id', 'in', ids).execute();
}
