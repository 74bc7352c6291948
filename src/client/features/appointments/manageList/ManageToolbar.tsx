import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button, Input, Select, Space } from 'antd';
import { FileExcelOutlined, FilePdfOutlined, SearchOutlined } from '@ant-design/icons';
import { STATUS_TEXT } from '../../../../shared/appointmentDisplay';
import type { AppointmentStatus } from '../../../../shared/schemas/appointments';
import type { ExportFormat } from '../export/exportAppointments';
import { useAppointmentExport, type ExportSpec } from '../export/useAppointmentExport';
import type { ManageTable, StatusFilter } from './manageTableState';

export interface ExportButtons extends ExportSpec {
  /** The buttons' words, which each desk words its own way. */
  excelText: string;
  pdfText: string;
}

interface ManageToolbarProps {
  table: ManageTable;
  /** Rows matching the filters, all pages together (0: nothing to export). */
  total: number;
  statuses: readonly AppointmentStatus[];
  exports: ExportButtons;
  /** More controls before the resets (the column chooser). */
  children?: ReactNode;
}

const messages = defineMessages({
  searchAppointments: {
    id: 'appointments.toolbar.searchAppointments',
    defaultMessage: 'Search appointments',
  },
  searchPlaceholder: { id: 'appointments.toolbar.searchPlaceholder', defaultMessage: 'Search patient...' },
  searchLabel: { id: 'appointments.toolbar.searchLabel', defaultMessage: 'Search patient' },
  statusFilter: { id: 'appointments.toolbar.statusFilter', defaultMessage: 'Filter by status' },
  allStatuses: { id: 'appointments.toolbar.allStatuses', defaultMessage: 'All Statuses' },
  clearFilters: { id: 'appointments.toolbar.clearFilters', defaultMessage: 'Clear Filters' },
  reset: { id: 'appointments.toolbar.reset', defaultMessage: 'Reset' },
});

/** Patient search, status select, the two exports and the two resets above an appointment table. */
export default function ManageToolbar({ table, total, statuses, exports, children }: ManageToolbarProps) {
  const intl = useIntl();
  const { progress, start } = useAppointmentExport(exports, table.query);

  const exportButton = (format: ExportFormat, text: string, icon: ReactNode) => (
    <Button
      icon={icon}
      loading={progress?.format === format}
      disabled={total === 0 || (progress !== null && progress.format !== format)}
      onClick={() => void start(format)}
    >
      {progress?.format === format ? progress.text : text}
    </Button>
  );

  return (
    // antd's Space rather than its Flex: the sign-in screens already bring Space, so the desks'
    // first download does not carry Flex as well
    <Space
      wrap
      size="small"
      role="search"
      aria-label={intl.formatMessage(messages.searchAppointments)}
      style={{ marginBottom: 16 }}
    >
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        aria-label={intl.formatMessage(messages.searchLabel)}
        value={table.searchText}
        onChange={(event) => table.setSearchText(event.target.value)}
        style={{ width: 220 }}
      />
      <Select<StatusFilter>
        id="appointment-status-filter"
        aria-label={intl.formatMessage(messages.statusFilter)}
        value={table.status}
        onChange={table.setStatus}
        options={[
          { value: 'all', label: intl.formatMessage(messages.allStatuses) },
          ...statuses.map((status) => ({ value: status, label: intl.formatMessage(STATUS_TEXT[status]) })),
        ]}
        style={{ width: 160 }}
      />
      {exportButton('excel', exports.excelText, <FileExcelOutlined />)}
      {exportButton('pdf', exports.pdfText, <FilePdfOutlined />)}
      {children}
      <Button onClick={table.clearFilters}>{intl.formatMessage(messages.clearFilters)}</Button>
      <Button onClick={table.reset}>{intl.formatMessage(messages.reset)}</Button>
    </Space>
  );
}
