import { Empty } from 'antd';
import Typography from '../../../components/Typography';
import WholeDates from '../../../components/WholeDates';
import type { NotificationItem } from '../../../../shared/types';
import { fullTimeText, relativeTimeText } from '../notificationTime';
import './notifications.css';

interface NotificationListProps {
  items: NotificationItem[];
  emptyText: string;
  onOpen: (item: NotificationItem) => void;
}

/** Notifications as buttons: the message and its age, the full date on hover. */
export default function NotificationList({ items, emptyText, onOpen }: NotificationListProps) {
  if (items.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  }
  return (
    <ul className="notification-list">
      {items.map((item) => (
        <li key={item._id}>
          <button type="button" className="notification-item" onClick={() => onOpen(item)}>
            <Typography.Text className="notification-message">
              <WholeDates text={item.message} />
            </Typography.Text>
            <Typography.Text type="secondary" className="notification-time">
              <time dateTime={item.createdAt} title={fullTimeText(item.createdAt)}>
                {relativeTimeText(item.createdAt)}
              </time>
            </Typography.Text>
          </button>
        </li>
      ))}
    </ul>
  );
}
