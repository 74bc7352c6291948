import { lazy, Suspense, useState } from 'react';
import { Table, Typography } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import TableToolbar from '../../../components/TableToolbar';
import { useTableControls } from '../../../components/useTableControls';
import type { Appointment } from '../../../../shared/schemas/appointments';
import { useGetUserAppointmentsQuery } from '../appointmentsApi';
import { selectUserAppointments } from '../appointmentSelectors';
import { serviceOf, userAppointmentColumns } from '../components/userAppointmentColumns';

// the details (with moment-formatted times and calendar links) download when first opened
const AppointmentDetailsModal = lazy(() => import('../components/AppointmentDetailsModal'));

/**
 * The patient's appointments (spec 2.4 'User appointments'), newest request first: search by
 * service, details with print, and calendar export for scheduled visits. A failed load toasts
 * 'Failed to fetch appointments' (registered with the endpoint).
 */
export default function UserAppointmentsPage() {
  const { isLoading } = useGetUserAppointmentsQuery();
  const appointments = useAppSelector(selectUserAppointments);
  const controls = useTableControls(appointments, serviceOf);
  const [shown, setShown] = useState<Appointment | null>(null);

  return (
    <>
      <Typography.Title level={2}>Appointments</Typography.Title>
      <TableToolbar
        {...controls}
        label="Search appointments by service"
        placeholder="Search by service..."
        clearFiltersText="Clear Filters"
        clearAllText="Clear All"
      />
      <Table<Appointment>
        rowKey="_id"
        size="middle"
        loading={isLoading}
        columns={userAppointmentColumns(controls, setShown)}
        dataSource={controls.shown}
        onChange={controls.onChange}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No appointments found' }}
      />
      {shown && (
        <Suspense fallback={null}>
          <AppointmentDetailsModal appointment={shown} onClose={() => setShown(null)} />
        </Suspense>
      )}
    </>
  );
}
