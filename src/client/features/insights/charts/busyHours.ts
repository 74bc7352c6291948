import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { BreakdownRow } from '../../../../shared/answers/insights';
import { formatFigure, type FigureKind } from '../figureFormat';
import type { DataTable } from '../dataTable';
import { CHART_HEIGHT, tooltipOf, type ChartSpec } from '../components/chartSpec';
import type { BusyMetric } from '../useInsightsParams';

const WEEKDAYS = defineMessages({
  monday: { id: 'insights.busyHours.monday', defaultMessage: 'Monday' },
  tuesday: { id: 'insights.busyHours.tuesday', defaultMessage: 'Tuesday' },
  wednesday: { id: 'insights.busyHours.wednesday', defaultMessage: 'Wednesday' },
  thursday: { id: 'insights.busyHours.thursday', defaultMessage: 'Thursday' },
  friday: { id: 'insights.busyHours.friday', defaultMessage: 'Friday' },
  saturday: { id: 'insights.busyHours.saturday', defaultMessage: 'Saturday' },
  sunday: { id: 'insights.busyHours.sunday', defaultMessage: 'Sunday' },
});

/** The days of the week, Monday first, in the language on screen. */
const weekdays = (intl: IntlShape) => Object.values(WEEKDAYS).map((day) => intl.formatMessage(day));

const messages = defineMessages({
  day: { id: 'insights.busyHours.day', defaultMessage: 'Day' },
  hour: { id: 'insights.busyHours.hour', defaultMessage: 'Hour' },
  hourOfDay: { id: 'insights.busyHours.hourOfDay', defaultMessage: 'Hour of the day' },
  dayOfWeek: { id: 'insights.busyHours.dayOfWeek', defaultMessage: 'Day of the week' },
  due: { id: 'insights.busyHours.due', defaultMessage: 'Due visits' },
  averageWait: { id: 'insights.busyHours.averageWait', defaultMessage: 'Average wait' },
});

// a plain descriptor: react-intl's types take defineMessages' messages for ones without values
const tooltip: MessageDescriptor = defineMessage({
  id: 'insights.busyHours.tooltip',
  defaultMessage: '{hour} {metric, select, due {due visits} other {average wait}}',
});

/** What the grid can show, and how each reads. */
export const BUSY_METRICS: Record<
  BusyMetric,
  { label: MessageDescriptor; kind: FigureKind; colours: [string, string] }
> = {
  due: {
    label: messages.due,
    kind: 'count',
    colours: ['#e6f4ea', '#0d5a2e'],
  },
  waitMinutes: {
    label: messages.averageWait,
    kind: 'minutes',
    colours: ['#fff7e6', '#ad2102'],
  },
};

interface Cell {
  key: string;
  day: string;
  hour: string;
  value: number | null;
}

/** '3-09' (ISO weekday 3, hour 09) as Wednesday and 09:00; cells Monday first, then by hour. */
export function busyCells(rows: BreakdownRow[], intl: IntlShape): Cell[] {
  const days = weekdays(intl);
  return rows
    .map((row) => {
      const [weekday, hour] = row.key.split('-');
      return {
        key: row.key,
        day: days[Number(weekday) - 1] ?? row.label,
        hour: `${hour}:00`,
        value: row.value,
      };
    })
    .sort((a, b) => a.key.localeCompare(b.key));
}

export function busyTable(cells: Cell[], metric: BusyMetric, intl: IntlShape): DataTable {
  const { label, kind } = BUSY_METRICS[metric];
  return {
    rowKey: 'key',
    rows: cells.map((cell) => ({ ...cell })),
    columns: [
      { key: 'day', title: intl.formatMessage(messages.day) },
      { key: 'hour', title: intl.formatMessage(messages.hour) },
      {
        key: 'value',
        title: intl.formatMessage(label),
        format: (value) => formatFigure(typeof value === 'number' ? value : null, kind, intl),
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

export function busyChart(cells: Cell[], metric: BusyMetric, intl: IntlShape): ChartSpec {
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
      scale: { x: { domain: hourSpan(cells) }, y: { domain: weekdays(intl) }, color: { range: colours } },
      axis: {
        x: { title: intl.formatMessage(messages.hourOfDay) },
        y: { title: intl.formatMessage(messages.dayOfWeek) },
      },
      legend: { color: { position: 'bottom', title: intl.formatMessage(label) } },
      tooltip: tooltipOf<Cell>(
        'day',
        (cell) => intl.formatMessage(tooltip, { hour: cell.hour, metric }),
        kind,
        intl,
      ),
    },
  };
}
