import type { ExportTable } from './appointmentExportRows';
import { saveBlob } from './saveBlob';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** {fileName}.xlsx with one sheet 'Appointments': a bold header row, then the rows (spec 7). */
export async function downloadExcel(table: ExportTable): Promise<void> {
  const { Workbook } = await import(/* webpackChunkName: "exceljs" */ 'exceljs'); // on the click only
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Appointments');
  sheet.addRow(table.headers).font = { bold: true };
  sheet.addRows(table.rows);
  sheet.columns.forEach((column, i) => {
    const longest = Math.max(...[table.headers, ...table.rows].map((row) => row[i]?.length ?? 0));
    column.width = Math.min(Math.max(longest + 2, 10), 50);
  });
  const buffer = await workbook.xlsx.writeBuffer();
  saveBlob(new Blob([buffer], { type: XLSX_TYPE }), `${table.fileName}.xlsx`);
}
