import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { Bar, Column, Heatmap, Line } from '@ant-design/plots';
import type { ChartSpec } from './chartSpec';

/**
 * What onReady hands over: the plot, whose `chart` is G2's own. G2 says a drawing has finished
 * (after its last animation frame) with an event the plot does not pass on, so it is heard there.
 */
interface ReadyPlot {
  chart: { on(event: 'afterrender', listener: () => void): void };
}

interface ChartCanvasProps {
  spec: ChartSpec;
  /** Called with the spec once the library has finished drawing it (after each redraw too). */
  onDrawn: (spec: ChartSpec) => void;
}

/**
 * The chart itself. This module alone imports @ant-design/plots, and it is loaded lazily, so the
 * charting library downloads with the insights page and with no other page.
 */
function ChartCanvas({ spec, onDrawn }: ChartCanvasProps) {
  const latest = useRef({ spec, onDrawn });
  useLayoutEffect(() => {
    latest.current = { spec, onDrawn };
  });
  // one listener per chart, for its life: it reads the spec and the callback of the latest render
  const onReady = useCallback((plot: ReadyPlot) => {
    plot.chart.on('afterrender', () => latest.current.onDrawn(latest.current.spec));
  }, []);
  switch (spec.kind) {
    case 'column':
      return <Column {...spec.config} onReady={onReady} />;
    case 'line':
      return <Line {...spec.config} onReady={onReady} />;
    case 'bar':
      return <Bar {...spec.config} onReady={onReady} />;
    case 'heatmap':
      return <Heatmap {...spec.config} onReady={onReady} />;
  }
}

/**
 * Drawn again only when its spec changes: the library's component redraws the whole chart at every
 * render of its own (it hands G2 a new onReady each time), so a card's loading flags or its drawn
 * state must not reach it.
 */
export default memo(ChartCanvas);
