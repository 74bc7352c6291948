import { Tag } from 'antd';
import { defineMessage, useIntl } from 'react-intl';
import type { DataRequest } from '../../../shared/answers/dataRights';
import { instantText } from '../../lib/clinicTime/instantText';

const DAY_MS = 86_400_000;
/** Fewer days than this left and an open request shows in amber. */
const SOON_DAYS = 7;

const messages = {
  answered: defineMessage<{ date: string }>({
    id: 'dataRequests.due.answered',
    defaultMessage: 'Answered {date}',
  }),
  overdue: defineMessage<{ days: number }>({
    id: 'dataRequests.due.overdue',
    defaultMessage: '{days, plural, one {Overdue by # day} other {Overdue by # days}}',
  }),
  dueToday: defineMessage({ id: 'dataRequests.due.today', defaultMessage: 'Due today' }),
  left: defineMessage<{ days: number }>({
    id: 'dataRequests.due.left',
    defaultMessage: '{days, plural, one {# day left} other {# days left}}',
  }),
};

/** Whole days from `today` to `due`, both clinic dates 'YYYY-MM-DD'. */
const daysBetween = (today: string, due: string) =>
  Math.round((Date.parse(`${due}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

/**
 * How a request stands against the law's 30 days, in words with the colour: answered, days left
 * (amber in the last week), due today or overdue (red).
 */
export default function DueTag({ request, today }: { request: DataRequest; today: string }) {
  const intl = useIntl();
  if (request.status === 'done') {
    const date = instantText(request.closedAt ?? request.receivedAt, { withTime: false });
    return <Tag color="green">{intl.formatMessage(messages.answered, { date })}</Tag>;
  }
  const days = daysBetween(today, request.dueOn);
  if (days < 0) return <Tag color="red">{intl.formatMessage(messages.overdue, { days: -days })}</Tag>;
  if (days === 0) return <Tag color="red">{intl.formatMessage(messages.dueToday)}</Tag>;
  return (
    <Tag color={days < SOON_DAYS ? 'gold' : undefined}>{intl.formatMessage(messages.left, { days })}</Tag>
  );
}
