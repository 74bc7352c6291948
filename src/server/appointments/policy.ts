import type { Config } from '../config';
import type { UserRow } from '../db/schema';
import { hasRole } from '../plugins/auth';
import { mailSettingsOf, type AppointmentMailSettings } from './mails';
import { notify } from '../notifications/notifications';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Text } from '../i18n';

/** The settings the appointment rules read: mail, the clinic's time zone, the cancel cut-off, reminders. */
export interface AppointmentPolicy {
  mail: AppointmentMailSettings;
  timeZone: string;
  cancelCutoffHours: number;
  reminderHours: number;
}

export const policyOf = (config: Config): AppointmentPolicy => ({
  mail: mailSettingsOf(config),
  timeZone: config.clinicTimezone,
  cancelCutoffHours: config.cancelCutoffHours,
  reminderHours: config.reminderHours,
});

/** In whose name a change to an appointment is made; null when the viewer may not touch it. */
export type ActingAs = 'clinic' | 'doctor' | 'patient';

/** The patient's own visit, or a dependant's (`account_id` is the holder) acts as the patient. */
export function actingAs(
  viewer: UserRow,
  appointment: { user_id: string; account_id?: string | null },
  doctor: { user_id: string },
): ActingAs | null {
  if (hasRole(viewer, 'admin') || hasRole(viewer, 'staff')) return 'clinic';
  if (doctor.user_id === viewer.id) return 'doctor';
  if (appointment.user_id === viewer.id || appointment.account_id === viewer.id) return 'patient';
  return null;
}

/**
 * A patient's own change is told to the doctor; a change by the clinic or the doctor, to the patient.
 */
export async function tellTheOtherSide(
  tx: Kysely<Database>,
  actor: ActingAs,
  people: { doctorUserId: string; patientId: string },
  messages: { toDoctor: Text; toPatient: Text },
): Promise<void> {
  if (actor === 'patient') {
    await notify(tx, [people.doctorUserId], messages.toDoctor, '/doctor/appointments');
  } else {
    await notify(tx, [people.patientId], messages.toPatient, '/appointments');
  }
}
