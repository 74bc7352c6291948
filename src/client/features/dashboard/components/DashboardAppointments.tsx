import { Table, type TableColumnsType } from 'antd';
import Panel from '../../../components/Panel';
import type { Page } from '../../../app/pagedList';
import StatusTag from '../../../components/StatusTag';
import TableEmpty from '../../../components/TableEmpty';
import { useListParams, type ListParams } from '../../../components/useListParams';
import { clinicDateOf, doctorFullName, patientText } from '../../../../shared/appointmentDisplay';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import type { Appointment } from '../../../../shared/schemas/appointments';
import { selectAppointmentRows } from '../../appointments';

/** Whose dashboard: the clinic's (admin, staff) sees every doctor; a doctor sees their own. */
export type DashboardPerspective = 'clinic' | 'doctor';

/** A dashboard's page of appointments as the list hook answers it. */
export interface DashboardPage {
  data?: Page<Appointment>;
  isFetching: boolean;
}

const DASHBOARD_PAGE_SIZE = 10;

/**
 * The page the 'All Appointments' table shows, held in the URL: ten a page, newest request first
 * (the server's default order), no search or filter.
 */
export function useDashboardPage() {
  const list = useListParams({ pageSize: DASHBOARD_PAGE_SIZE });
  return { list, args: { page: list.query.page, pageSize: DASHBOARD_PAGE_SIZE } };
}

const patientName = (a: Appointment) => patientText(a, 'N/A');

const patient = { title: 'Patient', key: 'patient', render: (_: unknown, a: Appointment) => patientName(a) };
const date = {
  title: 'Date',
  key: 'date',
  render: (_: unknown, a: Appointment) => formatDisplayDate(clinicDateOf(a)),
};
const status = {
  title: 'Status',
  key: 'status',
  render: (_: unknown, a: Appointment) => <StatusTag status={a.status} cancelReason={a.cancelReason} />,
};
const doctor = {
  title: 'Doctor',
  key: 'doctor',
  render: (_: unknown, a: Appointment) => `Dr. ${doctorFullName(a)}`,
};
const specialty = {
  title: 'Specialty',
  key: 'specialty',
  render: (_: unknown, a: Appointment) => a.doctorInfo.service,
};

const COLUMNS: Record<DashboardPerspective, TableColumnsType<Appointment>> = {
  clinic: [doctor, specialty, patient, date, status],
  doctor: [patient, date, status],
};

interface DashboardAppointmentsProps {
  page: DashboardPage;
  list: Pick<ListParams, 'pagination' | 'onTableChange'>;
  perspective: DashboardPerspective;
}

/**
 * 'All Appointments' on the home dashboards (spec 2.4), newest request first, 10 per page, served a
 * page at a time (issue 12): the last page stays on screen while the next one loads.
 */
export default function DashboardAppointments({ page, list, perspective }: DashboardAppointmentsProps) {
  return (
    <Panel title="All Appointments" role="region" aria-label="All Appointments">
      <Table<Appointment>
        rowKey="_id"
        size="middle"
        loading={page.isFetching}
        columns={COLUMNS[perspective]}
        dataSource={selectAppointmentRows(page.data)}
        onChange={list.onTableChange}
        pagination={{ ...list.pagination(page.data?.total, page.data?.totalCapped), hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <TableEmpty text="No appointments yet" pending={page.isFetching} /> }}
      />
    </Panel>
  );
}
