import { useAppSelector } from '../../../app/hooks';
import { useCompleteDoctorAppointmentMutation, useGetDoctorAppointmentsQuery } from '../appointmentsApi';
import { selectDoctorAppointments } from '../appointmentSelectors';
import CompleteAppointmentForm from '../components/CompleteAppointmentForm';

/** /doctor/markapp-completed: the doctor completes their own pending, approved or follow-up visits. */
export default function DoctorCompletePage() {
  const { isLoading } = useGetDoctorAppointmentsQuery();
  const appointments = useAppSelector(selectDoctorAppointments);
  const [complete, { isLoading: saving }] = useCompleteDoctorAppointmentMutation();
  return (
    <CompleteAppointmentForm
      completer="doctor"
      appointments={appointments}
      isLoading={isLoading}
      complete={complete}
      saving={saving}
    />
  );
}
