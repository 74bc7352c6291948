import type { BreakdownMetric, SeriesMetric } from '../../shared/schemas/insights';
import type { InsightsFigures } from '../../shared/answers/insights';
import type { DayColumn, DaySums } from './rollups';

const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** Visits that came to their day: seen (completed, or seen and given a follow-up) or missed. */
const settled = (s: DaySums) => s.completed + s.follow_up + s.no_show;

/** Booked places: every visit that holds or held a place on its date. */
const PLACES: DayColumn[] = ['pending', 'approved', 'follow_up', 'completed', 'no_show'];
const placesTaken = (s: DaySums) => PLACES.reduce((taken, column) => taken + s[column], 0);

const noShowRate = (s: DaySums) => ratio(s.no_show, settled(s));
const cancellationRate = (s: DaySums) => ratio(s.cancelled, s.booked);
const avgWaitMinutes = (s: DaySums) => ratio(s.wait_minutes, s.wait_n);
const avgConsultMinutes = (s: DaySums) => ratio(s.consult_minutes, s.consult_n);
const utilisation = (s: DaySums, offered: number) => ratio(placesTaken(s), offered);

/** The headline figures of one period. */
export function figuresOf(s: DaySums, offered: number): InsightsFigures {
  return {
    booked: s.booked,
    approved: s.approved,
    completed: s.completed,
    cancelled: s.cancelled,
    moved: s.moved,
    rejected: s.rejected,
    noShows: s.no_show,
    noShowRate: noShowRate(s),
    cancellationRate: cancellationRate(s),
    avgLeadDays: s.booked > 0 ? s.lead_hours / s.booked / 24 : null,
    avgWaitMinutes: avgWaitMinutes(s),
    avgConsultMinutes: avgConsultMinutes(s),
    utilisation: utilisation(s, offered),
    newPatients: s.new_patients,
    returningPatients: s.booked - s.new_patients,
    waitlistJoined: s.joined,
    waitlistPromoted: s.promoted,
  };
}

/** One metric of a bucket or a breakdown row. */
export function metricOf(metric: SeriesMetric | BreakdownMetric, s: DaySums, offered: number): number | null {
  switch (metric) {
    case 'booked':
      return s.booked;
    case 'pending':
      return s.pending;
    case 'approved':
      return s.approved;
    case 'followUp':
      return s.follow_up;
    case 'completed':
      return s.completed;
    case 'cancelled':
      return s.cancelled;
    case 'moved':
      return s.moved;
    case 'rejected':
      return s.rejected;
    case 'noShows':
      return s.no_show;
    case 'due':
      return s.approved + s.follow_up + s.completed + s.no_show;
    case 'noShowRate':
      return noShowRate(s);
    case 'cancellationRate':
      return cancellationRate(s);
    case 'waitMinutes':
      return avgWaitMinutes(s);
    case 'consultMinutes':
      return avgConsultMinutes(s);
    case 'utilisation':
      return utilisation(s, offered);
    case 'waitlistJoined':
      return s.joined;
    case 'waitlistPromoted':
      return s.promoted;
    case 'waitlistNeverPromoted':
      return Math.max(s.joined - s.promoted, 0);
  }
}

/** The sums one metric is made of. */
export function columnsOf(metric: SeriesMetric | BreakdownMetric): DayColumn[] {
  switch (metric) {
    case 'booked':
      return ['booked'];
    case 'pending':
      return ['pending'];
    case 'approved':
      return ['approved'];
    case 'followUp':
      return ['follow_up'];
    case 'completed':
      return ['completed'];
    case 'cancelled':
      return ['cancelled'];
    case 'moved':
      return ['moved'];
    case 'rejected':
      return ['rejected'];
    case 'noShows':
      return ['no_show'];
    case 'due':
      return ['approved', 'follow_up', 'completed', 'no_show'];
    case 'noShowRate':
      return ['no_show', 'completed', 'follow_up'];
    case 'cancellationRate':
      return ['cancelled', 'booked'];
    case 'waitMinutes':
      return ['wait_minutes', 'wait_n'];
    case 'consultMinutes':
      return ['consult_minutes', 'consult_n'];
    case 'utilisation':
      return PLACES;
    case 'waitlistJoined':
      return ['joined'];
    case 'waitlistPromoted':
      return ['promoted'];
    case 'waitlistNeverPromoted':
      return ['joined', 'promoted'];
  }
}
