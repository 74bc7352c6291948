import { useId, useMemo } from 'react';
import { Flex, Segmented } from 'antd';
import { COLORS } from '../../../app/theme';
import { RANKING_SIZE, type RankingMetric } from '../../../../shared/insightsRange';
import { useGetDoctorRankingQuery, type InsightsFilters } from '../insightsApi';
import type { FigureKind } from '../figureFormat';
import { BreakdownCard } from './BreakdownChart';
import type { BreakdownChartDef } from './breakdownCharts';

const RANKINGS: { value: RankingMetric; label: string; kind: FigureKind }[] = [
  { value: 'booked', label: 'Visits', kind: 'count' },
  { value: 'utilisation', label: 'Utilisation', kind: 'rate' },
  { value: 'noShowRate', label: 'No-show rate', kind: 'rate' },
];

function rankingChart(metric: RankingMetric, order: 'desc' | 'asc'): BreakdownChartDef {
  const { label, kind } = RANKINGS.find((ranking) => ranking.value === metric) ?? RANKINGS[0];
  const end = order === 'desc' ? 'Top' : 'Bottom';
  return {
    name: `doctors-${end.toLowerCase()}-${metric}`,
    title: `${end} ten doctors by ${label.toLowerCase()}`,
    description: `a bar for each of the ${order === 'desc' ? 'ten highest' : 'ten lowest'} doctors by ${label.toLowerCase()}, ${order === 'desc' ? 'highest' : 'lowest'} first.`,
    by: 'doctor',
    metric,
    order,
    limit: RANKING_SIZE,
    shape: 'bar',
    kind,
    categoryTitle: 'Doctor',
    valueTitle: label,
    colour: order === 'desc' ? COLORS.greenDark : COLORS.navyLight,
  };
}

interface DoctorRankingProps {
  filters: InsightsFilters;
  metric: RankingMetric;
  onMetric: (metric: RankingMetric) => void;
}

/** Doctors ranked by visits, utilisation or no-show rate: the ten highest and the ten lowest, from one call. */
export default function DoctorRanking({ filters, metric, onMetric }: DoctorRankingProps) {
  const headingId = useId();
  const query = useGetDoctorRankingQuery({ ...filters, metric });
  const [top, bottom] = useMemo(() => [rankingChart(metric, 'desc'), rankingChart(metric, 'asc')], [metric]);
  return (
    <section aria-labelledby={headingId} className="insights-wide insights-section">
      <Flex wrap gap="small" align="center" justify="space-between">
        <h3 id={headingId} className="insights-card-title">
          Doctors ranked
        </h3>
        <Segmented<RankingMetric>
          aria-label="Rank doctors by"
          value={metric}
          onChange={onMetric}
          options={RANKINGS.map(({ value, label }) => ({ value, label }))}
        />
      </Flex>
      <div className="insights-grid">
        <BreakdownCard def={top} rows={query.data?.top} query={query} filters={filters} level={4} />
        <BreakdownCard def={bottom} rows={query.data?.bottom} query={query} filters={filters} level={4} />
      </div>
    </section>
  );
}
