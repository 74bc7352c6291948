import { useId } from 'react';
import { Drawer } from 'antd';
import { FormattedMessage } from 'react-intl';
import NotificationTabs from './NotificationTabs';

/** The right-hand drawer: 420 px wide, the whole width on narrower phones. */
export default function NotificationDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  // our own id: antd's generated one is not unique under test, which leaves the dialog unnamed there
  const titleId = useId();
  return (
    <Drawer
      title={
        <span id={titleId}>
          <FormattedMessage id="notifications.drawer.title" defaultMessage="Notifications" />
        </span>
      }
      aria-labelledby={titleId}
      placement="right"
      size="min(420px, 100vw)"
      open={open}
      destroyOnHidden
      onClose={onClose}
    >
      <NotificationTabs onItemOpened={onClose} />
    </Drawer>
  );
}
