import type { CSSProperties } from 'react';
import { Empty, Spin } from 'antd';
import { useIntl } from 'react-intl';
import Panel from '../../../components/Panel';
import Typography from '../../../components/Typography';
import type { StatCardSpec } from '../statCardSets';
import { TONE_COLOURS, toneOf } from '../statTone';

interface StatCardsProps<K extends string> {
  cards: readonly StatCardSpec<K>[];
  stats: Record<K, number> | undefined;
  isLoading: boolean;
  /** The stats could not be read: the failure is logged, the dashboard stays quiet. */
  failed: boolean;
}

// as many 220 px columns as fit: four beside the sidebar at 1366 px, two at 768, one on a phone
const GRID: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: 16,
};
/** A count not (yet) known: a mark, not words. */
const NO_FIGURE = '–';
const FIGURE: CSSProperties = { minHeight: 32, fontSize: 24, lineHeight: '32px', fontWeight: 600 };

/**
 * The dashboards' counts, one card each, green above zero and red at zero. A label and a
 * figure in the card: antd's Statistic brought its Skeleton and the Row/Col grid along, several KB
 * gzip on both home pages.
 */
export default function StatCards<K extends string>({ cards, stats, isLoading, failed }: StatCardsProps<K>) {
  const intl = useIntl();
  if (failed && !stats) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={intl.formatMessage({
          id: 'dashboard.stats.unavailable',
          defaultMessage: 'Statistics are not available right now.',
        })}
      />
    );
  }
  return (
    <div style={GRID}>
      {cards.map(({ key, label }) => {
        const value = stats?.[key];
        const text = intl.formatMessage(label);
        const tone = isLoading ? 'unknown' : toneOf(value);
        const colour = TONE_COLOURS[tone];
        return (
          <Panel
            key={key}
            role="group"
            aria-label={text}
            aria-busy={isLoading}
            data-tone={tone}
            style={{ height: '100%', borderLeft: `4px solid ${colour}` }}
          >
            <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
              {text}
            </Typography.Text>
            <div style={{ ...FIGURE, color: colour }}>
              {isLoading ? (
                <Spin size="small" />
              ) : (
                <span className="stat-card-value">
                  {typeof value === 'number' ? intl.formatNumber(value) : NO_FIGURE}
                </span>
              )}
            </div>
          </Panel>
        );
      })}
    </div>
  );
}
