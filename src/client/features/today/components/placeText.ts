import type { QueuePlace } from '../todayTypes';

/** 1st, 2nd, 3rd, 4th, … 11th, 12th, 13th, … 21st. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** 'Dr. Ada Eze', whether or not the server's name already says 'Dr.'. */
export const doctorTitle = (name: string) =>
  /^dr\.?\s/i.test(name.trim()) ? name.trim() : `Dr. ${name.trim()}`;

const minutes = (n: number) => (n === 1 ? 'about 1 minute' : `about ${n} minutes`);

/**
 * What the patient reads about one visit today (issue 22): their place in the doctor's line once
 * checked in, the doctor seeing them, or a nudge to check in; nothing once the visit is over.
 */
export function placeText(place: QueuePlace): string | null {
  const doctor = doctorTitle(place.doctorName);
  switch (place.visitState) {
    case 'in-consultation':
      return `${doctor} is seeing you now`;
    case 'arrived':
      return place.ahead <= 0
        ? `You are next for ${doctor}`
        : `You are ${ordinal(place.ahead + 1)} in line for ${doctor} — ${minutes(place.estimatedWaitMinutes)}`;
    case 'expected':
      return `Your visit with ${doctor} is today: check in at the front desk when you arrive`;
    default:
      return null;
  }
}
