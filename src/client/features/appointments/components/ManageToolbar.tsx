import { useState } from 'react';
import { Button, Flex, Input, Select } from 'antd';
import { FileExcelOutlined, FilePdfOutlined, SearchOutlined } from '@ant-design/icons';
import { STATUS_LABELS } from '../../../../shared/appointmentDisplay';
import type { AppointmentStatus } from '../../../../shared/schemas/appointments';
import { MSG } from '../../../../shared/messages';
import type { ExportLayout } from '../export/appointmentExportRows';
import { exportAppointments, type ExportFormat } from '../export/exportAppointments';
import type { ManageTable, StatusFilter } from './manageTableState';
import { useMessage } from '../../../app/messages';

export interface ExportButtons {
  layout: ExportLayout;
  /** The PDF's heading. */
  title: string;
  /** The buttons' words, as each screen of spec 2.4 gives them. */
  excelText: string;
  pdfText: string;
}

interface ManageToolbarProps {
  table: ManageTable;
  statuses: readonly AppointmentStatus[];
  exports: ExportButtons;
}

/** Patient search, status select, the two exports and the two resets above an appointment table. */
export default function ManageToolbar({ table, statuses, exports }: ManageToolbarProps) {
  const message = useMessage();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const nothingShown = table.shown.length === 0;

  const download = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await exportAppointments(format, exports.layout, table.exportedRows(), exports.title);
    } catch {
      void message.error(MSG.somethingWrong);
    } finally {
      setExporting(null);
    }
  };

  return (
    <Flex wrap gap="small" role="search" aria-label="Search appointments" style={{ marginBottom: 16 }}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Search patient..."
        aria-label="Search patient"
        value={table.search}
        onChange={(event) => table.setSearch(event.target.value)}
        style={{ width: '100%', maxWidth: 220 }}
      />
      <Select<StatusFilter>
        id="appointment-status-filter"
        aria-label="Filter by status"
        value={table.status}
        onChange={table.setStatus}
        options={[
          { value: 'all', label: 'All Statuses' },
          ...statuses.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
        ]}
        style={{ width: 160 }}
      />
      <Button
        icon={<FileExcelOutlined />}
        loading={exporting === 'excel'}
        disabled={nothingShown}
        onClick={() => void download('excel')}
      >
        {exports.excelText}
      </Button>
      <Button
        icon={<FilePdfOutlined />}
        loading={exporting === 'pdf'}
        disabled={nothingShown}
        onClick={() => void download('pdf')}
      >
        {exports.pdfText}
      </Button>
      <Button onClick={table.clearFilters}>Clear Filters</Button>
      <Button onClick={table.reset}>Reset</Button>
    </Flex>
  );
}
