import { APPOINTMENT_STATUSES } from '../../../../shared/appointmentDisplay';
import { useGetDoctorAppointmentsQuery } from '../appointmentsApi';
import ManageAppointments from '../components/ManageAppointments';
import { useManageTable } from '../components/manageTableState';

/** The doctor's appointments (spec 2.4 'Doctor appointments'): approve or reject pending requests. */
export default function DoctorAppointmentsPage() {
  const table = useManageTable({ allowsDoctorFilter: false });
  const result = useGetDoctorAppointmentsQuery(table.query);
  return (
    <ManageAppointments
      title="Appointments"
      table={table}
      result={result}
      columns={['patient', 'service', 'clinicDay', 'scheduledDate', 'status']}
      sortable={['service']}
      statuses={APPOINTMENT_STATUSES}
      exports={{
        path: '/doctor/get-appointments-by-doctor-id',
        layout: 'doctor',
        title: 'Doctor Appointments',
        excelText: 'Export Excel',
        pdfText: 'Export PDF',
      }}
    />
  );
}
