import { NOTHING, type FigureKind } from './figureFormat';

export type Cell = string | number | null | undefined;
export type TableRow = Record<string, Cell>;

export interface TableColumn {
  key: string;
  title: string;
  /** How the cell reads; text as it is without one. */
  format?: (value: Cell) => string;
}

/** A chart's figures as rows and columns: its table view and its CSV file. */
export interface DataTable {
  columns: TableColumn[];
  rows: TableRow[];
  /** The field that tells rows apart. */
  rowKey: string;
}

export function cellText(column: TableColumn, row: TableRow): string {
  const value = row[column.key];
  if (column.format) return column.format(value);
  return value === null || value === undefined ? NOTHING : String(value);
}

/**
 * Whether any row holds a figure under these keys. A count of 0 is none (a chart of zero bars has no
 * data to show); a rate or an average of 0 was measured, and is one.
 */
export function hasFigures(rows: readonly TableRow[], keys: readonly string[], kind: FigureKind): boolean {
  return rows.some((row) =>
    keys.some((key) => {
      const value = row[key];
      return typeof value === 'number' && (kind !== 'count' || value !== 0);
    }),
  );
}
