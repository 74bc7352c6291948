import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { InsightsFigures } from '../../../../shared/answers/insights';
import type { FigureKind } from '../figureFormat';

/** One headline figure: which way is better decides the colour of its change. */
export interface FigureSpec {
  key: keyof InsightsFigures;
  label: MessageDescriptor;
  /** What it measures, under its label. */
  hint?: MessageDescriptor;
  kind: FigureKind;
  better: 'up' | 'down' | 'neither';
}

const labels = defineMessages({
  booked: { id: 'insights.figures.booked', defaultMessage: 'Visits booked' },
  completed: { id: 'insights.figures.completed', defaultMessage: 'Visits completed' },
  cancelled: { id: 'insights.figures.cancelled', defaultMessage: 'Visits cancelled' },
  moved: { id: 'insights.figures.moved', defaultMessage: 'Visits moved' },
  noShowRate: { id: 'insights.figures.noShowRate', defaultMessage: 'No-show rate' },
  avgLeadDays: { id: 'insights.figures.avgLeadDays', defaultMessage: 'Average lead time' },
  avgWaitMinutes: { id: 'insights.figures.avgWaitMinutes', defaultMessage: 'Average wait' },
  avgConsultMinutes: { id: 'insights.figures.avgConsultMinutes', defaultMessage: 'Consultation time' },
  utilisation: { id: 'insights.figures.utilisation', defaultMessage: 'Utilisation' },
  newPatients: { id: 'insights.figures.newPatients', defaultMessage: 'New patients' },
  returningPatients: { id: 'insights.figures.returningPatients', defaultMessage: 'Returning patients' },
  waitlistJoined: { id: 'insights.figures.waitlistJoined', defaultMessage: 'Joined the waitlist' },
  waitlistPromoted: { id: 'insights.figures.waitlistPromoted', defaultMessage: 'Promoted from the waitlist' },
});

const hints = defineMessages({
  booked: {
    id: 'insights.figures.bookedHint',
    defaultMessage: 'Every visit of the period, whatever its status',
  },
  moved: {
    id: 'insights.figures.movedHint',
    defaultMessage: "Kept with a substitute during a doctor's leave",
  },
  noShowRate: {
    id: 'insights.figures.noShowRateHint',
    defaultMessage: 'Due visits the patient did not come to',
  },
  avgLeadDays: { id: 'insights.figures.avgLeadDaysHint', defaultMessage: 'From booking to the visit' },
  avgWaitMinutes: {
    id: 'insights.figures.avgWaitMinutesHint',
    defaultMessage: 'From arrival to being called',
  },
  avgConsultMinutes: {
    id: 'insights.figures.avgConsultMinutesHint',
    defaultMessage: 'From being called to completed',
  },
  utilisation: {
    id: 'insights.figures.utilisationHint',
    defaultMessage: "Places booked of those offered on the doctors' clinic days",
  },
  newPatients: {
    id: 'insights.figures.newPatientsHint',
    defaultMessage: "Visits that were the patient's first booking",
  },
  returningPatients: {
    id: 'insights.figures.returningPatientsHint',
    defaultMessage: 'Visits of patients who had booked before',
  },
  waitlistPromoted: {
    id: 'insights.figures.waitlistPromotedHint',
    defaultMessage: 'Given a place that came free',
  },
});

const hintOf = (key: keyof typeof labels): MessageDescriptor | undefined =>
  key in hints ? hints[key as keyof typeof hints] : undefined;

const figure = (key: keyof typeof labels, kind: FigureKind, better: FigureSpec['better']): FigureSpec => ({
  key,
  label: labels[key],
  kind,
  better,
  hint: hintOf(key),
});

export const HEADLINE_FIGURES: readonly FigureSpec[] = [
  figure('booked', 'count', 'up'),
  figure('completed', 'count', 'up'),
  figure('cancelled', 'count', 'down'),
  figure('moved', 'count', 'neither'),
  figure('noShowRate', 'rate', 'down'),
  figure('avgLeadDays', 'days', 'neither'),
  figure('avgWaitMinutes', 'minutes', 'down'),
  figure('avgConsultMinutes', 'minutes', 'neither'),
  figure('utilisation', 'rate', 'up'),
  figure('newPatients', 'count', 'up'),
  figure('returningPatients', 'count', 'up'),
  figure('waitlistJoined', 'count', 'neither'),
  figure('waitlistPromoted', 'count', 'up'),
];
