import { Card, Table, type TableColumnsType } from 'antd';
import StatusTag from '../../../components/StatusTag';
import { clinicDateOf, doctorFullName } from '../../../../shared/appointmentDisplay';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import type { Appointment } from '../../../../shared/schemas/appointments';

/** Whose dashboard: the clinic's (admin, staff) sees every doctor; a doctor sees their own. */
export type DashboardPerspective = 'clinic' | 'doctor';

const patientName = (a: Appointment) => a.userInfo?.name || 'N/A';

const patient = { title: 'Patient', key: 'patient', render: (_: unknown, a: Appointment) => patientName(a) };
const date = {
  title: 'Date',
  key: 'date',
  render: (_: unknown, a: Appointment) => formatDisplayDate(clinicDateOf(a)),
};
const status = {
  title: 'Status',
  key: 'status',
  render: (_: unknown, a: Appointment) => <StatusTag status={a.status} />,
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
  appointments: Appointment[];
  isLoading: boolean;
  perspective: DashboardPerspective;
}

/** 'All Appointments' on the home dashboards (spec 2.4), newest request first, 10 per page. */
export default function DashboardAppointments({
  appointments,
  isLoading,
  perspective,
}: DashboardAppointmentsProps) {
  return (
    <Card title="All Appointments" role="region" aria-label="All Appointments">
      <Table<Appointment>
        rowKey="_id"
        size="middle"
        loading={isLoading}
        columns={COLUMNS[perspective]}
        dataSource={appointments}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No appointments yet' }}
      />
    </Card>
  );
}
