import { FormattedMessage } from 'react-intl';
import Typography from '../../../components/Typography';
import NotificationTabs from '../components/NotificationTabs';

/** /notifications: the drawer's Unseen and Seen lists as a page. */
export default function NotificationsPage() {
  return (
    <>
      <Typography.Title level={2}>
        <FormattedMessage id="notifications.page.title" defaultMessage="Notifications" />
      </Typography.Title>
      <NotificationTabs />
    </>
  );
}
