import dayjs from 'dayjs';
import { defineMessages, type IntlShape } from 'react-intl';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import { STATUS_TEXT } from '../../../../shared/appointmentDisplay';
import type { AppointmentStatus } from '../../../../shared/vocabulary';
import type { Bucket } from '../../../../shared/insightsRange';
import type { SeriesMetric } from '../../../../shared/schemas/insights';
import { COLORS } from '../../../lib/theme';
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

const BUCKET_TITLES = defineMessages({
  day: { id: 'insights.series.day', defaultMessage: 'Day' },
  week: { id: 'insights.series.weekStarting', defaultMessage: 'Week starting' },
  month: { id: 'insights.series.month', defaultMessage: 'Month' },
});

const messages = defineMessages({
  bookingsTitle: { id: 'insights.bookings.title', defaultMessage: 'Bookings over time by status' },
  bookingsDescription: {
    id: 'insights.bookings.description',
    defaultMessage: 'stacked columns of the visits of each period by status.',
  },
  visits: { id: 'insights.bookings.visits', defaultMessage: 'Visits' },
  ratesTitle: { id: 'insights.rates.title', defaultMessage: 'No-show and cancellation rates' },
  ratesDescription: {
    id: 'insights.rates.description',
    defaultMessage: 'two lines, the share of visits that were no-shows and the share cancelled, per period.',
  },
  noShowRate: { id: 'insights.rates.noShowRate', defaultMessage: 'No-show rate' },
  cancellationRate: { id: 'insights.rates.cancellationRate', defaultMessage: 'Cancellation rate' },
  shareOfVisits: { id: 'insights.rates.shareOfVisits', defaultMessage: 'Share of visits' },
  waitlistTitle: { id: 'insights.waitlist.title', defaultMessage: 'Unmet demand: the waitlist' },
  waitlistDescription: {
    id: 'insights.waitlist.description',
    defaultMessage:
      'three lines per period: entries that joined the waitlist, were promoted, and were never promoted.',
  },
  joined: { id: 'insights.waitlist.joined', defaultMessage: 'Joined' },
  promoted: { id: 'insights.waitlist.promoted', defaultMessage: 'Promoted' },
  neverPromoted: { id: 'insights.waitlist.neverPromoted', defaultMessage: 'Never promoted' },
  waitlistEntries: { id: 'insights.waitlist.entries', defaultMessage: 'Waitlist entries' },
});

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

export function bookingsChart(
  colourOf: (status: AppointmentStatus) => string,
  intl: IntlShape,
): SeriesChartDef {
  return {
    name: 'bookings',
    title: intl.formatMessage(messages.bookingsTitle),
    description: intl.formatMessage(messages.bookingsDescription),
    lines: STATUS_SERIES.map(([metric, status]) => ({
      metric,
      label: intl.formatMessage(STATUS_TEXT[status]),
      colour: colourOf(status),
    })),
    shape: 'stacked',
    kind: 'count',
    valueTitle: intl.formatMessage(messages.visits),
  };
}

export function ratesChart(colourOf: (status: AppointmentStatus) => string, intl: IntlShape): SeriesChartDef {
  return {
    name: 'rates',
    title: intl.formatMessage(messages.ratesTitle),
    description: intl.formatMessage(messages.ratesDescription),
    lines: [
      { metric: 'noShowRate', label: intl.formatMessage(messages.noShowRate), colour: colourOf('no-show') },
      {
        metric: 'cancellationRate',
        label: intl.formatMessage(messages.cancellationRate),
        colour: colourOf('cancelled'),
      },
    ],
    shape: 'lines',
    kind: 'rate',
    valueTitle: intl.formatMessage(messages.shareOfVisits),
  };
}

export const waitlistChart = (intl: IntlShape): SeriesChartDef => ({
  name: 'waitlist',
  title: intl.formatMessage(messages.waitlistTitle),
  description: intl.formatMessage(messages.waitlistDescription),
  lines: [
    { metric: 'waitlistJoined', label: intl.formatMessage(messages.joined), colour: COLORS.navyLight },
    { metric: 'waitlistPromoted', label: intl.formatMessage(messages.promoted), colour: COLORS.greenDark },
    {
      metric: 'waitlistNeverPromoted',
      label: intl.formatMessage(messages.neverPromoted),
      colour: COLORS.pink,
    },
  ],
  shape: 'lines',
  kind: 'count',
  valueTitle: intl.formatMessage(messages.waitlistEntries),
});

export function seriesTable(
  rows: SeriesRow[],
  def: SeriesChartDef,
  bucket: Bucket,
  intl: IntlShape,
): DataTable {
  return {
    rowKey: 'bucket',
    rows,
    columns: [
      {
        key: 'bucket',
        title: intl.formatMessage(BUCKET_TITLES[bucket]),
        format: (value) => bucketText(String(value), bucket),
      },
      ...def.lines.map((line) => ({
        key: line.metric,
        title: line.label,
        format: (value: unknown) => formatFigure(typeof value === 'number' ? value : null, def.kind, intl),
      })),
    ],
  };
}

interface SeriesDatum {
  when: string;
  series: string;
  value: number | null;
}

export function seriesChart(
  rows: SeriesRow[],
  def: SeriesChartDef,
  bucket: Bucket,
  intl: IntlShape,
): ChartSpec {
  const data: SeriesDatum[] = rows.flatMap((row) =>
    def.lines.map((line) => ({
      when: bucketText(row.bucket, bucket),
      series: line.label,
      value: row[line.metric] ?? null,
    })),
  );
  const base = baseConfig(
    { xTitle: intl.formatMessage(BUCKET_TITLES[bucket]), yTitle: def.valueTitle, kind: def.kind },
    intl,
  );
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
    tooltip: tooltipOf<SeriesDatum>('when', (datum) => datum.series, def.kind, intl),
  };
  return def.shape === 'stacked'
    ? { kind: 'column', config: { ...config, stack: true } }
    : { kind: 'line', config };
}
