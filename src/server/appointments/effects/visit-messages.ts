import type { Config } from '../../config';
import {
  renderAppointmentMail,
  type AppointmentMailFacts,
  type AppointmentMailKind,
} from './mail/appointment-mail';
import { queueMails, type QueuedMail } from '../../mail/outbox';
import type { PreparedStatement, RunStatement } from '../../db/prepared-transaction';
import { visitDateOf } from '../visit-time';
import { APPOINTMENT_MAIL } from './mail/appointment-mail-messages';
import { mailLanguageOf, sayIn } from '../../mail/mail-language';
import { queueTexts, type QueuedText } from '../../sms/sms-outbox';
import { textableNumber } from '../../sms/phone-numbers';
import type { QuietHours } from '../../sms/quiet-hours';
import { appointmentText, isTexted, type TextKind } from './visit-texts';

/** What every mail and text about a visit says about the clinic, and how it reaches the patient. */
export interface VisitMessageSettings {
  clinicName: string;
  appUrl: string;
  fromAddress: string;
  timeZone: string;
  /** the region phone numbers without a country code are read in */
  country: string;
  /** reminders are not texted in these hours */
  quietHours: QuietHours | null;
  /** A reminder's personal check-in link for the visit's day (the reminder scan gives it). */
  checkInUrl?: (appointmentId: string, date: string) => string;
}

export const messageSettingsOf = (config: Config): VisitMessageSettings => ({
  clinicName: config.clinicName,
  appUrl: config.appUrl,
  fromAddress: config.mailFrom,
  timeZone: config.clinicTimezone,
  country: config.clinicCountry,
  quietHours: config.smsQuietHours,
});

/** A leave's substitute offered to one visit: their name, and the one-click page's path in the app. */
export interface SubstituteOffer {
  doctorName: string;
  path: string;
}

/**
 * One message to write about the visit: its kind, to whom, and what the row does not hold. One to
 * the patient is also texted when its kind is (visit-texts.ts).
 */
export interface MessageOrder {
  kind: AppointmentMailKind;
  to: 'patient' | 'doctor';
  previousVisitDate?: string;
  hadInvitation?: boolean;
  nextOpenDate?: string;
  /** clinic-closed: the closing's date ('DD-MM-YYYY') and reason, said in the recipient's words. */
  closing?: { date: string; reason: string; substitute?: SubstituteOffer };
  /** running-late: how late the doctor runs, in minutes */
  lateMinutes?: number;
}

export interface FactsRow {
  id: string;
  status: string;
  date: string;
  time: string;
  schedule_date: string | null;
  follow_up_date: string | null;
  comment: string | null;
  cancel_reason: string | null;
  calendar_sequence: number;
  /** the arrival window told, for a visit still due */
  arrive_from: string | null;
  arrive_by: string | null;
  patient_id: string;
  patient_name: string;
  /** the account that receives the patient's mail: the holder of a dependant, or the patient */
  account_id: string;
  account_name: string;
  account_email: string;
  /** the language each recipient chose (null: English) */
  account_language: string | null;
  first_name: string;
  last_name: string;
  service: string;
  location: string;
  doctor_user_id: string;
  doctor_email: string;
  doctor_language: string | null;
  /** the patient's own phone ('' for a dependant without one) and the account's */
  patient_phone: string;
  account_phone: string;
}

/** The appointments as they stand in this transaction, with both people's names and addresses. */
export const appointmentFacts = (appointmentIds: readonly string[]): PreparedStatement<FactsRow> => ({
  name: 'mail_appointment_facts',
  text: `
    SELECT a.id, a.status, to_char(a.date, 'YYYY-MM-DD') AS date, a.time,
      to_char(a.schedule_date, 'YYYY-MM-DD') AS schedule_date,
      to_char(a.follow_up_date, 'YYYY-MM-DD') AS follow_up_date,
      a.comment, a.cancel_reason, a.calendar_sequence,
      CASE WHEN a.status IN ('approved', 'follow-up') THEN a.arrive_from END AS arrive_from,
      CASE WHEN a.status IN ('approved', 'follow-up') THEN a.arrive_by END AS arrive_by,
      p.id AS patient_id, p.name AS patient_name,
      h.id AS account_id, h.name AS account_name, h.email AS account_email,
      h.language AS account_language, p.phone AS patient_phone, h.phone AS account_phone,
      d.first_name, d.last_name, d.service, d.location, du.id AS doctor_user_id, du.email AS doctor_email,
      du.language AS doctor_language
    FROM appointments AS a
    JOIN users AS p ON p.id = a.user_id
    JOIN users AS h ON h.id = coalesce(p.holder_id, p.id)
    JOIN doctors AS d ON d.id = a.doctor_id
    JOIN users AS du ON du.id = d.user_id
    WHERE a.id = ANY($1::uuid[])`,
  values: [appointmentIds],
});

/** When the patient is to come: the start of the window told where there is one, else the booked time. */
function visitTimeOf(row: FactsRow): { visitTime: string; arrival?: { from: string; by: string } } {
  if (row.arrive_from && row.arrive_by) {
    return { visitTime: row.arrive_from, arrival: { from: row.arrive_from, by: row.arrive_by } };
  }
  return { visitTime: row.time };
}

