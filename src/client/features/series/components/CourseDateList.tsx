import { Button, Flex, Tag } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import type { SeriesOccurrence } from '../../../../shared/answers/series';
import { courseDateText } from './courseDate';

const messages = defineMessages({
  title: { id: 'series.dates.title', defaultMessage: 'The course' },
  free: { id: 'series.dates.free', defaultMessage: 'Free' },
  refused: { id: 'series.dates.refused', defaultMessage: 'Not possible' },
  drop: { id: 'series.dates.drop', defaultMessage: 'Drop' },
  noAlternative: {
    id: 'series.dates.noAlternative',
    defaultMessage: 'No other clinic day can take it within the booking window',
  },
  empty: { id: 'series.dates.empty', defaultMessage: 'Every date was dropped: check the dates again.' },
});

const dated = defineMessages<{
  use: { date: string };
  useLabel: { date: string; original: string };
  dropLabel: { date: string };
}>({
  use: { id: 'series.dates.use', defaultMessage: 'Use {date}' },
  useLabel: { id: 'series.dates.useLabel', defaultMessage: 'Use {date} instead of {original}' },
  dropLabel: { id: 'series.dates.dropLabel', defaultMessage: 'Drop {date}' },
});

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;
const rowStyle = { padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' } as const;

interface CourseDateListProps {
  occurrences: SeriesOccurrence[];
  onTake: (refused: SeriesOccurrence) => void;
  onDrop: (date: string) => void;
  disabled?: boolean;
}

/**
 * The whole course before anything is booked: each date the rules allow, each they refuse
 * with the reason and the nearest clinic day that can ('Use …'), and a Drop button on every date.
 */
export default function CourseDateList({ occurrences, onTake, onDrop, disabled }: CourseDateListProps) {
  const intl = useIntl();
  if (occurrences.length === 0)
    return <Typography.Text type="warning">{intl.formatMessage(messages.empty)}</Typography.Text>;
  return (
    <section aria-label={intl.formatMessage(messages.title)}>
      <Flex component="ul" vertical style={plainList}>
        {occurrences.map((o) => {
          const date = formatDisplayDate(o.date);
          return (
            <li key={o.date} style={rowStyle} aria-label={date}>
              <Flex justify="space-between" align="center" gap={8} wrap>
                <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Flex align="center" gap={8} wrap>
                    <Typography.Text strong>{courseDateText(o.date)}</Typography.Text>
                    <Tag color={o.ok ? 'green' : 'red'} style={{ marginInlineEnd: 0 }}>
                      {intl.formatMessage(o.ok ? messages.free : messages.refused)}
                    </Tag>
                  </Flex>
                  {!o.ok && <Typography.Text type="secondary">{o.reason}</Typography.Text>}
                  {!o.ok && !o.alternative && (
                    <Typography.Text type="secondary">
                      {intl.formatMessage(messages.noAlternative)}
                    </Typography.Text>
                  )}
                </Flex>
                <Flex gap={8} wrap>
                  {!o.ok && o.alternative && (
                    <Button
                      type="primary"
                      ghost
                      size="small"
                      disabled={disabled}
                      aria-label={intl.formatMessage(dated.useLabel, {
                        date: formatDisplayDate(o.alternative),
                        original: date,
                      })}
                      onClick={() => onTake(o)}
                    >
                      {intl.formatMessage(dated.use, { date: formatDisplayDate(o.alternative) })}
                    </Button>
                  )}
                  <Button
                    size="small"
                    disabled={disabled}
                    aria-label={intl.formatMessage(dated.dropLabel, { date })}
                    onClick={() => onDrop(o.date)}
                  >
                    {intl.formatMessage(messages.drop)}
                  </Button>
                </Flex>
              </Flex>
            </li>
          );
        })}
      </Flex>
    </section>
  );
}
