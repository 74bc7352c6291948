import type { ReactNode } from 'react';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import {
  doctorFullName,
  followUpDateText,
  knownStatus,
  NOT_SET,
  scheduledDateText,
  STATUS_LABELS,
} from '../../../../shared/appointmentDisplay';
import type { Appointment } from '../../../../shared/schemas/appointments';
import StatusTag from '../../../components/StatusTag';
import type { TableControls } from '../../../components/useTableControls';

export const APPROVED_AT_FORMAT = 'DD-MM-YYYY HH:mm';
const MISSING = 'N/A';

export type ManageColumnKey =
  | 'patient'
  | 'service'
  | 'doctor'
  | 'clinicDay'
  | 'scheduledDate'
  | 'followUpDate'
  | 'status'
  | 'approvedBy'
  | 'approvedAt';

interface ManageColumn {
  title: string;
  /** The cell's text (also what the column sorts by unless sortKey says otherwise). */
  text: (a: Appointment) => string;
  /** A sortable form of the value where the text does not sort (DD-MM-YYYY dates). */
  sortKey?: (a: Appointment) => string;
  render?: (a: Appointment) => ReactNode;
}

export const patientName = (a: Appointment) => a.userInfo?.name ?? '';
const shownDateKey = (shown: string, date: string | null) => (shown === NOT_SET ? '' : (date ?? ''));

/** Every column the two appointment tables can show (spec 2.4), by key. */
const CATALOGUE: Record<ManageColumnKey, ManageColumn> = {
  patient: { title: 'Patient', text: patientName },
  service: { title: 'Service', text: (a) => a.doctorInfo?.service ?? '' },
  doctor: { title: 'Doctor Name', text: (a) => (a.doctorInfo ? doctorFullName(a) : '') },
  clinicDay: { title: 'Clinic Day', text: (a) => (a.doctorInfo?.clinicDay ?? []).join(', ') },
  scheduledDate: {
    title: 'Scheduled Date',
    text: scheduledDateText,
    sortKey: (a) => shownDateKey(scheduledDateText(a), a.schedule_date),
  },
  followUpDate: {
    title: 'Followup Date',
    text: (a) => followUpDateText(a, NOT_SET),
    sortKey: (a) => shownDateKey(followUpDateText(a, NOT_SET), a.followUpDate),
  },
  status: {
    title: 'Status',
    text: (a) => STATUS_LABELS[knownStatus(a.status)],
    render: (a) => <StatusTag status={a.status} />,
  },
  approvedBy: { title: 'Approved By', text: (a) => a.approvedByName || MISSING },
  approvedAt: {
    title: 'Approved At',
    text: (a) => (a.approvedAt ? dayjs(a.approvedAt).format(APPROVED_AT_FORMAT) : MISSING),
    sortKey: (a) => a.approvedAt ?? '',
  },
};

/** Compares two rows the way a column sorts them (ascending). */
export function compareBy(key: ManageColumnKey) {
  const column = CATALOGUE[key];
  const value = column.sortKey ?? column.text;
  return (a: Appointment, b: Appointment) => value(a).localeCompare(value(b));
}

/** Whether a row passes the Service column's filter (the chosen services). */
export const serviceFilter = (chosen: readonly unknown[], a: Appointment) =>
  chosen.includes(CATALOGUE.service.text(a));

export interface ManageColumnsOptions {
  keys: readonly ManageColumnKey[];
  sortable: readonly ManageColumnKey[];
  /** What the Service filter offers: serviceNames of every row, not just those shown. */
  services: readonly string[];
  controls: Pick<TableControls<Appointment>, 'sortOrder' | 'filteredValue'>;
  action: (a: Appointment) => ReactNode;
}

/** The services present in the rows, sorted: what the Service column's filter offers. */
export const serviceNames = (rows: readonly Appointment[]) =>
  [...new Set(rows.map(CATALOGUE.service.text))].filter(Boolean).sort();

/** An appointment table's antd columns, sort and filter state controlled by the page. */
export function manageColumns({ keys, sortable, services, controls, action }: ManageColumnsOptions) {
  const columns: ColumnsType<Appointment> = keys.map((key) => {
    const column = CATALOGUE[key];
    return {
      key,
      title: column.title,
      render: (_value: unknown, a: Appointment) => (column.render ? column.render(a) : column.text(a)),
      ...(sortable.includes(key) ? { sorter: compareBy(key), sortOrder: controls.sortOrder(key) } : {}),
      ...(key === 'service'
        ? {
            filters: services.map((service) => ({ text: service, value: service })),
            onFilter: (value: unknown, a: Appointment) => serviceFilter([value], a),
            filteredValue: controls.filteredValue('service'),
          }
        : {}),
    };
  });
  columns.push({ key: 'action', title: 'Action', render: (_value, a) => action(a) });
  return columns;
}
