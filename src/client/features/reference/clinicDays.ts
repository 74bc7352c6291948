import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { CLINIC_DAY_CATEGORIES, type ClinicDayCategory } from '../../../shared/vocabulary';

/** Spec 8: the server answered but said no, versus the request itself failed. */
export const clinicDaysErrors = defineMessages({
  refused: { id: 'reference.clinicDays.refused', defaultMessage: 'Failed to load clinic days' },
  failed: { id: 'reference.clinicDays.failed', defaultMessage: 'Error fetching clinic days' },
});

/** True when the call reached the server and it answered `success: false` with a 2xx status. */
export function isRefusedAnswer(error: unknown): boolean {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  return typeof status === 'number' && status >= 200 && status < 300;
}

/** Which spec text describes a failed clinic-day read. */
export function clinicDaysError(error: unknown): MessageDescriptor {
  return isRefusedAnswer(error) ? clinicDaysErrors.refused : clinicDaysErrors.failed;
}

/** Categories whose name needs a day: Everyday and Weekday are names on their own. */
export const needsDay = (category: ClinicDayCategory) => category !== 'Everyday' && category !== 'Weekday';

/** The category a stored clinic-day name belongs to ('Alternate Monday' → Alternate). */
export function categoryOf(name: string): ClinicDayCategory {
  if (name === 'Everyday' || name === 'Weekday') return name;
  if (name.startsWith('Alternate ')) return 'Alternate';
  if (name.startsWith('Last ')) return 'Last';
  return 'Standard';
}

/** Names grouped by category, in category order, keeping only names that contain the search text. */
export function groupClinicDays(names: string[], search: string) {
  const needle = search.trim().toLowerCase();
  const shown = needle ? names.filter((n) => n.toLowerCase().includes(needle)) : names;
  return CLINIC_DAY_CATEGORIES.map((category) => ({
    category,
    names: shown.filter((n) => categoryOf(n) === category),
  })).filter((group) => group.names.length > 0);
}
