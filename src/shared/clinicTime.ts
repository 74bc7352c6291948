/**
 * Wall-clock times at the clinic. Appointments are stored as a calendar date and an HH:mm in the
 * clinic's time zone; calendars and the browser need the instant they stand for.
 */

/**
 * One formatter per zone, made once: building an Intl.DateTimeFormat costs far more than using one,
 * and a page of a hundred visits places two hundred instants.
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>();
function wallClockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = wallClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, clock);
  }
  return clock;
}

/** Minutes the zone is ahead of UTC at the given instant (e.g. 60 for Africa/Lagos). */
function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const parts = wallClockOf(timeZone).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - at.getTime()) / 60000);
}

/** The instant of `date` ('YYYY-MM-DD') at `time` ('HH:mm') on the clinic's clock. */
export function clinicInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  // two passes settle the offset across a daylight-saving change
  let instant = naive - zoneOffsetMinutes(timeZone, new Date(naive)) * 60000;
  instant = naive - zoneOffsetMinutes(timeZone, new Date(instant)) * 60000;
  return new Date(instant);
}

export const DEFAULT_CLINIC_TIMEZONE = 'Africa/Lagos';

/** Calendar entries (exports, links and mailed invitations) last 30 minutes. */
export const EVENT_MINUTES = 30;

/** Today's calendar date, 'YYYY-MM-DD', in the clinic's time zone. */
export function clinicToday(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The clinic's wall clock at an instant: its date ('YYYY-MM-DD') and time ('HH:mm', 24-hour). */
export function clinicWallClock(timeZone: string, now: Date = new Date()): { date: string; time: string } {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return { date: clinicToday(timeZone, now), time };
}
