import { defineMessages, type IntlShape } from 'react-intl';
import { getIntl } from '../../../i18n/intl';
import { formatDisplayDate, matchesAnyClinicDay, nextClinicDate } from '../../../../shared/clinicDays';
import type { Appointment } from '../../../../shared/schemas/appointments';

/** How far ahead the 'Next clinic day' hint looks: 30 days. */
const NEXT_CLINIC_DAY_WITHIN = 30;

/** The hint under a date picker of the doctor's clinic days (approve, reschedule). */
const clinicDayHints = defineMessages<{ nextClinicDay: { date: string }; noClinicDay: { days: number } }>({
  nextClinicDay: { id: 'appointments.schedule.nextClinicDay', defaultMessage: 'Next clinic day: {date}' },
  noClinicDay: {
    id: 'appointments.schedule.noClinicDay',
    defaultMessage: 'No clinic day in the next {days} days',
  },
});

/** The hint for the next clinic day, or for none within 30 days. */
export const clinicDayHint = (nextClinicDay: string | null, intl: IntlShape) =>
  nextClinicDay
    ? intl.formatMessage(clinicDayHints.nextClinicDay, { date: formatDisplayDate(nextClinicDay) })
    : intl.formatMessage(clinicDayHints.noClinicDay, { days: NEXT_CLINIC_DAY_WITHIN });

interface ScheduleSuggestion {
  /** The doctor's next clinic day from today, 'YYYY-MM-DD', or null when none falls within 30 days. */
  nextClinicDay: string | null;
  /** The hint under the picker. */
  hint: string;
  /** The date the picker starts on: the requested date while it is still a future clinic day, else the next clinic day. */
  initialDate: string | null;
}

/**
 * What the approve modal suggests for an appointment's schedule date, seen from `today`;
 * the hint in `intl`'s language (the component's own; the formatter of the screen otherwise).
 */
export function suggestScheduleDate(
  appointment: Appointment,
  today: string,
  intl: IntlShape = getIntl(),
): ScheduleSuggestion {
  const rules = appointment.doctorInfo?.clinicDay ?? [];
  const nextClinicDay = nextClinicDate(rules, today, NEXT_CLINIC_DAY_WITHIN);
  const requested = appointment.date;
  const requestedStillOpen = requested >= today && matchesAnyClinicDay(rules, requested);
  return {
    nextClinicDay,
    hint: clinicDayHint(nextClinicDay, intl),
    initialDate: requestedStillOpen ? requested : nextClinicDay,
  };
}
