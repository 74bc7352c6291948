import { Bar, Column, Heatmap, Line } from '@ant-design/plots';
import type { ChartSpec } from './chartSpec';

/**
 * The chart itself. This module alone imports @ant-design/plots, and it is loaded lazily, so the
 * charting library downloads with the insights page's first chart and with no other page.
 */
export default function ChartCanvas({ spec }: { spec: ChartSpec }) {
  switch (spec.kind) {
    case 'column':
      return <Column {...spec.config} />;
    case 'line':
      return <Line {...spec.config} />;
    case 'bar':
      return <Bar {...spec.config} />;
    case 'heatmap':
      return <Heatmap {...spec.config} />;
  }
}
