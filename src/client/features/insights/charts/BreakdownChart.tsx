import { useMemo, type ReactNode } from 'react';
import { useGetInsightsBreakdownQuery, type InsightsFilters } from '../insightsApi';
import { hasFigures } from '../dataTable';
import ChartCard, { chartText, type Drawing } from '../components/ChartCard';
import { breakdownChart, breakdownTable, type BreakdownChartDef } from './breakdownCharts';

interface BreakdownChartProps {
  def: BreakdownChartDef;
  filters: InsightsFilters;
  controls?: ReactNode;
  level?: 3 | 4;
}

/** A chart of one figure per doctor, service, location or span of notice. */
export default function BreakdownChart({ def, filters, controls, level }: BreakdownChartProps) {
  const query = useGetInsightsBreakdownQuery({
    ...filters,
    by: def.by,
    metric: def.metric,
    order: def.order,
  });
  const { data } = query;
  const drawing = useMemo((): Drawing => {
    const rows = (data ?? []).slice(0, def.limit);
    const table = breakdownTable(rows, def);
    return { table, chart: breakdownChart(rows, def), empty: !hasFigures(table.rows, ['value'], def.kind) };
  }, [data, def]);
  return (
    <ChartCard
      {...chartText(def)}
      {...drawing}
      filters={filters}
      query={query}
      controls={controls}
      level={level}
    />
  );
}
