import type { ExportTable } from './appointmentExportRows';
import { saveBlob } from '../../../lib/saveBlob';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** {fileName}.xlsx with one sheet ('Appointments' in English): a bold header row, then the rows. */
export async function downloadExcel(table: ExportTable, sheetName: string): Promise<void> {
  const { Workbook } = await import(/* webpackChunkName: "exceljs" */ 'exceljs'); // on the click only
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(table.headers).font = { bold: true };
  sheet.addRows(table.rows);
  const longest = longestTexts(table);
  sheet.columns.forEach((column, i) => {
    column.width = Math.min(Math.max(longest[i] + 2, 10), 50);
  });
  const buffer = await workbook.xlsx.writeBuffer();
  saveBlob(new Blob([buffer], { type: XLSX_TYPE }), `${table.fileName}.xlsx`);
}

/** Each column's longest text, header included (a loop: tens of thousands of rows overflow a spread). */
function longestTexts({ headers, rows }: ExportTable): number[] {
  const longest = headers.map((header) => header.length);
  for (const row of rows) {
    row.forEach((text, i) => {
      if (text.length > longest[i]) longest[i] = text.length;
    });
  }
  return longest;
}
