import type {
  Appointment,
  CancelInput,
  CompleteInput,
  StatusChangeInput,
} from '../../../shared/schemas/appointments';
import type { User } from '../../../shared/types';

/** The fields of an appointment a lifecycle call changes, as the list rows show them. */
type RowChange = Partial<Appointment>;

/** An approve or reject as the server records it: the signed-in user approves, now. */
export function decidedRow(request: StatusChangeInput, approver: User | null): RowChange {
  return {
    status: request.status,
    comment: request.comment,
    schedule_date: request.status === 'approved' ? (request.schedule_date ?? null) : null,
    approvedByName: approver?.name ?? null,
    approvedAt: new Date().toISOString(),
  };
}

/** A completion as the server records it: follow-up with its date, else completed. */
export function completedRow(request: CompleteInput): RowChange {
  const followUp = request.followUpNeeded === 'yes' ? (request.followUpDate ?? null) : null;
  return { status: followUp ? 'follow-up' : 'completed', comment: request.comment, followUpDate: followUp };
}

/** A cancel as the server records it: cancelled, with its reason. */
export function cancelledRow(request: CancelInput): RowChange {
  return { status: 'cancelled', cancelReason: request.reason };
}
