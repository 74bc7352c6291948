import { Tag } from 'antd';
import { knownStatus, STATUS_COLOURS, STATUS_LABELS } from '../../shared/appointmentDisplay';

/** An appointment's status badge in the spec's colours; unknown statuses read as pending. */
export default function StatusTag({ status }: { status: string | null | undefined }) {
  const known = knownStatus(status);
  return <Tag color={STATUS_COLOURS[known]}>{STATUS_LABELS[known]}</Tag>;
}
