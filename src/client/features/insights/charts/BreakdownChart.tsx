import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { BreakdownRow } from '../../../../shared/answers/insights';
import { useGetInsightsBreakdownQuery, type InsightsFilters } from '../insightsApi';
import { hasFigures } from '../dataTable';
import ChartCard, { chartText, type Drawing, type QueryState } from '../components/ChartCard';
import { breakdownChart, breakdownTable, type BreakdownChartDef } from './breakdownCharts';

interface BreakdownCardProps {
  def: BreakdownChartDef;
  /** The answer's rows; undefined until it comes. */
  rows: BreakdownRow[] | undefined;
  query: QueryState;
  filters: InsightsFilters;
  controls?: ReactNode;
  level?: 3 | 4;
}

/** The card of a breakdown's rows, whichever call brought them. */
export function BreakdownCard({ def, rows, query, filters, controls, level }: BreakdownCardProps) {
  const intl = useIntl();
  const drawing = useMemo((): Drawing => {
    const kept = (rows ?? []).slice(0, def.limit);
    const table = breakdownTable(kept, def, intl);
    return {
      table,
      chart: breakdownChart(kept, def, intl),
      empty: !hasFigures(table.rows, ['value'], def.kind),
    };
  }, [rows, def, intl]);
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

interface BreakdownChartProps {
  def: BreakdownChartDef;
  filters: InsightsFilters;
  controls?: ReactNode;
}

/** A chart of one figure per service, location or span of notice. */
export default function BreakdownChart({ def, filters, controls }: BreakdownChartProps) {
  const query = useGetInsightsBreakdownQuery({
    ...filters,
    by: def.by,
    metric: def.metric,
    order: def.order,
  });
  return <BreakdownCard def={def} rows={query.data} query={query} filters={filters} controls={controls} />;
}
