import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfigProvider, Table, type ThemeConfig } from 'antd';
import Typography from '../../../components/Typography';
import type { Appointment, AppointmentStatus } from '../../../../shared/schemas/appointments';
import type { Page } from '../../../lib/api/pagedList';
import TableEmpty from '../../../components/TableEmpty';
import { useKeepPageInRange } from '../../../lib/searchParams/useListParams';
import { useGetServicesQuery } from '../../reference';
import { selectAppointmentRows } from '../appointmentSelectors';
import ColumnChooser from './ColumnChooser';
import ManageActions from './ManageActions';
import { columnTitles, manageColumns, manageTableWidth, type ManageColumnKey } from './manageColumns';
import type { ManageTable } from './manageTableState';
import ManageToolbar, { type ExportButtons } from './ManageToolbar';
import type { StatusDecision } from '../changeDialogs/StatusChangeModal';
import { useAppointmentChange } from '../changeDialogs/useAppointmentChange';
import { useColumnChoice } from './useColumnChoice';
import { useCourseGroups } from '../../series';

/** The patient's name is what the desk reads first: it cannot be hidden. */
const ALWAYS_SHOWN: readonly ManageColumnKey[] = ['patient'];

/** Cells 6 px from their edges instead of 8: with it the admin desk's ten columns fit 1366 px. */
const DENSE_CELLS: ThemeConfig = { components: { Table: { cellPaddingInlineMD: 6 } } };

// the approve / reject form (date picker, validation) downloads when someone first decides
const StatusChangeModal = lazy(() => import('../changeDialogs/StatusChangeModal'));
// the details (moment-formatted times, the texts) download when first opened
const AppointmentDetailsModal = lazy(() => import('../patientList/AppointmentDetailsModal'));

interface ManageAppointmentsProps {
  title: string;
  /** The desk's list state (URL) and the list hook's answer for it. */
  table: ManageTable;
  result: { data?: Page<Appointment>; isFetching: boolean };
  columns: readonly ManageColumnKey[];
  sortable: readonly ManageColumnKey[];
  statuses: readonly AppointmentStatus[];
  exports: ExportButtons;
  /** The patient's name opens the row's details (the clinic's desk: with the texts about it). */
  details?: boolean;
  /** The patient's name opens the patient's record at this path (a doctor's list). */
  patientPath?: (a: Appointment) => string;
}

/** The clinic's services by name, for the Service column's filter. */
function useServiceNames() {
  const { data } = useGetServicesQuery();
  return useMemo(() => (data?.ids ?? []).map((id) => data?.entities[id]?.service ?? ''), [data]);
}

/**
 * An appointment table that approves and rejects pending rows (the doctor's appointments, and the
 * admin and staff appointments) and cancels visits still to come, served a page at a time: while the
 * next page, search or sort loads, the last rows stay on screen under the table's own spinner.
 */
export default function ManageAppointments(props: ManageAppointmentsProps) {
  const { table, result } = props;
  const intl = useIntl();
  const [deciding, setDeciding] = useState<{ appointment: Appointment; decision: StatusDecision } | null>(
    null,
  );
  const [shown, setShown] = useState<Appointment | null>(null);
  const changes = useAppointmentChange();
  const rows = selectAppointmentRows(result.data);
  // a course's visits on the page stand together under its first
  const courses = useCourseGroups(rows);
  const chosen = useColumnChoice(props.exports.layout, props.columns, ALWAYS_SHOWN);
  useKeepPageInRange(table, result.data?.total);
  const columns = manageColumns({
    keys: chosen.shown,
    sortable: props.sortable,
    services: useServiceNames(),
    list: table,
    intl,
    details: props.details ? setShown : undefined,
    patientPath: props.patientPath,
    action: (appointment) => (
      <ManageActions
        appointment={appointment}
        onDecide={(chosen, decision) => setDeciding({ appointment: chosen, decision })}
        onCancel={(chosen) => changes.start(chosen, 'cancel')}
      />
    ),
  });

  return (
    <>
      <Typography.Title level={2}>{props.title}</Typography.Title>
      <ManageToolbar
        table={table}
        total={result.data?.total ?? 0}
        statuses={props.statuses}
        exports={props.exports}
      >
        <ColumnChooser
          columns={columnTitles(props.columns, intl)}
          shown={chosen.shown}
          fixed={ALWAYS_SHOWN}
          onChange={chosen.choose}
        />
      </ManageToolbar>
      <ConfigProvider theme={DENSE_CELLS}>
        <Table<Appointment>
          rowKey="_id"
          size="middle"
          tableLayout="fixed"
          loading={result.isFetching}
          columns={columns}
          dataSource={courses.rows}
          expandable={courses.expandable}
          onChange={table.onTableChange}
          pagination={{
            ...table.pagination(result.data?.total, result.data?.totalCapped),
            hideOnSinglePage: true,
          }}
          scroll={{ x: manageTableWidth(chosen.shown) }}
          locale={{
            emptyText: (
              <TableEmpty
                text={intl.formatMessage({
                  id: 'appointments.manage.empty',
                  defaultMessage: 'No appointments found',
                })}
                pending={result.isFetching}
              />
            ),
          }}
        />
      </ConfigProvider>
      {deciding && (
        <Suspense fallback={null}>
          <StatusChangeModal
            appointment={deciding.appointment}
            decision={deciding.decision}
            onClose={() => setDeciding(null)}
          />
        </Suspense>
      )}
      {shown && (
        <Suspense fallback={null}>
          <AppointmentDetailsModal appointment={shown} desk onClose={() => setShown(null)} />
        </Suspense>
      )}
      {changes.dialog}
    </>
  );
}
