import { useMemo } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { defineMessage, defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import Panel from '../../../components/Panel';
import type { Page } from '../../../lib/api/pagedList';
import StatusTag from '../../../components/StatusTag';
import TableEmpty from '../../../components/TableEmpty';
import { useListParams, type ListParams } from '../../../lib/searchParams/useListParams';
import {
  clinicDateOf,
  doctorFullName,
  PATIENT_BOOKED_BY_TEXT,
  patientText,
} from '../../../../shared/appointmentDisplay';
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

const messages = defineMessages({
  patient: { id: 'dashboard.appointments.patient', defaultMessage: 'Patient' },
  noPatient: { id: 'dashboard.appointments.noPatient', defaultMessage: 'N/A' },
  date: { id: 'dashboard.appointments.date', defaultMessage: 'Date' },
  status: { id: 'dashboard.appointments.status', defaultMessage: 'Status' },
  doctor: { id: 'dashboard.appointments.doctor', defaultMessage: 'Doctor' },
  specialty: { id: 'dashboard.appointments.specialty', defaultMessage: 'Specialty' },
  title: { id: 'dashboard.appointments.title', defaultMessage: 'All Appointments' },
  empty: { id: 'dashboard.appointments.empty', defaultMessage: 'No appointments yet' },
});

// a plain descriptor: react-intl's types take defineMessages' messages for ones without values
const doctorName: MessageDescriptor = defineMessage({
  id: 'dashboard.appointments.doctorName',
  defaultMessage: 'Dr. {name}',
});

/** The table's columns, titled in the language on screen. */
function columnsOf(intl: IntlShape): Record<DashboardPerspective, TableColumnsType<Appointment>> {
  const patient = {
    title: intl.formatMessage(messages.patient),
    key: 'patient',
    render: (_: unknown, a: Appointment) =>
      patientText(a, intl.formatMessage(messages.noPatient), (values) =>
        intl.formatMessage(PATIENT_BOOKED_BY_TEXT, values),
      ),
  };
  const date = {
    title: intl.formatMessage(messages.date),
    key: 'date',
    render: (_: unknown, a: Appointment) => formatDisplayDate(clinicDateOf(a)),
  };
  const status = {
    title: intl.formatMessage(messages.status),
    key: 'status',
    render: (_: unknown, a: Appointment) => (
      <StatusTag status={a.status} cancelReason={a.cancelReason} confirmedAt={a.confirmedAt} />
    ),
  };
  const doctor = {
    title: intl.formatMessage(messages.doctor),
    key: 'doctor',
    render: (_: unknown, a: Appointment) => intl.formatMessage(doctorName, { name: doctorFullName(a) }),
  };
  const specialty = {
    title: intl.formatMessage(messages.specialty),
    key: 'specialty',
    render: (_: unknown, a: Appointment) => a.doctorInfo.service,
  };
  return {
    clinic: [doctor, specialty, patient, date, status],
    doctor: [patient, date, status],
  };
}

interface DashboardAppointmentsProps {
  page: DashboardPage;
  list: Pick<ListParams, 'pagination' | 'onTableChange'>;
  perspective: DashboardPerspective;
}

/**
 * 'All Appointments' on the home dashboards, newest request first, 10 per page, served a page at a
 * time: the last page stays on screen while the next one loads.
 */
export default function DashboardAppointments({ page, list, perspective }: DashboardAppointmentsProps) {
  const intl = useIntl();
  const columns = useMemo(() => columnsOf(intl), [intl]);
  const title = intl.formatMessage(messages.title);
  return (
    <Panel title={title} role="region" aria-label={title}>
      <Table<Appointment>
        rowKey="_id"
        size="middle"
        loading={page.isFetching}
        columns={columns[perspective]}
        dataSource={selectAppointmentRows(page.data)}
        onChange={list.onTableChange}
        pagination={{ ...list.pagination(page.data?.total, page.data?.totalCapped), hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <TableEmpty text={intl.formatMessage(messages.empty)} pending={page.isFetching} />,
        }}
      />
    </Panel>
  );
}
