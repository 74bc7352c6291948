import type { Config } from '../config';
import {
  renderAppointmentMail,
  type AppointmentMailFacts,
  type AppointmentMailKind,
} from './mail/appointment-mail';
import { queueMails, type QueuedMail } from './mail/outbox';
import type { PreparedStatement, RunStatement } from './prepared-transaction';
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
  patient_email: string;
  first_name: string;
  last_name: string;
  service: string;
  location: string;
  doctor_user_id: string;
  doctor_email: string;
}

/** The appointment as it stands in this transaction, with both people's names and addresses. */
const appointmentFacts = (appointmentId: string): PreparedStatement<FactsRow> => ({
  name: 'mail_appointment_facts',
  text: `
    SELECT a.id, a.status, to_char(a.date, 'YYYY-MM-DD') AS date, a.time,
      to_char(a.schedule_date, 'YYYY-MM-DD') AS schedule_date,
      to_char(a.follow_up_date, 'YYYY-MM-DD') AS follow_up_date,
      a.comment, a.cancel_reason, a.calendar_sequence,
      p.id AS patient_id, p.name AS patient_name, p.email AS patient_email,
      d.first_name, d.last_name, d.service, d.location, du.id AS doctor_user_id, du.email AS doctor_email
    FROM appointments AS a
    JOIN users AS p ON p.id = a.user_id
    JOIN doctors AS d ON d.id = a.doctor_id
    JOIN users AS du ON du.id = d.user_id
    WHERE a.id = $1::uuid`,
  values: [appointmentId],
});

/**
 * Writes the ordered mails about one appointment into the outbox, in the caller's transaction (`run`), from
 * the appointment as it now stands. People who switched appointment mail off get none.
 */
export async function mailAboutAppointment(
  run: RunStatement,
  settings: AppointmentMailSettings,
  appointmentId: string,
  orders: readonly MailOrder[],
): Promise<void> {
  if (orders.length === 0) return;
  const [row] = await run(appointmentFacts(appointmentId));
  if (!row) return;
  const doctorName = `${row.first_name} ${row.last_name}`;
  const mails: QueuedMail[] = orders.map((order) => {
    const toPatient = order.to === 'patient';
    const facts: AppointmentMailFacts = {
      ...settings,
      kind: order.kind,
      appointmentId: row.id,
      recipientEmail: toPatient ? row.patient_email : row.doctor_email,
      recipientName: toPatient ? row.patient_name : `Dr. ${doctorName}`,
      patientName: row.patient_name,
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
      userId: toPatient ? row.patient_id : row.doctor_user_id,
      kind: order.kind,
      appointmentId: row.id,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      ics: rendered.ics,
    };
  });
  await queueMails(run, mails);
}
