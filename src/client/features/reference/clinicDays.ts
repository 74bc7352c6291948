import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import { CLINIC_DAY_CATEGORIES, type ClinicDayCategory } from '../../../shared/vocabulary';

/** Two failure texts: the server answered but said no, versus the request itself failed. */
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

/** A clinic-day category's name on screen ({category}: 'Standard', 'Alternate', 'Last', 'Everyday', 'Weekday'). */
export const CATEGORY_NAME: MessageDescriptor = defineMessage({
  id: 'reference.clinicDays.category',
  defaultMessage:
    '{category, select, Standard {Standard} Alternate {Alternate} Last {Last} Everyday {Everyday} Weekday {Weekday} other {{category}}}',
});

/** Categories whose name needs a day: Everyday and Weekday are names on their own. */
export const needsDay = (category: ClinicDayCategory) => category !== 'Everyday' && category !== 'Weekday';

/** The category a stored clinic-day name belongs to ('Alternate Monday' → Alternate). */
function categoryOf(name: string): ClinicDayCategory {
  if (name === 'Everyday' || name === 'Weekday') return name;
  if (name.startsWith('Alternate ')) return 'Alternate';
  if (name.startsWith('Last ')) return 'Last';
  return 'Standard';
}

/**
 * Names grouped by category, in category order, keeping only names that contain the search text as
 * stored or as `say` shows them (in the language on screen).
 */
export function groupClinicDays(names: string[], search: string, say: (name: string) => string = (n) => n) {
  const needle = search.trim().toLowerCase();
  const has = (text: string) => text.toLowerCase().includes(needle);
  const shown = needle ? names.filter((n) => has(n) || has(say(n))) : names;
  return CLINIC_DAY_CATEGORIES.map((category) => ({
    category,
    names: shown.filter((n) => categoryOf(n) === category),
  })).filter((group) => group.names.length > 0);
}
