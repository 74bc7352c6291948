import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { bucketFor } from '../../../../shared/insightsRange';
import { useGetInsightsSeriesQuery, type InsightsFilters } from '../insightsApi';
import { hasFigures } from '../dataTable';
import ChartCard, { chartText, type Drawing } from '../components/ChartCard';
import { seriesChart, seriesTable, type SeriesChartDef } from './seriesCharts';

interface SeriesChartProps {
  def: SeriesChartDef;
  filters: InsightsFilters;
  wide?: boolean;
}

/** A chart of metrics over time, in day, week or month buckets as the range's length suits. */
export default function SeriesChart({ def, filters, wide }: SeriesChartProps) {
  const intl = useIntl();
  const bucket = bucketFor(filters.from, filters.to);
  const metrics = def.lines.map((line) => line.metric);
  const query = useGetInsightsSeriesQuery({ ...filters, metrics, bucket });
  const { data } = query;
  const { from, to } = filters;
  // built once per answer: the chart redraws when its configuration changes, functions included
  const drawing = useMemo((): Drawing => {
    const rows = data ?? [];
    const rowsBucket = bucketFor(from, to);
    const empty = !hasFigures(
      rows,
      def.lines.map((line) => line.metric),
      def.kind,
    );
    return {
      table: seriesTable(rows, def, rowsBucket, intl),
      chart: seriesChart(rows, def, rowsBucket, intl),
      empty,
    };
  }, [data, def, from, to, intl]);
  return <ChartCard {...chartText(def)} {...drawing} filters={filters} query={query} wide={wide} />;
}
