import type { BreakdownRow } from '../../../../shared/schemas/insights';
import { formatFigure, type FigureKind } from '../figureFormat';
import type { DataTable } from '../dataTable';
import { CHART_HEIGHT, tooltipOf, type ChartSpec } from '../components/chartSpec';
import type { BusyMetric } from '../useInsightsParams';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** What the grid can show, and how each reads. */
export const BUSY_METRICS: Record<
  BusyMetric,
  { label: string; kind: FigureKind; colours: [string, string] }
> = {
  due: { label: 'Due visits', kind: 'count', colours: ['#e6f4ea', '#0d5a2e'] },
  waitMinutes: { label: 'Average wait', kind: 'minutes', colours: ['#fff7e6', '#ad2102'] },
};

interface Cell {
  key: string;
  day: string;
  hour: string;
  value: number | null;
}

/** '3-09' (ISO weekday 3, hour 09) as Wednesday and 09:00; cells Monday first, then by hour. */
export function busyCells(rows: BreakdownRow[]): Cell[] {
  return rows
    .map((row) => {
      const [weekday, hour] = row.key.split('-');
      return {
        key: row.key,
        day: WEEKDAYS[Number(weekday) - 1] ?? row.label,
        hour: `${hour}:00`,
        value: row.value,
      };
    })
    .sort((a, b) => a.key.localeCompare(b.key));
}

export function busyTable(cells: Cell[], metric: BusyMetric): DataTable {
  const { label, kind } = BUSY_METRICS[metric];
  return {
    rowKey: 'key',
    rows: cells.map((cell) => ({ ...cell })),
    columns: [
      { key: 'day', title: 'Day' },
      { key: 'hour', title: 'Hour' },
      {
        key: 'value',
        title: label,
        format: (value) => formatFigure(typeof value === 'number' ? value : null, kind),
      },
    ],
  };
}

/** Every hour from the earliest to the latest with a visit, so the grid has no holes. */
function hourSpan(cells: Cell[]): string[] {
  const hours = cells.map((cell) => Number.parseInt(cell.hour, 10));
  if (hours.length === 0) return [];
  const first = Math.min(...hours);
  return Array.from(
    { length: Math.max(...hours) - first + 1 },
    (_, i) => `${String(first + i).padStart(2, '0')}:00`,
  );
}

export function busyChart(cells: Cell[], metric: BusyMetric): ChartSpec {
  const { label, kind, colours } = BUSY_METRICS[metric];
  return {
    kind: 'heatmap',
    config: {
      autoFit: true,
      height: CHART_HEIGHT,
      data: cells,
      xField: 'hour',
      yField: 'day',
      colorField: 'value',
      mark: 'cell',
      style: { inset: 1 },
      scale: { x: { domain: hourSpan(cells) }, y: { domain: WEEKDAYS }, color: { range: colours } },
      axis: { x: { title: 'Hour of the day' }, y: { title: 'Day of the week' } },
      legend: { color: { position: 'bottom', title: label } },
      tooltip: tooltipOf<Cell>('day', (cell) => `${cell.hour} ${label.toLowerCase()}`, kind),
    },
  };
}
