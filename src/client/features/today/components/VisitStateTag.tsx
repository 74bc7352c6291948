import { Tag } from 'antd';
import { STATUS_COLOURS } from '../../../../shared/appointmentDisplay';
import type { VisitState } from '../../../../shared/vocabulary';

export const VISIT_STATE_LABELS: Record<VisitState, string> = {
  expected: 'Expected',
  arrived: 'Arrived',
  'in-consultation': 'In consultation',
  seen: 'Seen',
  'no-show': 'No-show',
};

const COLOURS: Record<VisitState, string> = {
  expected: 'default',
  arrived: 'blue',
  'in-consultation': 'geekblue',
  seen: 'green',
  'no-show': STATUS_COLOURS['no-show'],
};

/** Where a visit due today stands: Expected, Arrived, In consultation, Seen or No-show. */
export default function VisitStateTag({ state }: { state: VisitState }) {
  return <Tag color={COLOURS[state]}>{VISIT_STATE_LABELS[state]}</Tag>;
}
