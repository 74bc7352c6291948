import { Button, Flex } from 'antd';
import { knownStatus } from '../../../../shared/appointmentDisplay';
import type { Appointment } from '../../../../shared/schemas/appointments';
import type { StatusDecision } from './StatusChangeModal';

interface ManageActionsProps {
  appointment: Appointment;
  onDecide: (appointment: Appointment, decision: StatusDecision) => void;
}

/** Approve and Reject, offered on pending rows only (spec 4 'Appointment'); one above the other in a narrow column. */
export default function ManageActions({ appointment, onDecide }: ManageActionsProps) {
  if (knownStatus(appointment.status) !== 'pending') return null;
  const patient = appointment.userInfo?.name ?? 'patient';
  return (
    <Flex wrap gap={4}>
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
    </Flex>
  );
}