/** A reminder's link to check the visit in from the phone on its day; no other message has one. */
const checkInUrlOf = (row: FactsRow, kind: TextKind, settings: VisitMessageSettings) =>
  kind === 'reminder' && settings.checkInUrl ? settings.checkInUrl(row.id, visitDateOf(row)) : undefined;

/** The mails one order makes about one appointment, rendered from its facts. */
function mailFor(row: FactsRow, order: MessageOrder, settings: VisitMessageSettings): QueuedMail {
  const doctorName = `${row.first_name} ${row.last_name}`;
  const toPatient = order.to === 'patient';
  // in the recipient's language; a dependant's is the holder's, who reads the mail
  const language = mailLanguageOf(toPatient ? row.account_language : row.doctor_language);
  const facts: AppointmentMailFacts = {
    ...settings,
    kind: order.kind,
    language,
    appointmentId: row.id,
    // a dependant's mail goes to the account holder and names the dependant
    recipientEmail: toPatient ? (row.account_email ?? '') : row.doctor_email,
    recipientName: toPatient
      ? row.account_name
      : sayIn(language)(APPOINTMENT_MAIL.doctorName, { name: doctorName }),
    patientName: row.patient_name,
    forPatient: toPatient && row.account_id !== row.patient_id ? row.patient_name : undefined,
    doctorName,
    service: row.service,
    location: row.location,
    visitDate: visitDateOf(row),
    ...visitTimeOf(row),
    previousVisitDate: order.previousVisitDate,
    comment: row.comment ?? undefined,
    reason: row.cancel_reason ?? undefined,
    sequence: row.calendar_sequence,
    hadInvitation: order.hadInvitation,
    nextOpenDate: order.nextOpenDate,
    closing: order.closing,
    lateMinutes: order.lateMinutes,
    checkInUrl: checkInUrlOf(row, order.kind, settings),
  };
  const rendered = renderAppointmentMail(facts);
  return {
    userId: toPatient ? row.account_id : row.doctor_user_id,
    kind: order.kind,
    appointmentId: row.id,
    language: rendered.language,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    ics: rendered.ics,
  };
}

/**
 * The text about one appointment, when its kind is texted: to the patient's own phone,
 * else the account holder's (a dependant's), in the holder's language.
 */
function textFor(
  row: FactsRow,
  kind: TextKind,
  settings: VisitMessageSettings,
  extra: {
    closing?: MessageOrder['closing'];
    queueNumber?: string;
    position?: number;
    lateMinutes?: number;
  } = {},
): QueuedText | null {
  const { closing, queueNumber, lateMinutes } = extra;
  if (!isTexted(kind)) return null;
  const ownPhone = textableNumber(row.patient_phone, settings.country);
  const reason =
    kind === 'clinic-closed'
      ? closing?.reason
      : kind === 'rejected'
        ? row.comment
        : kind === 'cancelled'
          ? row.cancel_reason
          : null;
  return appointmentText(
    {
      kind,
      appointmentId: row.id,
      language: row.account_language,
      ownerId: ownPhone ? row.patient_id : row.account_id,
      toNumber: ownPhone ?? textableNumber(row.account_phone, settings.country),
      doctorName: `${row.first_name} ${row.last_name}`,
      visitDate: visitDateOf(row),
      ...visitTimeOf(row),
      place: row.location,
      reason: reason ?? undefined,
      queueNumber,
      position: extra.position,
      lateMinutes,
      checkInUrl: checkInUrlOf(row, kind, settings),
      offer: closing?.substitute && {
        doctorName: closing.substitute.doctorName,
        link: `${settings.appUrl}${closing.substitute.path}`,
      },
    },
    settings,
  );
}

/** Texts one kind of text about each of the visits, with no mail (the call to the room). */
export async function queueVisitTexts(
  run: RunStatement,
  settings: VisitMessageSettings,
  appointmentIds: readonly string[],
  text: { kind: TextKind; queueNumber?: string; position?: number },
): Promise<void> {
  const rows = await run(appointmentFacts(appointmentIds));
  await queueTexts(
    run,
    rows
      .map((row) =>
        textFor(row, text.kind, settings, { queueNumber: text.queueNumber, position: text.position }),
      )
      .filter((t) => t !== null),
  );
}

/**
 * Writes the same ordered messages about each of the visits into the outboxes, in the caller's
 * transaction (`run`), from the visits as they now stand: each order's mail, and the patient's text
 * where its kind is texted; one read and one insert per outbox however many there are. People who
 * switched appointment mail (or texts) off get none.
 */
export async function queueVisitMessages(
  run: RunStatement,
  settings: VisitMessageSettings,
  appointmentIds: readonly string[],
  orders: readonly MessageOrder[],
): Promise<void> {
  if (orders.length === 0 || appointmentIds.length === 0) return;
  const rows = await run(appointmentFacts(appointmentIds));
  await queueMails(
    run,
    rows.flatMap((row) => orders.map((order) => mailFor(row, order, settings))),
  );
  await queueTexts(
    run,
    rows
      .flatMap((row) =>
        orders.map((order) =>
          order.to === 'patient'
            ? textFor(row, order.kind, settings, { closing: order.closing, lateMinutes: order.lateMinutes })
            : null,
        ),
      )
      .filter((t) => t !== null),
  );
}
