import { Button, Popconfirm, Tabs } from 'antd';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../../lib/store/hooks';
import { errorMessage } from '../../../lib/api/api';
import { selectCurrentUser } from '../../auth';
import type { Envelope, User } from '../../../../shared/types';
import { selectSeenNotifications, selectUnseenNotifications } from '../notificationSelectors';
import { useDeleteAllNotificationsMutation, useMarkAllNotificationsSeenMutation } from '../notificationsApi';
import { useOpenNotification } from '../useOpenNotification';
import { emptyTexts } from '../notificationTexts';
import NotificationList from './NotificationList';
import { useMessage } from '../../../lib/toasts/messages';

const messages = defineMessages({
  deleteTitle: { id: 'notifications.tabs.deleteTitle', defaultMessage: 'Delete all seen notifications?' },
  deleteDescription: {
    id: 'notifications.tabs.deleteDescription',
    defaultMessage: 'They cannot be brought back.',
  },
  deleteConfirm: { id: 'notifications.tabs.deleteConfirm', defaultMessage: 'Yes, delete' },
  cancel: { id: 'notifications.tabs.cancel', defaultMessage: 'Cancel' },
  unseen: { id: 'notifications.tabs.unseen', defaultMessage: 'Unseen' },
  seen: { id: 'notifications.tabs.seen', defaultMessage: 'Seen' },
});

type Trigger = (body: { userId: string }) => { unwrap: () => Promise<Envelope<User>> };

/**
 * The Unseen and Seen lists with their 'Mark all seen' and 'Delete all', shown by the
 * drawer and the /notifications page. `onItemOpened` closes whatever holds the lists.
 */
export default function NotificationTabs({ onItemOpened }: { onItemOpened?: () => void }) {
  const message = useMessage();
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const unseen = useAppSelector(selectUnseenNotifications);
  const seen = useAppSelector(selectSeenNotifications);
  const [markAllSeen, marking] = useMarkAllNotificationsSeenMutation();
  const [deleteAll, deleting] = useDeleteAllNotificationsMutation();
  const open = useOpenNotification(onItemOpened);

  const run = async (trigger: Trigger) => {
    if (!user) return;
    try {
      const response = await trigger({ userId: user._id }).unwrap();
      if (response.message) void message.success(response.message);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const unseenTab = (
    <>
      <div className="notification-tab-actions">
        <Button
          type="primary"
          size="small"
          disabled={unseen.length === 0}
          loading={marking.isLoading}
          onClick={() => run(markAllSeen)}
        >
          <FormattedMessage id="notifications.tabs.markAllSeen" defaultMessage="Mark all seen" />
        </Button>
      </div>
      <NotificationList items={unseen} emptyText={intl.formatMessage(emptyTexts.unseen)} onOpen={open} />
    </>
  );
  const seenTab = (
    <>
      <div className="notification-tab-actions">
        <Popconfirm
          title={intl.formatMessage(messages.deleteTitle)}
          description={intl.formatMessage(messages.deleteDescription)}
          okText={intl.formatMessage(messages.deleteConfirm)}
          cancelText={intl.formatMessage(messages.cancel)}
          okButtonProps={{ danger: true }}
          onConfirm={() => run(deleteAll)}
        >
          <Button danger size="small" disabled={seen.length === 0} loading={deleting.isLoading}>
            <FormattedMessage id="notifications.tabs.deleteAll" defaultMessage="Delete all" />
          </Button>
        </Popconfirm>
      </div>
      <NotificationList items={seen} emptyText={intl.formatMessage(emptyTexts.seen)} onOpen={open} />
    </>
  );

  return (
    <Tabs
      items={[
        { key: 'unseen', label: intl.formatMessage(messages.unseen), children: unseenTab },
        { key: 'seen', label: intl.formatMessage(messages.seen), children: seenTab },
      ]}
    />
  );
}
