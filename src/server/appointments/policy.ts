import type { Config } from '../config';
import type { UserRow } from '../db/schema';
import { hasRole } from '../plugins/auth';
import { messageSettingsOf, type VisitMessageSettings } from './effects/visit-messages';

/**
 * The settings the appointment rules read: what the mails and texts about a visit say of the clinic,
 * its time zone, the cancel cut-off, reminders, the arrival window's width.
 */
export interface AppointmentPolicy {
  messages: VisitMessageSettings;
  timeZone: string;
  cancelCutoffHours: number;
  reminderHours: number;
  /** the width of the arrival window an approved visit is told */
  arrivalWindowMinutes: number;
  /** a waiting patient with this many or fewer before them is told their turn is near */
  nearTurnAhead: number;
}

export const policyOf = (config: Config): AppointmentPolicy => ({
  messages: messageSettingsOf(config),
  timeZone: config.clinicTimezone,
  cancelCutoffHours: config.cancelCutoffHours,
  reminderHours: config.reminderHours,
  arrivalWindowMinutes: config.arrivalWindowMinutes,
  nearTurnAhead: config.nearTurnAhead,
});

/** A change to a visit: who makes it, with what, on which day of the clinic's calendar. */
export interface VisitChange<Input> {
  viewer: UserRow;
  input: Input;
  today: string;
}

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
