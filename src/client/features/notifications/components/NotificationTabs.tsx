import { Button, Popconfirm, Tabs } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import { errorMessage } from '../../../app/api';
import { selectCurrentUser } from '../../auth';
import type { Envelope, User } from '../../../../shared/types';
import { selectSeenNotifications, selectUnseenNotifications } from '../notificationSelectors';
import { useDeleteAllNotificationsMutation, useMarkAllNotificationsSeenMutation } from '../notificationsApi';
import { useOpenNotification } from '../useOpenNotification';
import { EMPTY_SEEN, EMPTY_UNSEEN } from '../notificationTexts';
import NotificationList from './NotificationList';
import { useMessage } from '../../../app/messages';

type Trigger = (body: { userId: string }) => { unwrap: () => Promise<Envelope<User>> };

/**
 * The Unseen and Seen lists with their 'Mark all seen' and 'Delete all' (spec 2.5, 4), shown by the
 * drawer and the /notifications page. `onItemOpened` closes whatever holds the lists.
 */
export default function NotificationTabs({ onItemOpened }: { onItemOpened?: () => void }) {
  const message = useMessage();
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
          Mark all seen
        </Button>
      </div>
      <NotificationList items={unseen} emptyText={EMPTY_UNSEEN} onOpen={open} />
    </>
  );
  const seenTab = (
    <>
      <div className="notification-tab-actions">
        <Popconfirm
          title="Delete all seen notifications?"
          description="They cannot be brought back."
          okText="Yes, delete"
          cancelText="Cancel"
          okButtonProps={{ danger: true }}
          onConfirm={() => run(deleteAll)}
        >
          <Button danger size="small" disabled={seen.length === 0} loading={deleting.isLoading}>
            Delete all
          </Button>
        </Popconfirm>
      </div>
      <NotificationList items={seen} emptyText={EMPTY_SEEN} onOpen={open} />
    </>
  );

  return (
    <Tabs
      items={[
        { key: 'unseen', label: 'Unseen', children: unseenTab },
        { key: 'seen', label: 'Seen', children: seenTab },
      ]}
    />
  );
}
