import { useId, useMemo } from 'react';
import { Flex, Segmented } from 'antd';
import {
  defineMessages,
  FormattedMessage,
  useIntl,
  type IntlShape,
  type MessageDescriptor,
} from 'react-intl';
import { COLORS } from '../../../lib/theme';
import { RANKING_SIZE, type RankingMetric } from '../../../../shared/insightsRange';
import { useGetDoctorRankingQuery, type InsightsFilters } from '../insightsApi';
import type { FigureKind } from '../figureFormat';
import { BreakdownCard } from './BreakdownChart';
import type { BreakdownChartDef } from './breakdownCharts';

const messages = defineMessages({
  booked: { id: 'insights.ranking.visits', defaultMessage: 'Visits' },
  utilisation: { id: 'insights.ranking.utilisation', defaultMessage: 'Utilisation' },
  noShowRate: { id: 'insights.ranking.noShowRate', defaultMessage: 'No-show rate' },
  doctor: { id: 'insights.ranking.doctor', defaultMessage: 'Doctor' },
});

// plain descriptors: react-intl's types take defineMessages' messages for ones without values
const words: Record<'topTitle' | 'bottomTitle' | 'topDescription' | 'bottomDescription', MessageDescriptor> =
  defineMessages({
    topTitle: {
      id: 'insights.ranking.topTitle',
      defaultMessage:
        'Top ten doctors by {metric, select, booked {visits} utilisation {utilisation} other {no-show rate}}',
    },
    bottomTitle: {
      id: 'insights.ranking.bottomTitle',
      defaultMessage:
        'Bottom ten doctors by {metric, select, booked {visits} utilisation {utilisation} other {no-show rate}}',
    },
    topDescription: {
      id: 'insights.ranking.topDescription',
      defaultMessage:
        'a bar for each of the ten highest doctors by {metric, select, booked {visits} utilisation {utilisation} other {no-show rate}}, highest first.',
    },
    bottomDescription: {
      id: 'insights.ranking.bottomDescription',
      defaultMessage:
        'a bar for each of the ten lowest doctors by {metric, select, booked {visits} utilisation {utilisation} other {no-show rate}}, lowest first.',
    },
  });

const RANKINGS: { value: RankingMetric; kind: FigureKind }[] = [
  { value: 'booked', kind: 'count' },
  { value: 'utilisation', kind: 'rate' },
  { value: 'noShowRate', kind: 'rate' },
];

function rankingChart(metric: RankingMetric, order: 'desc' | 'asc', intl: IntlShape): BreakdownChartDef {
  const { value, kind } = RANKINGS.find((ranking) => ranking.value === metric) ?? RANKINGS[0];
  const top = order === 'desc';
  return {
    name: `doctors-${top ? 'top' : 'bottom'}-${metric}`,
    title: intl.formatMessage(top ? words.topTitle : words.bottomTitle, { metric: value }),
    description: intl.formatMessage(top ? words.topDescription : words.bottomDescription, {
      metric: value,
    }),
    by: 'doctor',
    metric,
    order,
    limit: RANKING_SIZE,
    shape: 'bar',
    kind,
    categoryTitle: intl.formatMessage(messages.doctor),
    valueTitle: intl.formatMessage(messages[value]),
    colour: top ? COLORS.greenDark : COLORS.navyLight,
  };
}

interface DoctorRankingProps {
  filters: InsightsFilters;
  metric: RankingMetric;
  onMetric: (metric: RankingMetric) => void;
}

/** Doctors ranked by visits, utilisation or no-show rate: the ten highest and the ten lowest, from one call. */
export default function DoctorRanking({ filters, metric, onMetric }: DoctorRankingProps) {
  const intl = useIntl();
  const headingId = useId();
  const query = useGetDoctorRankingQuery({ ...filters, metric });
  const [top, bottom] = useMemo(
    () => [rankingChart(metric, 'desc', intl), rankingChart(metric, 'asc', intl)],
    [metric, intl],
  );
  return (
    <section aria-labelledby={headingId} className="insights-wide insights-section">
      <Flex wrap gap="small" align="center" justify="space-between">
        <h3 id={headingId} className="insights-card-title">
          <FormattedMessage id="insights.ranking.heading" defaultMessage="Doctors ranked" />
        </h3>
        <Segmented<RankingMetric>
          aria-label={intl.formatMessage({
            id: 'insights.ranking.rankBy',
            defaultMessage: 'Rank doctors by',
          })}
          value={metric}
          onChange={onMetric}
          options={RANKINGS.map(({ value }) => ({ value, label: intl.formatMessage(messages[value]) }))}
        />
      </Flex>
      <div className="insights-grid">
        <BreakdownCard def={top} rows={query.data?.top} query={query} filters={filters} level={4} />
        <BreakdownCard def={bottom} rows={query.data?.bottom} query={query} filters={filters} level={4} />
      </div>
    </section>
  );
}
