import { Col, Empty, Row, Statistic } from 'antd';
import Panel from '../../../components/Panel';
import type { StatCardSpec } from '../statCardSets';
import { TONE_COLOURS, toneOf } from '../statTone';

interface StatCardsProps<K extends string> {
  cards: readonly StatCardSpec<K>[];
  stats: Record<K, number> | undefined;
  isLoading: boolean;
  /** The stats could not be read: the failure is logged, the dashboard stays quiet. */
  failed: boolean;
}

/** The dashboards' counts, one card each, green above zero and red at zero (spec 2.4). */
export default function StatCards<K extends string>({ cards, stats, isLoading, failed }: StatCardsProps<K>) {
  if (failed && !stats) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Statistics are not available right now." />
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {cards.map(({ key, label, icon: Icon }) => {
        const value = stats?.[key];
        const tone = isLoading ? 'unknown' : toneOf(value);
        const colour = TONE_COLOURS[tone];
        return (
          <Col key={key} xs={24} sm={12} xl={6}>
            <Panel
              role="group"
              aria-label={label}
              data-tone={tone}
              style={{ height: '100%', borderLeft: `4px solid ${colour}` }}
            >
              <Statistic
                title={label}
                value={value ?? '–'}
                loading={isLoading}
                prefix={<Icon />}
                styles={{ content: { color: colour, fontWeight: 600 } }}
              />
            </Panel>
          </Col>
        );
      })}
    </Row>
  );
}
