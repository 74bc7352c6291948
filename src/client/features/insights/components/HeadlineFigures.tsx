import { Alert, Statistic } from 'antd';
import Panel from '../../../components/Panel';
import Typography from '../../../components/Typography';
import { errorMessage } from '../../../app/api';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import { useGetInsightsSummaryQuery, type InsightsFilters } from '../insightsApi';
import { changeOf, formatFigure } from '../figureFormat';
import { HEADLINE_FIGURES } from './headlineFigures';
import FigureChange from './FigureChange';

/** The period's headline figures, each with its change against the period of the same length before. */
export default function HeadlineFigures({ filters }: { filters: InsightsFilters }) {
  const { data, isLoading, error } = useGetInsightsSummaryQuery(filters);
  if (error && !data) {
    return (
      <Alert
        type="error"
        showIcon
        title="The headline figures could not be loaded"
        description={errorMessage(error)}
      />
    );
  }
  return (
    <section aria-labelledby="insights-figures-title" className="insights-section">
      <h3 id="insights-figures-title" className="insights-card-title">
        Headline figures
      </h3>
      <Typography.Paragraph type="secondary" className="insights-compared">
        {data
          ? `Changes compare with the previous period, ${formatDisplayDate(data.previous.from)} to ${formatDisplayDate(data.previous.to)}.`
          : 'Changes compare with the previous period of the same length.'}
      </Typography.Paragraph>
      <div className="insights-figures">
        {HEADLINE_FIGURES.map(({ key, label, hint, kind, better }) => (
          <Panel key={key} role="group" aria-label={label} size="small" className="insights-figure">
            <Statistic
              title={label}
              value={data?.[key] ?? 0}
              formatter={() => formatFigure(data?.[key], kind)}
              loading={isLoading}
            />
            {hint && (
              <Typography.Text type="secondary" className="insights-hint">
                {hint}
              </Typography.Text>
            )}
            {data && <FigureChange change={changeOf(data[key], data.previous[key], kind)} better={better} />}
          </Panel>
        ))}
      </div>
    </section>
  );
}
