import dayjs from 'dayjs';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import { STATUS_LABELS } from '../../../../shared/appointmentDisplay';
import type { AppointmentStatus } from '../../../../shared/vocabulary';
import type { Bucket } from '../../../../shared/insightsRange';
import type { SeriesMetric } from '../../../../shared/schemas/insights';
import { COLORS } from '../../../app/theme';
import type { SeriesRow } from '../insightsApi';
import { formatFigure, type FigureKind } from '../figureFormat';
import type { DataTable } from '../dataTable';
import type { ChartText } from '../components/ChartCard';
import { baseConfig, tooltipOf, type ChartSpec } from '../components/chartSpec';

/** One metric of a chart over time: its name in the legend and its colour. */
export interface SeriesLine {
  metric: SeriesMetric;
  label: string;
  colour: string;
}

export interface SeriesChartDef extends ChartText {
  lines: SeriesLine[];
  /** Stacked columns, or a line per metric. */
  shape: 'stacked' | 'lines';
  kind: FigureKind;
  valueTitle: string;
}

/** Dates written under a chart over time, at most (every bucket keeps its column or point). */
const DATE_LABELS = 12;

const BUCKET_TITLES: Record<Bucket, string> = { day: 'Day', week: 'Week starting', month: 'Month' };

/** A bucket by its first day: '26-11-2026', or 'Nov 2026' for a month. */
const bucketText = (iso: string, bucket: Bucket) =>
  bucket === 'month' ? dayjs(iso).format('MMM YYYY') : formatDisplayDate(iso);

/** The visits of each status, stacked: status series and the badge colour of that status. */
const STATUS_SERIES: [SeriesMetric, AppointmentStatus][] = [
  ['pending', 'pending'],
  ['approved', 'approved'],
  ['followUp', 'follow-up'],
  ['completed', 'completed'],
  ['cancelled', 'cancelled'],
  ['rejected', 'rejected'],
  ['noShows', 'no-show'],
];

export function bookingsChart(colourOf: (status: AppointmentStatus) => string): SeriesChartDef {
  return {
    name: 'bookings',
    title: 'Bookings over time by status',
    description: 'stacked columns of the visits of each period by status.',
    lines: STATUS_SERIES.map(([metric, status]) => ({
      metric,
      label: STATUS_LABELS[status],
      colour: colourOf(status),
    })),
    shape: 'stacked',
    kind: 'count',
    valueTitle: 'Visits',
  };
}

export function ratesChart(colourOf: (status: AppointmentStatus) => string): SeriesChartDef {
  return {
    name: 'rates',
    title: 'No-show and cancellation rates',
    description: 'two lines, the share of visits that were no-shows and the share cancelled, per period.',
    lines: [
      { metric: 'noShowRate', label: 'No-show rate', colour: colourOf('no-show') },
      { metric: 'cancellationRate', label: 'Cancellation rate', colour: colourOf('cancelled') },
    ],
    shape: 'lines',
    kind: 'rate',
    valueTitle: 'Share of visits',
  };
}

export const WAITLIST_CHART: SeriesChartDef = {
  name: 'waitlist',
  title: 'Unmet demand: the waitlist',
  description:
    'three lines per period: entries that joined the waitlist, were promoted, and were never promoted.',
  lines: [
    { metric: 'waitlistJoined', label: 'Joined', colour: COLORS.navyLight },
    { metric: 'waitlistPromoted', label: 'Promoted', colour: COLORS.greenDark },
    { metric: 'waitlistNeverPromoted', label: 'Never promoted', colour: COLORS.pink },
  ],
  shape: 'lines',
  kind: 'count',
  valueTitle: 'Waitlist entries',
};

export function seriesTable(rows: SeriesRow[], def: SeriesChartDef, bucket: Bucket): DataTable {
  return {
    rowKey: 'bucket',
    rows,
    columns: [
      { key: 'bucket', title: BUCKET_TITLES[bucket], format: (value) => bucketText(String(value), bucket) },
      ...def.lines.map((line) => ({
        key: line.metric,
        title: line.label,
        format: (value: unknown) => formatFigure(typeof value === 'number' ? value : null, def.kind),
      })),
    ],
  };
}

interface SeriesDatum {
  when: string;
  series: string;
  value: number | null;
}

export function seriesChart(rows: SeriesRow[], def: SeriesChartDef, bucket: Bucket): ChartSpec {
  const data: SeriesDatum[] = rows.flatMap((row) =>
    def.lines.map((line) => ({
      when: bucketText(row.bucket, bucket),
      series: line.label,
      value: row[line.metric] ?? null,
    })),
  );
  const base = baseConfig({ xTitle: BUCKET_TITLES[bucket], yTitle: def.valueTitle, kind: def.kind });
  // about a dozen dates along the axis, level: ninety on end are unreadable and slow to lay out, and
  // turned on end in a half-width card they ran off its foot; those that would overlap are left out
  const labelStep = Math.max(1, Math.ceil(rows.length / DATE_LABELS));
  const config = {
    ...base,
    // room for half the last date, centred under the last bucket
    marginRight: 32,
    axis: {
      ...base.axis,
      x: {
        ...base.axis.x,
        labelFilter: (_tick: unknown, index: number) => index % labelStep === 0,
        labelAutoRotate: false,
        labelAutoHide: true,
      },
    },
    data,
    xField: 'when',
    yField: 'value',
    colorField: 'series',
    scale: { color: { domain: def.lines.map((l) => l.label), range: def.lines.map((l) => l.colour) } },
    tooltip: tooltipOf<SeriesDatum>('when', (datum) => datum.series, def.kind),
  };
  return def.shape === 'stacked'
    ? { kind: 'column', config: { ...config, stack: true } }
    : { kind: 'line', config };
}
