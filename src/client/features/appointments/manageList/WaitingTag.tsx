import { defineMessages, useIntl } from 'react-intl';
import { Tag, Tooltip } from 'antd';

const messages = defineMessages<{ tooltip: { count: number }; tag: { count: number } }>({
  tooltip: {
    id: 'appointments.waiting.tooltip',
    defaultMessage:
      '{count, plural, one {# patient is waiting for a place on this date} other {# patients are waiting for a place on this date}}',
  },
  tag: { id: 'appointments.waiting.tag', defaultMessage: '{count} waiting' },
});

/**
 * 'N waiting' under a row's date when patients queue for a place on that clinic date: on
 * a line of its own, so the column keeps its width.
 */
export default function WaitingTag({ count = 0 }: { count?: number }) {
  const intl = useIntl();
  if (count <= 0) return null;
  return (
    <Tooltip title={intl.formatMessage(messages.tooltip, { count })}>
      <Tag color="purple" style={{ display: 'table', marginTop: 4, marginInlineEnd: 0 }}>
        {intl.formatMessage(messages.tag, { count })}
      </Tag>
    </Tooltip>
  );
}
