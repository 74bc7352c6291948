import type { IntlShape } from 'react-intl';
import { directionOf, isLanguage } from '../../../../shared/languages';
import {
  EXPORT_LAYOUTS,
  exportSheetName,
  exportWords,
  toExportCells,
  type ExportLayoutName,
  type ExportTable,
} from './appointmentExportRows';
import { downloadExcel } from './downloadExcel';
import { downloadPdf } from './downloadPdf';
import { fetchExportRows, type ExportReadProgress, type ExportSource } from './fetchExportRows';

export { ExportReadFailed } from './fetchExportRows';
export type ExportFormat = 'excel' | 'pdf';

/** Writes an export table as {fileName}.xlsx or {fileName}.pdf and downloads it. */
async function writeExport(
  format: ExportFormat,
  table: ExportTable,
  title: string,
  intl: IntlShape,
): Promise<void> {
  if (format === 'excel') await downloadExcel(table, exportSheetName(intl));
  // Arabic reads right to left: the PDF's columns and cells follow (Excel's sheet is the reader's)
  else await downloadPdf(table, title, isLanguage(intl.locale) && directionOf(intl.locale) === 'rtl');
}

/**
 * Exports every row of a list that matches the table's filters, in the table's sort (not only the
 * page on screen): the rows are read page by page, then written in the list's export layout. This module
 * downloads on the first export click (useAppointmentExport), before the Excel or PDF library. The
 * headings, file name and sheet name are in `intl`'s language (the desk's own).
 */
export async function exportAppointments(
  format: ExportFormat,
  layoutName: ExportLayoutName,
  source: ExportSource,
  title: string,
  onProgress: (progress: ExportReadProgress) => void,
  intl: IntlShape,
): Promise<void> {
  const layout = EXPORT_LAYOUTS[layoutName];
  const rows = await fetchExportRows(source, toExportCells(layout, intl), onProgress);
  await writeExport(format, { ...exportWords(layout, intl), rows }, title, intl);
}
