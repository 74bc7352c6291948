import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Alert, Button, Empty, Flex, Skeleton, Spin } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { DownloadOutlined, TableOutlined } from '@ant-design/icons';
import Panel from '../../../components/Panel';
import { errorMessage } from '../../../lib/api/api';
import type { InsightsFilters } from '../insightsApi';
import type { DataTable } from '../dataTable';
import { csvFileName, downloadCsv } from '../csv';
import type { ChartSpec } from './chartSpec';
import FiguresTable from './FiguresTable';

const loadChartCanvas = () => import(/* webpackChunkName: "insights-charts" */ './ChartCanvas');
const ChartCanvas = lazy(loadChartCanvas);

/** Starts the charting library's download (the page's largest) without waiting for a chart's data. */
export const preloadCharts = () => void loadChartCanvas();

/** Where a chart's answer stands: RTK Query's flags for its query. */
export interface QueryState {
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
}

/** What a chart is called: its card's title, its CSV file's name, its words for screen readers. */
export interface ChartText {
  title: string;
  /** Names the CSV file: insights-<name>-<from>-<to>.csv. */
  name: string;
  /** What the chart shows, read to screen readers in place of the picture. */
  description: string;
}

/** A chart definition's words, without its other settings. */
export const chartText = ({ title, name, description }: ChartText): ChartText => ({
  title,
  name,
  description,
});

/** What a chart shows of its answer: the picture, the same figures as a table, and whether there are any. */
export interface Drawing {
  table: DataTable;
  chart: ChartSpec;
  /** Nothing to draw: no rows, or only zeros. */
  empty: boolean;
}

interface ChartCardProps extends ChartText, Drawing {
  filters: InsightsFilters;
  query: QueryState;
  /** Choices of what the chart counts, above it. */
  controls?: ReactNode;
  /** Spans the page's width. */
  wide?: boolean;
  level?: 3 | 4;
}

/**
 * One chart in a titled card with its states: a skeleton until the first answer, the server's reason
 * when it fails, 'No data' when there is nothing to draw. "View as table" shows the same figures as a
 * table (the chart is a canvas: the table is what keyboard and screen-reader users read), and
 * "Download CSV" saves them.
 */
export default function ChartCard(props: ChartCardProps) {
  const { title, name, description, filters, table, chart, query, empty, controls, wide, level = 3 } = props;
  const intl = useIntl();
  const [asTable, setAsTable] = useState(false);
  // the spec the library last finished drawing: the chart is busy until it is the one shown
  const [drawn, setDrawn] = useState<ChartSpec | null>(null);
  const headingId = useId();
  const Heading = `h${level}` as const;
  const failed = Boolean(query.error) && !query.isFetching;
  const unavailable = query.isLoading || failed || empty;

  const body = () => {
    if (failed) {
      return (
        <Alert
          type="error"
          showIcon
          title={intl.formatMessage({
            id: 'insights.chart.failed',
            defaultMessage: 'This chart could not be loaded',
          })}
          description={errorMessage(query.error)}
        />
      );
    }
    if (query.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (empty)
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={intl.formatMessage({
            id: 'insights.chart.noData',
            defaultMessage: 'No data for this period and these filters',
          })}
        />
      );
    return (
      <Spin spinning={query.isFetching}>
        {asTable ? (
          <FiguresTable table={table} />
        ) : (
          <div
            role="img"
            aria-label={intl.formatMessage(
              { id: 'insights.chart.picture', defaultMessage: '{title}: {description}' },
              { title, description },
            )}
            aria-busy={drawn !== chart}
            className="insights-chart"
          >
            <Suspense fallback={<Skeleton.Node active className="insights-chart-wait" />}>
              <ChartCanvas spec={chart} onDrawn={setDrawn} />
            </Suspense>
          </div>
        )}
      </Spin>
    );
  };

  return (
    <Panel
      role="region"
      aria-labelledby={headingId}
      className={`insights-card${wide ? ' insights-wide' : ''}`}
      title={
        <Heading id={headingId} className="insights-card-title">
          {title}
        </Heading>
      }
    >
      <Flex wrap gap="small" justify="space-between" className="insights-card-tools">
        <div>{controls}</div>
        <Flex wrap gap="small" className="insights-no-print">
          <Button
            size="small"
            type={asTable ? 'primary' : 'default'}
            icon={<TableOutlined aria-hidden />}
            aria-pressed={asTable}
            disabled={unavailable}
            onClick={() => setAsTable(!asTable)}
          >
            <FormattedMessage id="insights.chart.viewAsTable" defaultMessage="View as table" />
          </Button>
          <Button
            size="small"
            icon={<DownloadOutlined aria-hidden />}
            disabled={unavailable}
            onClick={() => downloadCsv(table, csvFileName(name, filters))}
          >
            <FormattedMessage id="insights.chart.downloadCsv" defaultMessage="Download CSV" />
          </Button>
        </Flex>
      </Flex>
      {body()}
    </Panel>
  );
}
