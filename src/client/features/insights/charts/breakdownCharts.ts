import { defineMessages, type IntlShape } from 'react-intl';
import type { BreakdownBy, BreakdownMetric } from '../../../../shared/schemas/insights';
import type { BreakdownRow } from '../../../../shared/answers/insights';
import { COLORS } from '../../../lib/theme';
import { formatFigure, type FigureKind } from '../figureFormat';
import type { DataTable } from '../dataTable';
import type { ChartText } from '../components/ChartCard';
import { baseConfig, CHART_HEIGHT, tooltipOf, type ChartSpec } from '../components/chartSpec';

/** One breakdown chart: what it asks the server for and how it reads. */
export interface BreakdownChartDef extends ChartText {
  by: BreakdownBy;
  metric: BreakdownMetric;
  order: 'desc' | 'asc';
  /** Rows kept (the server sends up to 50). */
  limit?: number;
  /** Bars across (one per row, as many as there are), or columns in the server's order. */
  shape: 'bar' | 'column';
  kind: FigureKind;
  categoryTitle: string;
  valueTitle: string;
  colour: string;
}

/** A breakdown chart's words, said in the language on screen. */
type BreakdownWords = 'title' | 'description' | 'categoryTitle' | 'valueTitle';

/** A breakdown chart without its words: what it asks for and how it draws. */
type BreakdownChartShape = Omit<BreakdownChartDef, BreakdownWords>;

const messages = defineMessages({
  servicesTitle: { id: 'insights.services.title', defaultMessage: 'Services by visits' },
  servicesDescription: {
    id: 'insights.services.description',
    defaultMessage: 'a bar for each service, as long as its visits booked in the period, most first.',
  },
  service: { id: 'insights.services.service', defaultMessage: 'Service' },
  locationsTitle: { id: 'insights.locations.title', defaultMessage: 'Locations by visits' },
  locationsDescription: {
    id: 'insights.locations.description',
    defaultMessage: 'a bar for each location, as long as its visits booked in the period, most first.',
  },
  location: { id: 'insights.locations.location', defaultMessage: 'Location' },
  visitsBooked: { id: 'insights.breakdown.visitsBooked', defaultMessage: 'Visits booked' },
  cancelNoticeTitle: {
    id: 'insights.cancelNotice.title',
    defaultMessage: 'How far ahead visits are cancelled',
  },
  cancelNoticeDescription: {
    id: 'insights.cancelNotice.description',
    defaultMessage:
      'a column for each span of notice, from after the visit time to a week or more, as tall as its cancellations.',
  },
  notice: { id: 'insights.cancelNotice.notice', defaultMessage: 'Notice before the visit' },
  cancellations: { id: 'insights.cancelNotice.cancellations', defaultMessage: 'Cancellations' },
});

const byVisits = (by: 'service' | 'location'): BreakdownChartShape => ({
  name: `${by}s`,
  by,
  metric: 'booked',
  order: 'desc',
  shape: 'bar',
  kind: 'count',
  colour: COLORS.navyLight,
});

export const SERVICES_CHART = byVisits('service');
const LOCATIONS_CHART = byVisits('location');

export const servicesChart = (intl: IntlShape): BreakdownChartDef => ({
  ...SERVICES_CHART,
  title: intl.formatMessage(messages.servicesTitle),
  description: intl.formatMessage(messages.servicesDescription),
  categoryTitle: intl.formatMessage(messages.service),
  valueTitle: intl.formatMessage(messages.visitsBooked),
});

export const locationsChart = (intl: IntlShape): BreakdownChartDef => ({
  ...LOCATIONS_CHART,
  title: intl.formatMessage(messages.locationsTitle),
  description: intl.formatMessage(messages.locationsDescription),
  categoryTitle: intl.formatMessage(messages.location),
  valueTitle: intl.formatMessage(messages.visitsBooked),
});

export const cancelNoticeChart = (colour: string, intl: IntlShape): BreakdownChartDef => ({
  name: 'cancellation-notice',
  title: intl.formatMessage(messages.cancelNoticeTitle),
  description: intl.formatMessage(messages.cancelNoticeDescription),
  by: 'cancel-notice',
  metric: 'cancelled',
  order: 'desc',
  shape: 'column',
  kind: 'count',
  categoryTitle: intl.formatMessage(messages.notice),
  valueTitle: intl.formatMessage(messages.cancellations),
  colour,
});

/** The rows as a table: the category and the figure, under the chart's own titles. */
export function breakdownTable(
  rows: BreakdownRow[],
  def: Pick<BreakdownChartDef, 'categoryTitle' | 'valueTitle' | 'kind'>,
  intl?: IntlShape,
): DataTable {
  return {
    rowKey: 'key',
    rows: rows.map((row) => ({ ...row })),
    columns: [
      { key: 'label', title: def.categoryTitle },
      {
        key: 'value',
        title: def.valueTitle,
        format: (value) => formatFigure(typeof value === 'number' ? value : null, def.kind, intl),
      },
    ],
  };
}

/** A bar's height on a bar chart: as many bars as rows, each readable. */
const BAR_HEIGHT = 28;

export function breakdownChart(rows: BreakdownRow[], def: BreakdownChartDef, intl: IntlShape): ChartSpec {
  const config = {
    ...baseConfig({ xTitle: def.categoryTitle, yTitle: def.valueTitle, kind: def.kind }, intl),
    data: rows,
    xField: 'label',
    yField: 'value',
    // one series: its legend names what the bars measure, in their colour
    colorField: () => def.valueTitle,
    scale: { color: { range: [def.colour] } },
    tooltip: tooltipOf<BreakdownRow>('label', () => def.valueTitle, def.kind, intl),
  };
  if (def.shape === 'column') return { kind: 'column', config };
  return {
    kind: 'bar',
    config: { ...config, height: Math.max(CHART_HEIGHT, 80 + rows.length * BAR_HEIGHT) },
  };
}
