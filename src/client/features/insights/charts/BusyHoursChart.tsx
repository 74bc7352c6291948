import { useMemo } from 'react';
import { Segmented } from 'antd';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const query = useGetInsightsBreakdownQuery({ ...filters, by: 'weekday-hour', metric, order: 'desc' });
  const { data } = query;
  const drawing = useMemo((): Drawing => {
    const cells = busyCells(data ?? [], intl);
    const table = busyTable(cells, metric, intl);
    const empty = !hasFigures(table.rows, ['value'], BUSY_METRICS[metric].kind);
    return { table, chart: busyChart(cells, metric, intl), empty };
  }, [data, metric, intl]);
  return (
    <ChartCard
      title={intl.formatMessage({ id: 'insights.busyHours.title', defaultMessage: 'Busiest days and hours' })}
      name={`busiest-hours-${metric === 'due' ? 'due' : 'wait'}`}
      description={intl.formatMessage(
        {
          id: 'insights.busyHours.description',
          defaultMessage:
            'a grid of the days of the week by the hours of the day, each cell shaded by its {metric, select, due {due visits} other {average wait}}.',
        },
        { metric },
      )}
      {...drawing}
      filters={filters}
      query={query}
      wide
      controls={
        <Segmented<BusyMetric>
          aria-label={intl.formatMessage({ id: 'insights.busyHours.show', defaultMessage: 'Show' })}
          value={metric}
          onChange={onMetric}
          options={Object.entries(BUSY_METRICS).map(([value, { label }]) => ({
            value: value as BusyMetric,
            label: intl.formatMessage(label),
          }))}
        />
      }
    />
  );
}
