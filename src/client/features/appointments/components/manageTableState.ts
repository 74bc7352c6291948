import { useMemo, useState } from 'react';
import { knownStatus } from '../../../../shared/appointmentDisplay';
import type { Appointment, AppointmentStatus } from '../../../../shared/schemas/appointments';
import { useTableControls, type TableControls } from '../../../components/useTableControls';
import { compareBy, patientName, serviceFilter, type ManageColumnKey } from './manageColumns';

export type StatusFilter = AppointmentStatus | 'all';

/**
 * The rows in the order and selection the table shows them: the Service filter and the active
 * sorter applied as antd applies them, so an export holds exactly what is on screen.
 */
export function rowsAsShown(
  rows: readonly Appointment[],
  controls: Pick<TableControls<Appointment>, 'sortOrder' | 'filteredValue'>,
  sortable: readonly ManageColumnKey[],
): Appointment[] {
  const services = controls.filteredValue('service');
  const filtered = services?.length ? rows.filter((a) => serviceFilter(services, a)) : [...rows];
  const sortedBy = sortable.find((key) => controls.sortOrder(key));
  if (!sortedBy) return filtered;
  const compare = compareBy(sortedBy);
  const direction = controls.sortOrder(sortedBy) === 'descend' ? -1 : 1;
  return filtered.sort((a, b) => direction * compare(a, b));
}

/**
 * An appointment table's state: the status select, the patient search, the column filters and
 * sorters; 'Clear Filters' resets the first three, 'Reset' all four (spec 2.4).
 */
export function useManageTable(rows: readonly Appointment[], sortable: readonly ManageColumnKey[]) {
  const [status, setStatus] = useState<StatusFilter>('all');
  const byStatus = useMemo(
    () => (status === 'all' ? [...rows] : rows.filter((a) => knownStatus(a.status) === status)),
    [rows, status],
  );
  const controls = useTableControls(byStatus, patientName);

  return {
    ...controls,
    status,
    setStatus,
    clearFilters: () => {
      controls.clearFilters();
      setStatus('all');
    },
    reset: () => {
      controls.clearFiltersAndSorters();
      setStatus('all');
    },
    /** What an export holds: the rows on screen, in their on-screen order. */
    exportedRows: () => rowsAsShown(controls.shown, controls, sortable),
  };
}

export type ManageTable = ReturnType<typeof useManageTable>;
