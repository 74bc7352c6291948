import { saveBlob } from '../../lib/saveBlob';
import { cellText, type DataTable } from './dataTable';

/** A field in double quotes when it holds a comma, a quote or a line break; quotes doubled. */
const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** A spreadsheet runs a text starting with =, +, -, @ as a formula: such a name is kept as text. */
const inert = (text: string, raw: unknown) =>
  typeof raw === 'string' && /^[=+\-@\t\r]/.test(raw) ? `'${text}` : text;

/** The table as CSV (RFC 4180: comma-separated, CRLF line ends), its column titles first. */
export function toCsv({ columns, rows }: DataTable): string {
  const header = columns.map((column) => quote(column.title));
  const lines = rows.map((row) =>
    columns.map((column) => quote(inert(cellText(column, row), row[column.key]))),
  );
  return [header, ...lines].map((fields) => `${fields.join(',')}\r\n`).join('');
}

/** 'insights-bookings-2026-09-01-2026-11-26.csv' */
export const csvFileName = (name: string, { from, to }: { from: string; to: string }) =>
  `insights-${name}-${from}-${to}.csv`;

/** Saves the table as a CSV file; the byte-order mark makes spreadsheets read it as UTF-8. */
export function downloadCsv(table: DataTable, fileName: string): void {
  saveBlob(new Blob(['\uFEFF', toCsv(table)], { type: 'text/csv;charset=utf-8' }), fileName);
}
