import { lazy, Suspense, useMemo, useState } from 'react';
import { Flex, Table } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import { useAppSelector } from '../../../lib/store/hooks';
import { pageRows } from '../../../lib/api/pagedList';
import TableEmpty from '../../../components/TableEmpty';
import TableToolbar from '../../../components/TableToolbar';
import { useKeepPageInRange, useListParams } from '../../../lib/searchParams/useListParams';
import { selectRole } from '../../auth';
import { ClosedClinicDaysTable } from '../../closings';
import type { Doctor } from '../../../../shared/types';
import { useGetAllDoctorsQuery } from '../doctorsApi';
import DoctorActions from '../doctorsList/DoctorActions';
import DoctorRowActions from '../doctorsList/DoctorRowActions';
import { DOCTORS_TABLE_MIN_WIDTH, doctorColumns } from '../doctorsList/doctorColumns';

// the edit form (time pickers, selects, validation) and the application's view download when an admin
// first opens them
const ClinicDaysModal = lazy(() => import('../doctorsList/ClinicDaysModal'));
const ApproveDoctorModal = lazy(() => import('../doctorsList/ApproveDoctorModal'));

const messages = defineMessages({
  title: { id: 'doctors.list.title', defaultMessage: 'Doctors' },
  searchLabel: { id: 'doctors.list.searchLabel', defaultMessage: 'Search doctors by name' },
  searchPlaceholder: { id: 'doctors.list.searchPlaceholder', defaultMessage: 'Search doctors...' },
  clearFilters: { id: 'doctors.list.clearFilters', defaultMessage: 'Clear filters' },
  clearAll: { id: 'doctors.list.clearAll', defaultMessage: 'Clear filters and sorters' },
  empty: { id: 'doctors.list.empty', defaultMessage: 'No doctors found' },
});

/** The doctors list shows ten doctors a page. */
export const DOCTORS_PAGE_SIZE = 10;

/**
 * Doctors list, at /admin/doctorslist and /staff/doctorlist: every doctor in every status,
 * a page at a time, searched, filtered and sorted by the server; page, search, filter and sort live
 * in the URL. Admins approve (after reading the application), block (after a confirmation) and edit
 * clinic details; admins and staff close an
 * approved doctor's clinic days and see every closing below the list. A failed load
 * toasts 'Failed to fetch doctors' (registered with the endpoint).
 */
export default function DoctorsListPage() {
  const intl = useIntl();
  const list = useListParams({ pageSize: DOCTORS_PAGE_SIZE, columnFilters: { status: 'status' } });
  const { data, isFetching } = useGetAllDoctorsQuery(list.query);
  useKeepPageInRange(list, data?.total);
  const doctors = useMemo(() => pageRows(data), [data]);
  const role = useAppSelector(selectRole);
  const isAdmin = role === 'admin';
  const isClinic = isAdmin || role === 'staff';
  const [editing, setEditing] = useState<Doctor | null>(null);
  const [approving, setApproving] = useState<Doctor | null>(null);

  const actions = isClinic
    ? (doctor: Doctor) => (
        <DoctorRowActions doctor={doctor} leave={isAdmin}>
          {isAdmin && <DoctorActions doctor={doctor} onEdit={setEditing} onApprove={setApproving} />}
        </DoctorRowActions>
      )
    : undefined;

  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={2}>{intl.formatMessage(messages.title)}</Typography.Title>
        <TableToolbar
          list={list}
          label={intl.formatMessage(messages.searchLabel)}
          placeholder={intl.formatMessage(messages.searchPlaceholder)}
          clearFiltersText={intl.formatMessage(messages.clearFilters)}
          clearAllText={intl.formatMessage(messages.clearAll)}
        />
        <Table<Doctor>
          rowKey="_id"
          size="middle"
          loading={isFetching}
          columns={doctorColumns(intl, list, actions)}
          dataSource={doctors}
          onChange={list.onTableChange}
          pagination={list.pagination(data?.total, data?.totalCapped)}
          scroll={{ x: DOCTORS_TABLE_MIN_WIDTH }}
          locale={{
            emptyText: <TableEmpty text={intl.formatMessage(messages.empty)} pending={isFetching} />,
          }}
        />
      </div>
      {isClinic && <ClosedClinicDaysTable withDoctor />}
      {editing && (
        <Suspense fallback={null}>
          <ClinicDaysModal doctor={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {approving && (
        <Suspense fallback={null}>
          <ApproveDoctorModal doctor={approving} onClose={() => setApproving(null)} />
        </Suspense>
      )}
    </Flex>
  );
}
