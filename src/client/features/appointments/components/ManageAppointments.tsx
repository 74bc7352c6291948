import { lazy, Suspense, useMemo, useState } from 'react';
import { Table, Typography } from 'antd';
import type { Appointment, AppointmentStatus } from '../../../../shared/schemas/appointments';
import ManageActions from './ManageActions';
import { manageColumns, serviceNames, type ManageColumnKey } from './manageColumns';
import { useManageTable } from './manageTableState';
import ManageToolbar, { type ExportButtons } from './ManageToolbar';
import type { StatusDecision } from './StatusChangeModal';

// the approve / reject form (date picker, validation) downloads when someone first decides
const StatusChangeModal = lazy(() => import('./StatusChangeModal'));

interface ManageAppointmentsProps {
  title: string;
  rows: readonly Appointment[];
  loading: boolean;
  columns: readonly ManageColumnKey[];
  sortable: readonly ManageColumnKey[];
  statuses: readonly AppointmentStatus[];
  exports: ExportButtons;
}

/**
 * An appointment table that approves and rejects pending rows (spec 2.4 'Doctor appointments' and
 * 'Admin and staff appointments'): toolbar, table and the Approve / Reject modal.
 */
export default function ManageAppointments(props: ManageAppointmentsProps) {
  const table = useManageTable(props.rows, props.sortable);
  const [deciding, setDeciding] = useState<{ appointment: Appointment; decision: StatusDecision } | null>(
    null,
  );

  // all rows, once per list rather than on every keystroke in the search
  const services = useMemo(() => serviceNames(props.rows), [props.rows]);
  const columns = manageColumns({
    keys: props.columns,
    sortable: props.sortable,
    services,
    controls: table,
    action: (appointment) => (
      <ManageActions
        appointment={appointment}
        onDecide={(chosen, decision) => setDeciding({ appointment: chosen, decision })}
      />
    ),
  });

  return (
    <>
      <Typography.Title level={2}>{props.title}</Typography.Title>
      <ManageToolbar table={table} statuses={props.statuses} exports={props.exports} />
      <Table<Appointment>
        rowKey="_id"
        loading={props.loading}
        columns={columns}
        dataSource={table.shown}
        onChange={table.onChange}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No appointments found' }}
      />
      {deciding && (
        <Suspense fallback={null}>
          <StatusChangeModal
            appointment={deciding.appointment}
            decision={deciding.decision}
            onClose={() => setDeciding(null)}
          />
        </Suspense>
      )}
    </>
  );
}
