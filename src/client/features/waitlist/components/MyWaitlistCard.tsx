import { useId } from 'react';
import { Button, Flex, Popconfirm, Spin, Tag } from 'antd';
import Typography from '../../../components/Typography';
import Panel from '../../../components/Panel';
import { errorMessage } from '../../../app/api';
import { useMessage } from '../../../app/messages';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import type { WaitlistEntry } from '../../../../shared/schemas/capacity';
import { useGetWaitlistQuery, useLeaveWaitlistMutation } from '../waitlistApi';

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** One place in a queue: who, when, which place, and Leave (after a confirmation). */
function WaitlistItem({ entry }: { entry: WaitlistEntry }) {
  const message = useMessage();
  const [leave, { isLoading }] = useLeaveWaitlistMutation();
  const doctor = `Dr. ${entry.doctorName}`;
  const date = formatDisplayDate(entry.date);

  const onLeave = async () => {
    try {
      const answer = await leave({ waitlistId: entry._id }).unwrap();
      void message.success(answer.message ?? 'You have left the waitlist');
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
      aria-label={`${doctor} on ${date}`}
    >
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{doctor}</Typography.Text>
        <Typography.Text type="secondary">
          {date} at {entry.time}
        </Typography.Text>
        <Tag color="blue">Place {entry.place}</Tag>
      </Flex>
      <Popconfirm
        title="Leave the waitlist?"
        description={`You give up place ${entry.place} with ${doctor} on ${date}.`}
        okText="Leave"
        cancelText="Stay"
        okButtonProps={{ danger: true }}
        onConfirm={onLeave}
      >
        <Button
          size="small"
          danger
          loading={isLoading}
          aria-label={`Leave the waitlist of ${doctor} on ${date}`}
        >
          Leave
        </Button>
      </Popconfirm>
    </Flex>
  );
}

/**
 * 'My waitlist' on the patient's appointments page (issue 14): each full date they queue for, with
 * their place (1 is next). When a place frees, the first in line becomes a pending appointment and
 * the entry leaves this list (a notification re-reads it).
 */
export default function MyWaitlistCard() {
  const headingId = useId();
  const { data: entries = [], isLoading } = useGetWaitlistQuery();

  let content;
  // a small spinner, not antd's Skeleton (about 4 KB gzip on the appointments page for one line)
  if (isLoading) content = <Spin size="small" aria-label="Loading your waitlist" />;
  else if (entries.length === 0) {
    // one quiet line: most patients are on no waitlist, and the visits below matter more
    content = <Typography.Text type="secondary">You are not on any waitlist</Typography.Text>;
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
      title={<span id={headingId}>My waitlist</span>}
      style={{ marginBottom: 16 }}
    >
      {content}
    </Panel>
  );
}
