import { useRef, useState } from 'react';
import { Badge, Button, Popover } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentUser } from '../../auth';
import { selectUnseenNotifications } from '../notificationSelectors';
import { useLiveNotifications } from '../useLiveNotifications';
import { useUnseenPopup } from './useUnseenPopup';
import NotificationDrawer from './NotificationDrawer';
import NotificationQuickList from './NotificationQuickList';
import UnseenPopup from './UnseenPopup';
import './notifications.css';

/**
 * The header's bell (spec 2.5): the unseen count, a shake while items wait, the quick popover, the
 * drawer, and the timed pop-up of spec 4. It also keeps the user live (pushed notifications).
 */
export default function NotificationBell() {
  useLiveNotifications();
  const user = useAppSelector(selectCurrentUser);
  const unseenCount = useAppSelector(selectUnseenNotifications).length;
  const [popoverOpen, setPopoverOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const bellButton = useRef<HTMLButtonElement>(null);
  const quickList = useRef<HTMLDivElement>(null);
  const popup = useUnseenPopup(user?._id, unseenCount);

  const openDrawer = () => {
    setPopoverOpen(false);
    setDrawerOpen(true);
  };

  return (
    <>
      <Badge count={unseenCount} size="small" overflowCount={99}>
        <Popover
          trigger="click"
          placement="bottomRight"
          title="Notifications"
          open={popoverOpen}
          onOpenChange={setPopoverOpen}
          destroyOnHidden
          // the popover is rendered at the end of the page: take keyboard users into it
          afterOpenChange={(open) => open && quickList.current?.querySelector('button')?.focus()}
          content={
            <NotificationQuickList
              ref={quickList}
              onClose={() => setPopoverOpen(false)}
              onEscape={() => {
                setPopoverOpen(false);
                bellButton.current?.focus();
              }}
              onShowAll={openDrawer}
            />
          }
        >
          <Button
            ref={bellButton}
            type="text"
            shape="circle"
            icon={<BellOutlined />}
            aria-label={`Notifications, ${unseenCount} unseen`}
            aria-haspopup="dialog"
            className={`notification-bell${unseenCount > 0 ? ' notification-bell--shaking' : ''}`}
          />
        </Popover>
      </Badge>
      <NotificationDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <UnseenPopup
        open={popup.open}
        unseenCount={unseenCount}
        onView={() => {
          popup.close();
          openDrawer();
        }}
        onDismissForGood={popup.dismissForGood}
        onClose={popup.close}
      />
    </>
  );
}
