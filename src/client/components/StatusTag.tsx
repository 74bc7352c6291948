import { useIntl } from 'react-intl';
import { Tag, Tooltip } from 'antd';
import { knownStatus, STATUS_COLOURS, STATUS_TEXT } from '../../shared/appointmentDisplay';
import type { AppointmentStatus } from '../../shared/schemas/appointments';
import ConfirmedByTextTag from './ConfirmedByTextTag';

interface StatusTagProps {
  status: string | null | undefined;
  /** Why a cancelled visit was cancelled: on hover or keyboard focus of its badge. */
  cancelReason?: string | null;
  /** When the patient confirmed by answering the reminder's text. */
  confirmedAt?: string | null;
}

/**
 * An appointment's status badge in the product's colours; unknown statuses read as pending. A visit still
 * to come that the patient confirmed by text says so under it.
 */
export default function StatusTag({ status, cancelReason, confirmedAt }: StatusTagProps) {
  const known = knownStatus(status);
  const confirmed = known === 'approved' || known === 'follow-up' ? confirmedAt : null;
  return (
    <>
      <StatusBadge status={known} cancelReason={cancelReason} />
      <ConfirmedByTextTag confirmedAt={confirmed} />
    </>
  );
}

function StatusBadge({ status, cancelReason }: { status: AppointmentStatus; cancelReason?: string | null }) {
  const intl = useIntl();
  const reason = status === 'cancelled' ? cancelReason?.trim() : undefined;
  if (!reason) return <Tag color={STATUS_COLOURS[status]}>{intl.formatMessage(STATUS_TEXT[status])}</Tag>;
  return (
    <Tooltip
      title={intl.formatMessage(
        { id: 'common.statusTag.reason', defaultMessage: 'Reason: {reason}' },
        { reason },
      )}
      trigger={['hover', 'focus']}
    >
      <Tag color={STATUS_COLOURS[status]} tabIndex={0} style={{ cursor: 'help' }}>
        {intl.formatMessage(STATUS_TEXT[status])}
      </Tag>
    </Tooltip>
  );
}
