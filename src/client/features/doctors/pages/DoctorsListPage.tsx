import { lazy, Suspense, useMemo, useState } from 'react';
import { Table, Typography } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import { pageRows } from '../../../app/pagedList';
import TableEmpty from '../../../components/TableEmpty';
import TableToolbar from '../../../components/TableToolbar';
import { useKeepPageInRange, useListParams } from '../../../components/useListParams';
import { selectRole } from '../../auth';
import type { Doctor } from '../../../../shared/types';
import { useGetAllDoctorsQuery } from '../doctorsApi';
import DoctorActions from '../components/DoctorActions';
import { DOCTORS_TABLE_MIN_WIDTH, doctorColumns } from '../components/doctorColumns';

// the edit form (time pickers, selects, validation) downloads when an admin first opens it
const ClinicDaysModal = lazy(() => import('../components/ClinicDaysModal'));

/** Spec 2.4 and 9: ten doctors a page. */
export const DOCTORS_PAGE_SIZE = 10;

/**
 * Doctors list (spec 2.4), at /admin/doctorslist and /staff/doctorlist: every doctor in every status,
 * a page at a time, searched, filtered and sorted by the server; page, search, filter and sort live
 * in the URL (issue 12). Admins approve, block and edit clinic details; everyone else sees the list
 * only. A failed load toasts 'Failed to fetch doctors' (registered with the endpoint).
 */
export default function DoctorsListPage() {
  const list = useListParams({ pageSize: DOCTORS_PAGE_SIZE, columnFilters: { status: 'status' } });
  const { data, isFetching } = useGetAllDoctorsQuery(list.query);
  useKeepPageInRange(list, data?.total);
  const doctors = useMemo(() => pageRows(data), [data]);
  const isAdmin = useAppSelector(selectRole) === 'admin';
  const [editing, setEditing] = useState<Doctor | null>(null);

  const actions = isAdmin
    ? (doctor: Doctor) => <DoctorActions doctor={doctor} onEdit={setEditing} />
    : undefined;

  return (
    <>
      <Typography.Title level={2}>Doctors</Typography.Title>
      <TableToolbar
        list={list}
        label="Search doctors by name"
        placeholder="Search doctors..."
        clearFiltersText="Clear filters"
        clearAllText="Clear filters and sorters"
      />
      <Table<Doctor>
        rowKey="_id"
        size="middle"
        loading={isFetching}
        columns={doctorColumns(list, actions)}
        dataSource={doctors}
        onChange={list.onTableChange}
        pagination={list.pagination(data?.total)}
        scroll={{ x: DOCTORS_TABLE_MIN_WIDTH }}
        locale={{ emptyText: <TableEmpty text="No doctors found" pending={isFetching} /> }}
      />
      {editing && (
        <Suspense fallback={null}>
          <ClinicDaysModal doctor={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}
