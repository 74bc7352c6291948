import { useIntl } from 'react-intl';
import { Tag, Tooltip } from 'antd';
import { knownStatus, STATUS_COLOURS, STATUS_TEXT } from '../../shared/appointmentDisplay';

interface StatusTagProps {
  status: string | null | undefined;
  /** Why a cancelled visit was cancelled (issue 13): on hover or keyboard focus of its badge. */
  cancelReason?: string | null;
}

/** An appointment's status badge in the spec's colours; unknown statuses read as pending. */
export default function StatusTag({ status, cancelReason }: StatusTagProps) {
  const intl = useIntl();
  const known = knownStatus(status);
  const reason = known === 'cancelled' ? cancelReason?.trim() : undefined;
  if (!reason) return <Tag color={STATUS_COLOURS[known]}>{intl.formatMessage(STATUS_TEXT[known])}</Tag>;
  return (
    <Tooltip
      title={intl.formatMessage(
        { id: 'common.statusTag.reason', defaultMessage: 'Reason: {reason}' },
        { reason },
      )}
      trigger={['hover', 'focus']}
    >
      <Tag color={STATUS_COLOURS[known]} tabIndex={0} style={{ cursor: 'help' }}>
        {intl.formatMessage(STATUS_TEXT[known])}
      </Tag>
    </Tooltip>
  );
}
