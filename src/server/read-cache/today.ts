import { addDays } from '../../shared/clinicDays';
import { clinicInstant, clinicToday } from '../../shared/clinicTime';

/** At most this long between two readings of the zone's calendar (a safety net for odd DST rules). */
const RECHECK_MS = 60_000;

/**
 * The clinic's today, worked out again only once its next midnight has come: clinicToday builds
 * an Intl formatter per call, which a read answered from the cache would otherwise spend most on.
 */
export function clinicTodayClock(timeZone: string): () => string {
  let today = '';
  let validUntil = 0;
  return () => {
    const now = Date.now();
    if (now >= validUntil) {
      today = clinicToday(timeZone, new Date(now));
      const midnight = clinicInstant(addDays(today, 1), '00:00', timeZone).getTime();
      validUntil = Math.min(midnight, now + RECHECK_MS);
    }
    return today;
  };
}
