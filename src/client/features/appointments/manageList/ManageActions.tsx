import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Button, Space } from 'antd';
import { knownStatus } from '../../../../shared/appointmentDisplay';
import type { Appointment } from '../../../../shared/schemas/appointments';
import { canCancelOrReschedule } from '../../../../shared/vocabulary';
import type { StatusDecision } from '../changeDialogs/StatusChangeModal';
import { ApproveCourseButton } from '../../series';

interface ManageActionsProps {
  appointment: Appointment;
  onDecide: (appointment: Appointment, decision: StatusDecision) => void;
  onCancel: (appointment: Appointment) => void;
}

const messages = defineMessages<{
  somePatient: NoMessageValues;
  approveLabel: { patient: string };
  approve: NoMessageValues;
  rejectLabel: { patient: string };
  reject: NoMessageValues;
  cancelLabel: { patient: string };
  cancel: NoMessageValues;
}>({
  somePatient: { id: 'appointments.manageActions.somePatient', defaultMessage: 'patient' },
  approveLabel: {
    id: 'appointments.manageActions.approveLabel',
    defaultMessage: 'Approve appointment of {patient}',
  },
  approve: { id: 'appointments.manageActions.approve', defaultMessage: 'Approve' },
  rejectLabel: {
    id: 'appointments.manageActions.rejectLabel',
    defaultMessage: 'Reject appointment of {patient}',
  },
  reject: { id: 'appointments.manageActions.reject', defaultMessage: 'Reject' },
  cancelLabel: {
    id: 'appointments.manageActions.cancelLabel',
    defaultMessage: 'Cancel appointment of {patient}',
  },
  cancel: { id: 'appointments.manageActions.cancel', defaultMessage: 'Cancel' },
});

/** A text-like button: Cancel takes a line of its own without widening the column. */
const TEXT_BUTTON = { paddingInline: 0, height: 'auto' } as const;

/**
 * Approve and Reject on pending rows only, one above the other in a narrow column; Cancel on every
 * visit still to come, as a small link under them.
 */
export default function ManageActions({ appointment, onDecide, onCancel }: ManageActionsProps) {
  const intl = useIntl();
  const status = knownStatus(appointment.status);
  if (!canCancelOrReschedule(status)) return null;
  const patient = appointment.userInfo?.name ?? intl.formatMessage(messages.somePatient);
  return (
    <Space wrap size={4}>
      {status === 'pending' && (
        <>
          <Button
            size="small"
            type="primary"
            aria-label={intl.formatMessage(messages.approveLabel, { patient })}
            onClick={() => onDecide(appointment, 'approved')}
          >
            {intl.formatMessage(messages.approve)}
          </Button>
          <Button
            size="small"
            danger
            aria-label={intl.formatMessage(messages.rejectLabel, { patient })}
            onClick={() => onDecide(appointment, 'rejected')}
          >
            {intl.formatMessage(messages.reject)}
          </Button>
          {/* a course's pending visits approved in one action */}
          {appointment.seriesId && <ApproveCourseButton seriesId={appointment.seriesId} patient={patient} />}
        </>
      )}
      <Button
        size="small"
        type="link"
        style={TEXT_BUTTON}
        aria-label={intl.formatMessage(messages.cancelLabel, { patient })}
        onClick={() => onCancel(appointment)}
      >
        {intl.formatMessage(messages.cancel)}
      </Button>
    </Space>
  );
}
