import { useAppSelector } from '../../../app/hooks';
import { APPOINTMENT_STATUSES } from '../../../../shared/appointmentDisplay';
import { useGetDoctorAppointmentsQuery } from '../appointmentsApi';
import { selectDoctorAppointments } from '../appointmentSelectors';
import ManageAppointments from '../components/ManageAppointments';
import { DOCTOR_EXPORT } from '../export/appointmentExportRows';

/** The doctor's appointments (spec 2.4 'Doctor appointments'): approve or reject pending requests. */
export default function DoctorAppointmentsPage() {
  const { isLoading } = useGetDoctorAppointmentsQuery();
  const appointments = useAppSelector(selectDoctorAppointments);
  return (
    <ManageAppointments
      title="Appointments"
      rows={appointments}
      loading={isLoading}
      columns={['patient', 'service', 'clinicDay', 'scheduledDate', 'status']}
      sortable={['service']}
      statuses={APPOINTMENT_STATUSES}
      exports={{
        layout: DOCTOR_EXPORT,
        title: 'Doctor Appointments',
        excelText: 'Export Excel',
        pdfText: 'Export PDF',
      }}
    />
  );
}
