import { defineMessages, useIntl } from 'react-intl';
import type { AppointmentStatus } from '../../../../shared/schemas/appointments';
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

/**
 * The status filter: Pending, Approved and Rejected first, in the product's first wording, then the
 * statuses a clinic day produces, which the dashboard counts (cancelled, follow-up, completed, no-show).
 */
const DESK_STATUSES: readonly AppointmentStatus[] = [
  'pending',
  'approved',
  'rejected',
  'cancelled',
  'follow-up',
  'completed',
  'no-show',
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
      statuses={DESK_STATUSES}
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
