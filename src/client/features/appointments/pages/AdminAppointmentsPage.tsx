import { useAppSelector } from '../../../app/hooks';
import { useGetAllAppointmentsQuery } from '../appointmentsApi';
import { selectAllAppointments } from '../appointmentSelectors';
import ManageAppointments from '../components/ManageAppointments';
import type { ManageColumnKey } from '../components/manageColumns';
import { ADMIN_EXPORT } from '../export/appointmentExportRows';

const COLUMNS: ManageColumnKey[] = [
  'patient',
  'service',
  'doctor',
  'clinicDay',
  'scheduledDate',
  'followUpDate',
  'status',
  'approvedBy',
  'approvedAt',
];

/**
 * Every appointment, for admins (/admin/appointments-admin) and staff (/staff/appointments-staff)
 * alike (spec 2.4 'Admin and staff appointments'): approve or reject pending requests.
 */
export default function AdminAppointmentsPage() {
  const { isLoading } = useGetAllAppointmentsQuery();
  const appointments = useAppSelector(selectAllAppointments);
  return (
    <ManageAppointments
      title="Appointments"
      rows={appointments}
      loading={isLoading}
      columns={COLUMNS}
      sortable={COLUMNS}
      statuses={['pending', 'approved', 'rejected']}
      exports={{
        layout: ADMIN_EXPORT,
        title: 'Appointments',
        excelText: 'Export to Excel',
        pdfText: 'Export to PDF',
      }}
    />
  );
}
