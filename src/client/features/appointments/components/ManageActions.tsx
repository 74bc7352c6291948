import { Button, Space } from 'antd';
import { knownStatus } from '../../../../shared/appointmentDisplay';
import type { Appointment } from '../../../../shared/schemas/appointments';
import { canCancelOrReschedule } from '../../../../shared/vocabulary';
import type { StatusDecision } from './StatusChangeModal';

interface ManageActionsProps {
  appointment: Appointment;
  onDecide: (appointment: Appointment, decision: StatusDecision) => void;
  onCancel: (appointment: Appointment) => void;
}

/** A text-like button: Cancel takes a line of its own without widening the column. */
const TEXT_BUTTON = { paddingInline: 0, height: 'auto' } as const;

/**
 * Approve and Reject on pending rows (spec 4 'Appointment'), one above the other in a narrow column;
 * Cancel on every visit still to come (issue 13), as a small link under them.
 */
export default function ManageActions({ appointment, onDecide, onCancel }: ManageActionsProps) {
  const status = knownStatus(appointment.status);
  if (!canCancelOrReschedule(status)) return null;
  const patient = appointment.userInfo?.name ?? 'patient';
  return (
    <Space wrap size={4}>
      {status === 'pending' && (
        <>
          <Button
            size="small"
            type="primary"
            aria-label={`Approve appointment of ${patient}`}
            onClick={() => onDecide(appointment, 'approved')}
          >
            Approve
          </Button>
          <Button
            size="small"
            danger
            aria-label={`Reject appointment of ${patient}`}
            onClick={() => onDecide(appointment, 'rejected')}
          >
            Reject
          </Button>
        </>
      )}
      <Button
        size="small"
        type="link"
        style={TEXT_BUTTON}
        aria-label={`Cancel appointment of ${patient}`}
        onClick={() => onCancel(appointment)}
      >
        Cancel
      </Button>
    </Space>
  );
}
