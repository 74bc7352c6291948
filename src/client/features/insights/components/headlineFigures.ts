import type { InsightsFigures } from '../../../../shared/schemas/insights';
import type { FigureKind } from '../figureFormat';

/** One headline figure: which way is better decides the colour of its change. */
export interface FigureSpec {
  key: keyof InsightsFigures;
  label: string;
  /** What it measures, under its label. */
  hint?: string;
  kind: FigureKind;
  better: 'up' | 'down' | 'neither';
}

const figure = (
  key: keyof InsightsFigures,
  label: string,
  kind: FigureKind,
  better: FigureSpec['better'],
  hint?: string,
): FigureSpec => ({ key, label, kind, better, hint });

export const HEADLINE_FIGURES: readonly FigureSpec[] = [
  figure('booked', 'Visits booked', 'count', 'up', 'Every visit of the period, whatever its status'),
  figure('completed', 'Visits completed', 'count', 'up'),
  figure('cancelled', 'Visits cancelled', 'count', 'down'),
  figure('noShowRate', 'No-show rate', 'rate', 'down', 'Due visits the patient did not come to'),
  figure('avgLeadDays', 'Average lead time', 'days', 'neither', 'From booking to the visit'),
  figure('avgWaitMinutes', 'Average wait', 'minutes', 'down', 'From arrival to being called'),
  figure('avgConsultMinutes', 'Consultation time', 'minutes', 'neither', 'From being called to completed'),
  figure(
    'utilisation',
    'Utilisation',
    'rate',
    'up',
    "Places booked of those offered on the doctors' clinic days",
  ),
  figure('newPatients', 'New patients', 'count', 'up', "Visits that were the patient's first booking"),
  figure(
    'returningPatients',
    'Returning patients',
    'count',
    'up',
    'Visits of patients who had booked before',
  ),
  figure('waitlistJoined', 'Joined the waitlist', 'count', 'neither'),
  figure('waitlistPromoted', 'Promoted from the waitlist', 'count', 'up', 'Given a place that came free'),
];
