import { useCompleteAdminAppointmentMutation, useGetAllAppointmentsQuery } from '../appointmentsApi';
import CompleteAppointmentForm from '../completeVisit/CompleteAppointmentForm';
import { COMPLETABLE_STATUSES } from '../completeVisit/CompleteChoices';
import { useAppointmentChoices } from '../completeVisit/useAppointmentChoices';

/**
 * /admin/admin-mark-app-completed and /staff/staff-mark-app-completed: admin and staff complete
 * approved or follow-up appointments of any doctor, found by patient name.
 */
export default function AdminCompletePage() {
  const choices = useAppointmentChoices(useGetAllAppointmentsQuery, {
    status: [...COMPLETABLE_STATUSES.clinic],
  });
  const [complete, { isLoading: saving }] = useCompleteAdminAppointmentMutation();
  return <CompleteAppointmentForm choices={choices} complete={complete} saving={saving} />;
}
