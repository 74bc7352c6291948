import { lazy, Suspense, useState } from 'react';
import { Table, Typography } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import TableToolbar from '../../../components/TableToolbar';
import { useTableControls } from '../../../components/useTableControls';
import { selectRole } from '../../auth';
import type { Doctor } from '../../../../shared/types';
import { useGetAllDoctorsQuery } from '../doctorsApi';
import { selectAllDoctors } from '../doctorSelectors';
import DoctorActions from '../components/DoctorActions';
import { doctorColumns, doctorFullName } from '../components/doctorColumns';

// the edit form (time pickers, selects, validation) downloads when an admin first opens it
const ClinicDaysModal = lazy(() => import('../components/ClinicDaysModal'));

/**
 * Doctors list (spec 2.4), at /admin/doctorslist and /staff/doctorlist: every doctor in every status.
 * Admins approve, block and edit clinic details; everyone else sees the list only. A failed load
 * toasts 'Failed to fetch doctors' (registered with the endpoint).
 */
export default function DoctorsListPage() {
  const { isLoading } = useGetAllDoctorsQuery();
  const doctors = useAppSelector(selectAllDoctors);
  const isAdmin = useAppSelector(selectRole) === 'admin';
  const controls = useTableControls(doctors, doctorFullName);
  const [editing, setEditing] = useState<Doctor | null>(null);

  const actions = isAdmin
    ? (doctor: Doctor) => <DoctorActions doctor={doctor} onEdit={setEditing} />
    : undefined;

  return (
    <>
      <Typography.Title level={2}>Doctors</Typography.Title>
      <TableToolbar
        {...controls}
        label="Search doctors by name"
        placeholder="Search doctors..."
        clearFiltersText="Clear filters"
        clearAllText="Clear filters and sorters"
      />
      <Table<Doctor>
        rowKey="_id"
        loading={isLoading}
        columns={doctorColumns(controls, actions)}
        dataSource={controls.shown}
        onChange={controls.onChange}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No doctors found' }}
      />
      {editing && (
        <Suspense fallback={null}>
          <ClinicDaysModal doctor={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}
