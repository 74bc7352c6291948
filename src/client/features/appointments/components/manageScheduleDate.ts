import { formatDisplayDate, matchesAnyClinicDay, nextClinicDate } from '../../../../shared/clinicDays';
import type { Appointment } from '../../../../shared/schemas/appointments';

/** How far ahead the 'Next clinic day' hint looks (spec 9). */
const NEXT_CLINIC_DAY_WITHIN = 30;

export interface ScheduleSuggestion {
  /** The doctor's next clinic day from today, 'YYYY-MM-DD', or null when none falls within 30 days. */
  nextClinicDay: string | null;
  /** The hint under the picker. */
  hint: string;
  /** The date the picker starts on: the requested date while it is still a future clinic day, else the next clinic day. */
  initialDate: string | null;
}

/** What the approve modal suggests for an appointment's schedule date, seen from `today` (spec 2.4, 5). */
export function suggestScheduleDate(appointment: Appointment, today: string): ScheduleSuggestion {
  const rules = appointment.doctorInfo?.clinicDay ?? [];
  const nextClinicDay = nextClinicDate(rules, today, NEXT_CLINIC_DAY_WITHIN);
  const requested = appointment.date;
  const requestedStillOpen = requested >= today && matchesAnyClinicDay(rules, requested);
  return {
    nextClinicDay,
    hint: nextClinicDay
      ? `Next clinic day: ${formatDisplayDate(nextClinicDay)}`
      : `No clinic day in the next ${NEXT_CLINIC_DAY_WITHIN} days`,
    initialDate: requestedStillOpen ? requested : nextClinicDay,
  };
}
