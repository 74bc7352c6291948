import { defineMessages, useIntl } from 'react-intl';
import { useGetAllAppointmentsQuery } from '../appointmentsApi';
import ManageAppointments from '../manageList/ManageAppointments';
import type { ManageColumnKey } from '../manageList/manageColumns';
import { useManageTable } from '../manageList/manageTableState';

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

const messages = defineMessages({
  title: { id: 'appointments.adminPage.title', defaultMessage: 'Appointments' },
  exportTitle: { id: 'appointments.adminPage.exportTitle', defaultMessage: 'Appointments' },
  excel: { id: 'appointments.adminPage.excel', defaultMessage: 'Export to Excel' },
  pdf: { id: 'appointments.adminPage.pdf', defaultMessage: 'Export to PDF' },
});

/**
 * Every appointment, for admins (/admin/appointments-admin) and staff (/staff/appointments-staff)
 * alike: approve or reject pending requests; each row's details list the texts sent about it.
 */
export default function AdminAppointmentsPage() {
  const intl = useIntl();
  const table = useManageTable({ allowsDoctorFilter: true });
  const result = useGetAllAppointmentsQuery(table.query);
  return (
    <ManageAppointments
      title={intl.formatMessage(messages.title)}
      table={table}
      result={result}
      columns={COLUMNS}
      sortable={COLUMNS}
      statuses={['pending', 'approved', 'rejected', 'cancelled']}
      details
      exports={{
        path: '/admin/get-all-appointments',
        layout: 'admin',
        title: intl.formatMessage(messages.exportTitle),
        excelText: intl.formatMessage(messages.excel),
        pdfText: intl.formatMessage(messages.pdf),
      }}
    />
  );
}
