import type { BarConfig, ColumnConfig, HeatmapConfig, LineConfig } from '@ant-design/plots';
import type { IntlShape } from 'react-intl';
import { formatFigure, type FigureKind } from '../figureFormat';

/**
 * What a chart draws, as plain data: ChartCanvas, the one module that loads the charting library,
 * turns it into a chart once the library has arrived.
 */
export type ChartSpec =
  | { kind: 'column'; config: ColumnConfig }
  | { kind: 'line'; config: LineConfig }
  | { kind: 'bar'; config: BarConfig }
  | { kind: 'heatmap'; config: HeatmapConfig };

export const CHART_HEIGHT = 300;

interface Axes {
  xTitle: string;
  yTitle: string;
  /** How the values' axis reads its ticks. */
  kind: FigureKind;
}

/**
 * What every chart shares: the card's width, titled axes, a legend below the chart, and no entry
 * animation (the figures show at once, on every redraw, without motion).
 */
export function baseConfig({ xTitle, yTitle, kind }: Axes, intl: IntlShape) {
  return {
    autoFit: true,
    animate: false as const,
    height: CHART_HEIGHT,
    axis: {
      x: { title: xTitle },
      // counts keep the axis's own ticks (a formatter rounding 2.5 to 3 would repeat a label)
      y:
        kind === 'count'
          ? { title: yTitle }
          : { title: yTitle, labelFormatter: (value: number) => formatFigure(value, kind, intl) },
    },
    legend: { color: { position: 'bottom' as const } },
  };
}

/** A tooltip titled by one field, with an item per datum: the series' name and its value, formatted. */
export function tooltipOf<D extends { value: number | null }>(
  titleField: string,
  name: (datum: D) => string,
  kind: FigureKind,
  intl: IntlShape,
) {
  return {
    title: titleField,
    items: [(datum: D) => ({ name: name(datum), value: formatFigure(datum.value, kind, intl) })],
  };
}
