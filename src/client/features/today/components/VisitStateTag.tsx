import { Tag } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import { STATUS_COLOURS } from '../../../../shared/appointmentDisplay';
import type { VisitState } from '../../../../shared/vocabulary';

export const VISIT_STATE_LABELS = defineMessages<VisitState>({
  expected: { id: 'today.visitState.expected', defaultMessage: 'Expected' },
  arrived: { id: 'today.visitState.arrived', defaultMessage: 'Arrived' },
  'in-consultation': { id: 'today.visitState.inConsultation', defaultMessage: 'In consultation' },
  seen: { id: 'today.visitState.seen', defaultMessage: 'Seen' },
  'no-show': { id: 'today.visitState.noShow', defaultMessage: 'No-show' },
});

const COLOURS: Record<VisitState, string> = {
  expected: 'default',
  arrived: 'blue',
  'in-consultation': 'geekblue',
  seen: 'green',
  'no-show': STATUS_COLOURS['no-show'],
};

/** Where a visit due today stands: Expected, Arrived, In consultation, Seen or No-show. */
export default function VisitStateTag({ state }: { state: VisitState }) {
  const intl = useIntl();
  return <Tag color={COLOURS[state]}>{intl.formatMessage(VISIT_STATE_LABELS[state])}</Tag>;
}
