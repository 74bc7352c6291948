import { useAppSelector } from '../../../app/hooks';
import { useCompleteAdminAppointmentMutation, useGetAllAppointmentsQuery } from '../appointmentsApi';
import { selectAllAppointments } from '../appointmentSelectors';
import CompleteAppointmentForm from '../components/CompleteAppointmentForm';

/**
 * /admin/admin-mark-app-completed and /staff/staff-mark-app-completed: admin and staff complete
 * approved or follow-up appointments of any doctor.
 */
export default function AdminCompletePage() {
  const { isLoading } = useGetAllAppointmentsQuery();
  const appointments = useAppSelector(selectAllAppointments);
  const [complete, { isLoading: saving }] = useCompleteAdminAppointmentMutation();
  return (
    <CompleteAppointmentForm
      completer="clinic"
      appointments={appointments}
      isLoading={isLoading}
      complete={complete}
      saving={saving}
    />
  );
}
