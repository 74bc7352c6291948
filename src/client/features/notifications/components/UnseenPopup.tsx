import { Button, Flex } from 'antd';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import Panel from '../../../components/Panel';
import { BellOutlined, CloseOutlined } from '@ant-design/icons';

interface UnseenPopupProps {
  unseenCount: number;
  onView: () => void;
  onDismissForGood: () => void;
  onClose: () => void;
}

const messages = defineMessages({
  title: { id: 'notifications.unseenPopup.title', defaultMessage: 'New notifications' },
  close: { id: 'notifications.unseenPopup.close', defaultMessage: 'Close' },
});

const TITLE_ID = 'unseen-popup-title';

/**
 * The timed pop-up: how many unseen notifications wait; it stays until the user acts. It
 * sits in the corner without a mask and without taking focus, so it never interrupts someone who
 * is typing at the front desk when it appears.
 */
export default function UnseenPopup({ unseenCount, onView, onDismissForGood, onClose }: UnseenPopupProps) {
  const intl = useIntl();
  return (
    <Panel
      role="dialog"
      aria-modal="false"
      aria-labelledby={TITLE_ID}
      className="unseen-popup"
      size="small"
      title={
        <span id={TITLE_ID}>
          <BellOutlined aria-hidden /> {intl.formatMessage(messages.title)}
        </span>
      }
      extra={
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined aria-hidden />}
          aria-label={intl.formatMessage(messages.close)}
          onClick={onClose}
        />
      }
    >
      <Typography.Paragraph>
        <FormattedMessage
          id="notifications.unseenPopup.text"
          defaultMessage="You have {count, plural, one {# unseen notification} other {# unseen notifications}}."
          values={{ count: unseenCount }}
        />
      </Typography.Paragraph>
      <Flex gap="small" justify="flex-end" wrap>
        <Button onClick={onDismissForGood}>
          <FormattedMessage
            id="notifications.unseenPopup.dontShowAgain"
            defaultMessage="Don't show this again"
          />
        </Button>
        <Button type="primary" onClick={onView}>
          <FormattedMessage id="notifications.unseenPopup.view" defaultMessage="View Notifications" />
        </Button>
      </Flex>
    </Panel>
  );
}
