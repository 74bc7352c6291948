import type { IntlShape } from 'react-intl';
import { clinicToday } from '../../../shared/clinicTime';
import { clinicTimezone } from './clinicTimezone';

/**
 * When an answer kept on the device was last heard from the server, on the clinic's clock in the
 * language on screen: the time alone on the same clinic day ('10:42'), else the date with it.
 */
export function keptTimeText(intl: IntlShape, savedAt: number, now: Date = new Date()): string {
  const timeZone = clinicTimezone();
  const saved = new Date(savedAt);
  const time = { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  if (clinicToday(timeZone, saved) === clinicToday(timeZone, now)) return intl.formatTime(saved, time);
  return intl.formatDate(saved, { ...time, day: 'numeric', month: 'short' });
}
