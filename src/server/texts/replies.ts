import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/connect';
import type { Database, UserRow } from '../db/schema';
import { actorOf } from '../audit';
import { recordConsents } from '../accounts';
import {
  cancelAppointment,
  type AppointmentPolicy,
  type AppointmentDeps,
  visitDateOf,
  visitInstantOf,
  VISIT_TEXT,
} from '../appointments';
import { mailLanguageOf, sayIn } from '../mail/mail-language';
import { kyselyRunner } from '../db/prepared-transaction';
import { HttpError } from '../plugins/errors';
import { queueTexts } from '../sms/sms-outbox';
import { textableNumber } from '../sms/phone-numbers';
import { storedDigitForms } from '../phones/phone-numbers';
import { formatDisplayDate } from '../../shared/clinicDays';
import { SMS_TEXT } from './sms-messages';

/** What a reply asks for: its first word, in any case; numbers work in every language. */
export type ReplyIntent = 'confirm' | 'cancel' | 'stop' | 'start' | 'help';

const INTENTS: Record<string, ReplyIntent> = {
  '1': 'confirm',
  YES: 'confirm',
  '2': 'cancel',
  NO: 'cancel',
  CANCEL: 'cancel',
  STOP: 'stop',
  START: 'start',
};

export const intentOf = (text: string): ReplyIntent =>
  INTENTS[
    text
      .trim()
      .split(/\s+/)[0]
      ?.replace(/[.!]+$/, '')
      .toUpperCase() ?? ''
  ] ?? 'help';

interface RemindedVisit {
  id: string;
  status: string;
  date: string;
  time: string;
  schedule_date: string | null;
  follow_up_date: string | null;
  first_name: string;
  last_name: string;
  account_id: string;
}

/**
 * The sender's next visit that was reminded by text: of the visits whose reminder went to this number
 * (the newest few, through sms_outbox_reminded), the soonest still approved and ahead.
 */
async function nextRemindedVisit(db: Db, number: string, policy: AppointmentPolicy) {
  const { rows } = await sql<RemindedVisit>`
    SELECT a.id, a.status, to_char(a.date, 'YYYY-MM-DD') AS date, a.time,
      to_char(a.schedule_date, 'YYYY-MM-DD') AS schedule_date,
      to_char(a.follow_up_date, 'YYYY-MM-DD') AS follow_up_date,
      d.first_name, d.last_name, coalesce(p.holder_id, p.id) AS account_id
    FROM (SELECT DISTINCT appointment_id FROM (
      SELECT appointment_id FROM sms_outbox WHERE to_number = ${number} AND kind = 'reminder'
      ORDER BY created_at DESC LIMIT 20) AS newest) AS o
    JOIN appointments AS a ON a.id = o.appointment_id
    JOIN doctors AS d ON d.id = a.doctor_id
    JOIN users AS p ON p.id = a.user_id
    WHERE a.status IN ('approved', 'follow-up')`.execute(db);
  const now = Date.now();
  return rows
    .map((visit) => ({ visit, at: visitInstantOf(visit, policy.timeZone).getTime() }))
    .filter(({ at }) => at > now)
    .sort((a, b) => a.at - b.at)[0]?.visit;
}

/**
 * Rows whose phone is `number`: one equality per stored form, each through the btree users_phone_digits,
 * built in the background (maintenance/indexes.ts). Until it exists the trigram index
 * users_phone_digits_trgm answers the same equalities, correctly but slowly at scale, as Nigerian
 * numbers share most of their trigrams (35–70 ms a lookup at a million patients, bench/sms-replies.ts).
 */
const sameNumber = (number: string, country: string) => (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.or(storedDigitForms(number, country).map((digits) => eb('phone_digits', '=', digits)));

/**
 * The accounts whose phone is this number, stored in E.164 or, before the background conversion
 * reached them, as typed; the first (oldest) answers for the number.
 */
const ownersOf = (db: Db, number: string, country: string) =>
  db.selectFrom('users').selectAll().where(sameNumber(number, country)).orderBy('created_at').execute();

/** The answer in the audit log: what the reply asked, about what, and whether it was done. */
const audit = (db: Db, owner: UserRow, entry: { action: string; target: string | null; ok: boolean }) => {
  const { action, target, ok } = entry;
  return db
    .insertInto('audit_log')
    .values({
      ...actorOf(owner),
      action: `SMS reply: ${action}`,
      target,
      ip: null,
      status_code: ok ? 200 : 409,
      outcome: ok ? 'success' : 'failure',
    })
    .execute();
};

/**
 * A patient's answer by text: 1/YES confirms their next reminded visit, 2/NO/CANCEL
 * cancels it as their own cancel would (same cut-off; the place is freed and the waitlist moves, and
 * the cancellation's text says so), STOP and START switch their texts, anything else gets the help
 * text. A number no account has changes nothing. Every answer is in the audit log.
 */
export async function answerReply(db: Db, deps: AppointmentDeps, reply: { from: string; text: string }) {
  const { policy } = deps;
  const number = textableNumber(reply.from, policy.messages.country);
  const country = policy.messages.country;
  const owners = number ? await ownersOf(db, number, country) : [];
  const owner = owners[0];
  if (!number || !owner) return;
  const language = mailLanguageOf(owner.language);
  const say = sayIn(language);
  const answer = (body: string, always = false) =>
    queueTexts(kyselyRunner(db), [
      { userId: owner.id, toNumber: number, kind: 'reply', appointmentId: null, language, body, always },
    ]);
  const intent = intentOf(reply.text);

  if (intent === 'stop' || intent === 'start') {
    const given = intent === 'start';
    await db.transaction().execute(async (tx) => {
      // every account on the number whose choice this changes, each with its consent event
      const changed = await tx
        .updateTable('users')
        .set({ appointment_texts: given })
        .where(sameNumber(number, country))
        .where('appointment_texts', '=', !given)
        .returning('id')
        .execute();
      const at = new Date();
      await recordConsents(
        tx,
        changed.map(({ id }) => ({ userId: id, consent: 'appointmentTexts', given, method: 'text', at })),
      );
    });
    await audit(db, owner, { action: intent, target: number, ok: true });
    return answer(say(intent === 'stop' ? SMS_TEXT.stopped : SMS_TEXT.started), true);
  }
  const visit = intent === 'help' ? undefined : await nextRemindedVisit(db, number, policy);
  if (!visit) {
    await audit(db, owner, {
      action: `${intent} (no reminded visit)`,
      target: number,
      ok: intent === 'help',
    });
    return answer(say(SMS_TEXT.help));
  }
  const values = {
    doctor: say(VISIT_TEXT.doctor, { name: `${visit.first_name} ${visit.last_name}` }),
    date: formatDisplayDate(visitDateOf(visit)),
    time: visit.time,
  };
  if (intent === 'confirm') {
    await db
      .updateTable('appointments')
      .set({ confirmed_at: new Date() })
      .where('id', '=', visit.id)
      .execute();
    await audit(db, owner, { action: 'confirm', target: visit.id, ok: true });
    return answer(say(SMS_TEXT.confirmedByReply, values));
  }
  const account = owners.find((user) => user.id === visit.account_id) ?? owner;
  try {
    const input = { appointmentId: visit.id, reason: say(SMS_TEXT.cancelReason) };
    await cancelAppointment(db, { viewer: account, input }, deps);
    await audit(db, account, { action: 'cancel', target: visit.id, ok: true });
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    await audit(db, account, { action: 'cancel refused', target: visit.id, ok: false });
    return answer(say(SMS_TEXT.tooLateToCancel));
  }
}
