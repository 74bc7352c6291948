import { useId } from 'react';
import { Button, Flex, Popconfirm, Spin, Tag } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import Panel from '../../../components/Panel';
import Isolated from '../../../components/Isolated';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import type { WaitlistEntry } from '../../../../shared/schemas/capacity';
import type { SharedMessage } from '../../../../shared/messages';
import { useGetWaitlistQuery, useLeaveWaitlistMutation } from '../waitlistApi';

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

const messages = defineMessages({
  left: { id: 'waitlist.item.left', defaultMessage: 'You have left the waitlist' },
  leaveTitle: { id: 'waitlist.item.leaveTitle', defaultMessage: 'Leave the waitlist?' },
  leave: { id: 'waitlist.item.leave', defaultMessage: 'Leave' },
  stay: { id: 'waitlist.item.stay', defaultMessage: 'Stay' },
  title: { id: 'waitlist.card.title', defaultMessage: 'My waitlist' },
  loading: { id: 'waitlist.card.loading', defaultMessage: 'Loading your waitlist' },
  empty: { id: 'waitlist.card.empty', defaultMessage: 'You are not on any waitlist' },
});

/** A plain descriptor: its date is the date as drawn, kept on one line. */
const when: SharedMessage = defineMessage({ id: 'waitlist.item.when', defaultMessage: '{date} at {time}' });

/** Texts that take values (their types checked where formatted). */
const named = {
  doctor: defineMessage<{ name: string }>({ id: 'waitlist.item.doctor', defaultMessage: 'Dr. {name}' }),
  label: defineMessage<{ doctor: string; date: string }>({
    id: 'waitlist.item.label',
    defaultMessage: '{doctor} on {date}',
  }),
  place: defineMessage<{ place: number }>({ id: 'waitlist.item.place', defaultMessage: 'Place {place}' }),
  leaveDescription: defineMessage<{ place: number; doctor: string; date: string }>({
    id: 'waitlist.item.leaveDescription',
    defaultMessage: 'You give up place {place} with {doctor} on {date}.',
  }),
  leaveLabel: defineMessage<{ doctor: string; date: string }>({
    id: 'waitlist.item.leaveLabel',
    defaultMessage: 'Leave the waitlist of {doctor} on {date}',
  }),
};

/** One place in a queue: who, when, which place, and Leave (after a confirmation). */
function WaitlistItem({ entry }: { entry: WaitlistEntry }) {
  const message = useMessage();
  const intl = useIntl();
  const [leave, { isLoading }] = useLeaveWaitlistMutation();
  const doctor = intl.formatMessage(named.doctor, { name: entry.doctorName });
  const date = formatDisplayDate(entry.date);

  const onLeave = async () => {
    try {
      const answer = await leave({ waitlistId: entry._id }).unwrap();
      void message.success(answer.message ?? intl.formatMessage(messages.left));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Flex
      component="li"
      justify="space-between"
      align="center"
      gap={8}
      wrap
      aria-label={intl.formatMessage(named.label, { doctor, date })}
    >
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{doctor}</Typography.Text>
        <Typography.Text type="secondary">
          {intl.formatMessage(when, { date: <Isolated text={date} whole />, time: entry.time })}
        </Typography.Text>
        <Tag color="blue">{intl.formatMessage(named.place, { place: entry.place })}</Tag>
      </Flex>
      <Popconfirm
        title={intl.formatMessage(messages.leaveTitle)}
        description={intl.formatMessage(named.leaveDescription, { place: entry.place, doctor, date })}
        okText={intl.formatMessage(messages.leave)}
        cancelText={intl.formatMessage(messages.stay)}
        okButtonProps={{ danger: true }}
        onConfirm={onLeave}
      >
        <Button
          size="small"
          danger
          loading={isLoading}
          aria-label={intl.formatMessage(named.leaveLabel, { doctor, date })}
        >
          {intl.formatMessage(messages.leave)}
        </Button>
      </Popconfirm>
    </Flex>
  );
}

/**
 * 'My waitlist' on the patient's appointments page: each full date they queue for, with
 * their place (1 is next). When a place frees, the first in line becomes a pending appointment and
 * the entry leaves this list (a notification re-reads it).
 */
export default function MyWaitlistCard() {
  const intl = useIntl();
  const headingId = useId();
  const { data: entries = [], isLoading } = useGetWaitlistQuery();

  let content;
  // a small spinner, not antd's Skeleton (about 4 KB gzip on the appointments page for one line)
  if (isLoading) content = <Spin size="small" aria-label={intl.formatMessage(messages.loading)} />;
  else if (entries.length === 0) {
    // one quiet line: most patients are on no waitlist, and the visits below matter more
    content = <Typography.Text type="secondary">{intl.formatMessage(messages.empty)}</Typography.Text>;
  } else {
    content = (
      <Flex component="ul" vertical gap={8} style={plainList}>
        {entries.map((entry) => (
          <WaitlistItem key={entry._id} entry={entry} />
        ))}
      </Flex>
    );
  }

  return (
    <Panel
      size="small"
      role="region"
      aria-labelledby={headingId}
      title={<span id={headingId}>{intl.formatMessage(messages.title)}</span>}
      style={{ marginBottom: 16 }}
    >
      {content}
    </Panel>
  );
}
