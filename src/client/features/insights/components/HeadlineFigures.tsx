import { Alert, Statistic } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import Panel from '../../../components/Panel';
import Typography from '../../../components/Typography';
import { errorMessage } from '../../../lib/api/api';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import { useGetInsightsSummaryQuery, type InsightsFilters } from '../insightsApi';
import { changeOf, formatFigure } from '../figureFormat';
import { HEADLINE_FIGURES } from './headlineFigures';
import FigureChange from './FigureChange';

/** The period's headline figures, each with its change against the period of the same length before. */
export default function HeadlineFigures({ filters }: { filters: InsightsFilters }) {
  const intl = useIntl();
  const { data, isLoading, error } = useGetInsightsSummaryQuery(filters);
  if (error && !data) {
    return (
      <Alert
        type="error"
        showIcon
        title={intl.formatMessage({
          id: 'insights.headline.failed',
          defaultMessage: 'The headline figures could not be loaded',
        })}
        description={errorMessage(error)}
      />
    );
  }
  return (
    <section aria-labelledby="insights-figures-title" className="insights-section">
      <h3 id="insights-figures-title" className="insights-card-title">
        <FormattedMessage id="insights.headline.title" defaultMessage="Headline figures" />
      </h3>
      <Typography.Paragraph type="secondary" className="insights-compared">
        {data ? (
          <FormattedMessage
            id="insights.headline.comparedWith"
            defaultMessage="Changes compare with the previous period, {from} to {to}."
            values={{ from: formatDisplayDate(data.previous.from), to: formatDisplayDate(data.previous.to) }}
          />
        ) : (
          <FormattedMessage
            id="insights.headline.comparedWithSameLength"
            defaultMessage="Changes compare with the previous period of the same length."
          />
        )}
      </Typography.Paragraph>
      <div className="insights-figures">
        {HEADLINE_FIGURES.map(({ key, label, hint, kind, better }) => (
          <Panel
            key={key}
            role="group"
            aria-label={intl.formatMessage(label)}
            size="small"
            className="insights-figure"
          >
            <Statistic
              title={intl.formatMessage(label)}
              value={data?.[key] ?? 0}
              formatter={() => formatFigure(data?.[key], kind, intl)}
              loading={isLoading}
            />
            {hint && (
              <Typography.Text type="secondary" className="insights-hint">
                {intl.formatMessage(hint)}
              </Typography.Text>
            )}
            {data && (
              <FigureChange change={changeOf(data[key], data.previous[key], kind, intl)} better={better} />
            )}
          </Panel>
        ))}
      </div>
    </section>
  );
}
