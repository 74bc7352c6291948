import { Button, Flex } from 'antd';
import Typography from '../../../components/Typography';
import Panel from '../../../components/Panel';
import { BellOutlined, CloseOutlined } from '@ant-design/icons';

interface UnseenPopupProps {
  unseenCount: number;
  onView: () => void;
  onDismissForGood: () => void;
  onClose: () => void;
}

const TITLE_ID = 'unseen-popup-title';

/**
 * The timed pop-up (spec 4): how many unseen notifications wait; it stays until the user acts. It
 * sits in the corner without a mask and without taking focus, so it never interrupts someone who
 * is typing at the front desk when it appears.
 */
export default function UnseenPopup({ unseenCount, onView, onDismissForGood, onClose }: UnseenPopupProps) {
  const noun = unseenCount === 1 ? 'notification' : 'notifications';
  return (
    <Panel
      role="dialog"
      aria-modal="false"
      aria-labelledby={TITLE_ID}
      className="unseen-popup"
      size="small"
      title={
        <span id={TITLE_ID}>
          <BellOutlined aria-hidden /> New notifications
        </span>
      }
      extra={
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined aria-hidden />}
          aria-label="Close"
          onClick={onClose}
        />
      }
    >
      <Typography.Paragraph>
        You have {unseenCount} unseen {noun}.
      </Typography.Paragraph>
      <Flex gap="small" justify="flex-end" wrap>
        <Button onClick={onDismissForGood}>Don&apos;t show this again</Button>
        <Button type="primary" onClick={onView}>
          View Notifications
        </Button>
      </Flex>
    </Panel>
  );
}
