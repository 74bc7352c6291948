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

/** What to export: the list's rows (`source`) in one of the export layouts, as Excel or PDF. */
export interface ExportRequest {
  format: ExportFormat;
  layout: ExportLayoutName;
  source: ExportSource;
  /** The PDF's title. */
  title: string;
  /** Called as the pages of rows arrive. */
  onProgress: (progress: ExportReadProgress) => void;
  /** The language of the headings, file name and sheet name (the desk's own). */
  intl: IntlShape;
}

/**
 * Exports every row of a list that matches the table's filters, in the table's sort (not only the
 * page on screen): the rows are read page by page, then written in the list's export layout. This module
 * downloads on the first export click (useAppointmentExport), before the Excel or PDF library.
 */
export async function exportAppointments({
  format,
  layout: layoutName,
  source,
  title,
  onProgress,
  intl,
}: ExportRequest): Promise<void> {
  const layout = EXPORT_LAYOUTS[layoutName];
  const rows = await fetchExportRows(source, toExportCells(layout, intl), onProgress);
  await writeExport(format, { ...exportWords(layout, intl), rows }, title, intl);
}
