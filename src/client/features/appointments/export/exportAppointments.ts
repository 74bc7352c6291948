import type { Appointment } from '../../../../shared/schemas/appointments';
import { toExportTable, type ExportLayout } from './appointmentExportRows';
import { downloadExcel } from './downloadExcel';
import { downloadPdf } from './downloadPdf';

export type ExportFormat = 'excel' | 'pdf';

/** Writes the given rows in an export layout as {fileName}.xlsx or {fileName}.pdf and downloads it. */
export async function exportAppointments(
  format: ExportFormat,
  layout: ExportLayout,
  appointments: readonly Appointment[],
  title: string,
): Promise<void> {
  const table = toExportTable(layout, appointments);
  if (format === 'excel') await downloadExcel(table);
  else await downloadPdf(table, title);
}
