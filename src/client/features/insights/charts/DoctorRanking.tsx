import { useId, useMemo } from 'react';
import { Flex, Segmented } from 'antd';
import { COLORS } from '../../../app/theme';
import type { InsightsFilters } from '../insightsApi';
import type { RankMetric } from '../useInsightsParams';
import type { FigureKind } from '../figureFormat';
import BreakdownChart from './BreakdownChart';
import type { BreakdownChartDef } from './breakdownCharts';

const RANKINGS: { value: RankMetric; label: string; kind: FigureKind }[] = [
  { value: 'booked', label: 'Visits', kind: 'count' },
  { value: 'utilisation', label: 'Utilisation', kind: 'rate' },
  { value: 'noShowRate', label: 'No-show rate', kind: 'rate' },
];
const TOP = 10;

function rankingChart(metric: RankMetric, order: 'desc' | 'asc'): BreakdownChartDef {
  const { label, kind } = RANKINGS.find((ranking) => ranking.value === metric) ?? RANKINGS[0];
  const end = order === 'desc' ? 'Top' : 'Bottom';
  return {
    name: `doctors-${end.toLowerCase()}-${metric}`,
    title: `${end} ten doctors by ${label.toLowerCase()}`,
    description: `a bar for each of the ${order === 'desc' ? 'ten highest' : 'ten lowest'} doctors by ${label.toLowerCase()}, ${order === 'desc' ? 'highest' : 'lowest'} first.`,
    by: 'doctor',
    metric,
    order,
    limit: TOP,
    shape: 'bar',
    kind,
    categoryTitle: 'Doctor',
    valueTitle: label,
    colour: order === 'desc' ? COLORS.greenDark : COLORS.navyLight,
  };
}

interface DoctorRankingProps {
  filters: InsightsFilters;
  metric: RankMetric;
  onMetric: (metric: RankMetric) => void;
}

/** Doctors ranked by visits, utilisation or no-show rate: the ten highest and the ten lowest. */
export default function DoctorRanking({ filters, metric, onMetric }: DoctorRankingProps) {
  const headingId = useId();
  const [top, bottom] = useMemo(() => [rankingChart(metric, 'desc'), rankingChart(metric, 'asc')], [metric]);
  return (
    <section aria-labelledby={headingId} className="insights-wide insights-section">
      <Flex wrap gap="small" align="center" justify="space-between">
        <h3 id={headingId} className="insights-card-title">
          Doctors ranked
        </h3>
        <Segmented<RankMetric>
          aria-label="Rank doctors by"
          value={metric}
          onChange={onMetric}
          options={RANKINGS.map(({ value, label }) => ({ value, label }))}
        />
      </Flex>
      <div className="insights-grid">
        <BreakdownChart def={top} filters={filters} level={4} />
        <BreakdownChart def={bottom} filters={filters} level={4} />
      </div>
    </section>
  );
}
