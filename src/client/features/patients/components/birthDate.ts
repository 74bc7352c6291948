import { formatDisplayDate } from '../../../../shared/clinicDays';

/** A date of birth 'YYYY-MM-DD' as the pickers show dates (DD-MM-YYYY); blank when missing or not a date. */
export function birthDateText(date: string | null | undefined): string {
  if (!date) return '';
  try {
    return formatDisplayDate(date);
  } catch {
    return '';
  }
}
