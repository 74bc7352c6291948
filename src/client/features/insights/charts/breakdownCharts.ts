import type { BreakdownBy, BreakdownMetric, BreakdownRow } from '../../../../shared/schemas/insights';
import { COLORS } from '../../../app/theme';
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

const byVisits = (by: 'service' | 'location', title: string, categoryTitle: string): BreakdownChartDef => ({
  name: `${by}s`,
  title,
  description: `a bar for each ${by}, as long as its visits booked in the period, most first.`,
  by,
  metric: 'booked',
  order: 'desc',
  shape: 'bar',
  kind: 'count',
  categoryTitle,
  valueTitle: 'Visits booked',
  colour: COLORS.navyLight,
});

export const SERVICES_CHART = byVisits('service', 'Services by visits', 'Service');
export const LOCATIONS_CHART = byVisits('location', 'Locations by visits', 'Location');

export const cancelNoticeChart = (colour: string): BreakdownChartDef => ({
  name: 'cancellation-notice',
  title: 'How far ahead visits are cancelled',
  description:
    'a column for each span of notice, from after the visit time to a week or more, as tall as its cancellations.',
  by: 'cancel-notice',
  metric: 'cancelled',
  order: 'desc',
  shape: 'column',
  kind: 'count',
  categoryTitle: 'Notice before the visit',
  valueTitle: 'Cancellations',
  colour,
});

export function breakdownTable(rows: BreakdownRow[], def: BreakdownChartDef): DataTable {
  return {
    rowKey: 'key',
    rows: rows.map((row) => ({ ...row })),
    columns: [
      { key: 'label', title: def.categoryTitle },
      {
        key: 'value',
        title: def.valueTitle,
        format: (value) => formatFigure(typeof value === 'number' ? value : null, def.kind),
      },
    ],
  };
}

/** A bar's height on a bar chart: as many bars as rows, each readable. */
const BAR_HEIGHT = 28;

export function breakdownChart(rows: BreakdownRow[], def: BreakdownChartDef): ChartSpec {
  const config = {
    ...baseConfig({ xTitle: def.categoryTitle, yTitle: def.valueTitle, kind: def.kind }),
    data: rows,
    xField: 'label',
    yField: 'value',
    // one series: its legend names what the bars measure, in their colour
    colorField: () => def.valueTitle,
    scale: { color: { range: [def.colour] } },
    tooltip: tooltipOf<BreakdownRow>('label', () => def.valueTitle, def.kind),
  };
  if (def.shape === 'column') return { kind: 'column', config };
  return {
    kind: 'bar',
    config: { ...config, height: Math.max(CHART_HEIGHT, 80 + rows.length * BAR_HEIGHT) },
  };
}
