import { useGetAllAppointmentsQuery } from '../appointmentsApi';
import ManageAppointments from '../components/ManageAppointments';
import type { ManageColumnKey } from '../components/manageColumns';
import { useManageTable } from '../components/manageTableState';

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
  const table = useManageTable({ allowsDoctorFilter: true });
  const result = useGetAllAppointmentsQuery(table.query);
  return (
    <ManageAppointments
      title="Appointments"
      table={table}
      result={result}
      columns={COLUMNS}
      sortable={COLUMNS}
      statuses={['pending', 'approved', 'rejected', 'cancelled']}
      exports={{
        path: '/admin/get-all-appointments',
        layout: 'admin',
        title: 'Appointments',
        excelText: 'Export to Excel',
        pdfText: 'Export to PDF',
      }}
    />
  );
}
