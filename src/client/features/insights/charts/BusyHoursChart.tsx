import { useMemo } from 'react';
import { Segmented } from 'antd';
import { useGetInsightsBreakdownQuery, type InsightsFilters } from '../insightsApi';
import { hasFigures } from '../dataTable';
import ChartCard, { type Drawing } from '../components/ChartCard';
import type { BusyMetric } from '../useInsightsParams';
import { BUSY_METRICS, busyCells, busyChart, busyTable } from './busyHours';

interface BusyHoursChartProps {
  filters: InsightsFilters;
  metric: BusyMetric;
  onMetric: (metric: BusyMetric) => void;
}

/** Busiest days and hours: a weekday × hour grid of due visits, or of the average wait. */
export default function BusyHoursChart({ filters, metric, onMetric }: BusyHoursChartProps) {
  const query = useGetInsightsBreakdownQuery({ ...filters, by: 'weekday-hour', metric, order: 'desc' });
  const { data } = query;
  const drawing = useMemo((): Drawing => {
    const cells = busyCells(data ?? []);
    const table = busyTable(cells, metric);
    const empty = !hasFigures(table.rows, ['value'], BUSY_METRICS[metric].kind);
    return { table, chart: busyChart(cells, metric), empty };
  }, [data, metric]);
  const { label } = BUSY_METRICS[metric];
  return (
    <ChartCard
      title="Busiest days and hours"
      name={`busiest-hours-${metric === 'due' ? 'due' : 'wait'}`}
      description={`a grid of the days of the week by the hours of the day, each cell shaded by its ${label.toLowerCase()}.`}
      {...drawing}
      filters={filters}
      query={query}
      wide
      controls={
        <Segmented<BusyMetric>
          aria-label="Show"
          value={metric}
          onChange={onMetric}
          options={Object.entries(BUSY_METRICS).map(([value, { label: text }]) => ({
            value: value as BusyMetric,
            label: text,
          }))}
        />
      }
    />
  );
}
