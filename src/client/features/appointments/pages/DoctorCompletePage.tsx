import { useCompleteDoctorAppointmentMutation, useGetDoctorAppointmentsQuery } from '../appointmentsApi';
import CompleteAppointmentForm from '../completeVisit/CompleteAppointmentForm';
import { COMPLETABLE_STATUSES } from '../completeVisit/CompleteChoices';
import { useAppointmentChoices } from '../completeVisit/useAppointmentChoices';

/**
 * /doctor/markapp-completed: the doctor completes their own pending, approved or follow-up visits,
 * found by patient name.
 */
export default function DoctorCompletePage() {
  const choices = useAppointmentChoices(useGetDoctorAppointmentsQuery, {
    status: [...COMPLETABLE_STATUSES.doctor],
  });
  const [complete, { isLoading: saving }] = useCompleteDoctorAppointmentMutation();
  return <CompleteAppointmentForm choices={choices} complete={complete} saving={saving} />;
}
