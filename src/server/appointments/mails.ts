import type { Config } from '../config';
import {
  renderAppointmentMail,
  type AppointmentMailFacts,
  type AppointmentMailKind,
} from './mail/appointment-mail';
import { queueMails, type QueuedMail } from '../mail/outbox';
import type { PreparedStatement, RunStatement } from '../db/prepared-transaction';
import { visitDateOf } from './visit-time';

/** What every appointment mail says about the clinic. */
export interface AppointmentMailSettings {
  clinicName: string;
  appUrl: string;
  fromAddress: string;
  timeZone: string;
}

export const mailSettingsOf = (config: Config): AppointmentMailSettings => ({
  clinicName: config.clinicName,
  appUrl: config.appUrl,
  fromAddress: config.mailFrom,
  timeZone: config.clinicTimezone,
});

/** One mail to write about the appointment: its kind, to whom, and what the row does not hold. */
export interface MailOrder {
  kind: AppointmentMailKind;
  to: 'patient' | 'doctor';
  previousVisitDate?: string;
  hadInvitation?: boolean;
  nextOpenDate?: string;
}

interface FactsRow {
  id: string;
  status: string;
  date: string;
  time: string;
  schedule_date: string | null;
  follow_up_date: string | null;
  comment: string | null;
  cancel_reason: string | null;
  calendar_sequence: number;
  patient_id: string;
  patient_name: string;
  /** the account that receives the patient's mail: the holder of a dependant, or the patient */
  account_id: string;
  account_name: string;
  account_email: string;
  first_name: string;
  last_name: string;
  service: string;
  location: string;
  doctor_user_id: string;
  doctor_email: string;
}

/** The appointments as they stand in this transaction, with both people's names and addresses. */
const appointmentFacts = (appointmentIds: readonly string[]): PreparedStatement<FactsRow> => ({
  name: 'mail_appointment_facts',
  text: `
    SELECT a.id, a.status, to_char(a.date, 'YYYY-MM-DD') AS date, a.time,
      to_char(a.schedule_date, 'YYYY-MM-DD') AS schedule_date,
      to_char(a.follow_up_date, 'YYYY-MM-DD') AS follow_up_date,
      a.comment, a.cancel_reason, a.calendar_sequence,
      p.id AS patient_id, p.name AS patient_name,
      h.id AS account_id, h.name AS account_name, h.email AS account_email,
      d.first_name, d.last_name, d.service, d.location, du.id AS doctor_user_id, du.email AS doctor_email
    FROM appointments AS a
    JOIN users AS p ON p.id = a.user_id
    JOIN users AS h ON h.id = coalesce(p.holder_id, p.id)
    JOIN doctors AS d ON d.id = a.doctor_id
    JOIN users AS du ON du.id = d.user_id
    WHERE a.id = ANY($1::uuid[])`,
  values: [appointmentIds],
});

/** The mails one order makes about one appointment, rendered from its facts. */
function mailFor(row: FactsRow, order: MailOrder, settings: AppointmentMailSettings): QueuedMail {
  const doctorName = `${row.first_name} ${row.last_name}`;
  const toPatient = order.to === 'patient';
  const facts: AppointmentMailFacts = {
    ...settings,
    kind: order.kind,
    appointmentId: row.id,
    // a dependant's mail goes to the account holder and names the dependant (issue 21)
    recipientEmail: toPatient ? (row.account_email ?? '') : row.doctor_email,
    recipientName: toPatient ? row.account_name : `Dr. ${doctorName}`,
    patientName: row.patient_name,
    forPatient: toPatient && row.account_id !== row.patient_id ? row.patient_name : undefined,
    doctorName,
    service: row.service,
    location: row.location,
    visitDate: visitDateOf(row),
    visitTime: row.time,
    previousVisitDate: order.previousVisitDate,
    comment: row.comment ?? undefined,
    reason: row.cancel_reason ?? undefined,
    sequence: row.calendar_sequence,
    hadInvitation: order.hadInvitation,
    nextOpenDate: order.nextOpenDate,
  };
  const rendered = renderAppointmentMail(facts);
  return {
    userId: toPatient ? row.account_id : row.doctor_user_id,
    kind: order.kind,
    appointmentId: row.id,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    ics: rendered.ics,
  };
}

/**
 * Writes the same ordered mails about each of the appointments into the outbox, in the caller's
 * transaction (`run`), from the appointments as they now stand: one read and one insert however many
 * there are. People who switched appointment mail off get none.
 */
export async function mailAboutAppointments(
  run: RunStatement,
  settings: AppointmentMailSettings,
  appointmentIds: readonly string[],
  orders: readonly MailOrder[],
): Promise<void> {
  if (orders.length === 0 || appointmentIds.length === 0) return;
  const rows = await run(appointmentFacts(appointmentIds));
  await queueMails(
    run,
    rows.flatMap((row) => orders.map((order) => mailFor(row, order, settings))),
  );
}

/** The ordered mails about one appointment (mailAboutAppointments for one). */
export const mailAboutAppointment = (
  run: RunStatement,
  settings: AppointmentMailSettings,
  appointmentId: string,
  orders: readonly MailOrder[],
): Promise<void> => mailAboutAppointments(run, settings, [appointmentId], orders);
