import { lazy, Suspense, useRef, useState } from 'react';
import { Badge, Button, Popover } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentUser } from '../../auth';
import { selectUnseenNotifications } from '../notificationSelectors';
import { useLiveNotifications } from '../useLiveNotifications';
import { useUnseenPopup } from './useUnseenPopup';
import NotificationQuickList from './NotificationQuickList';
import './notifications.css';

// the drawer (tabs, lists, confirmations) and the timed pop-up download when first shown
const NotificationDrawer = lazy(() => import('./NotificationDrawer'));
const UnseenPopup = lazy(() => import('./UnseenPopup'));

/**
 * The header's bell (spec 2.5): the unseen count, a shake while items wait, the quick popover, the
 * drawer, and the timed pop-up of spec 4. It also keeps the user live (pushed notifications).
 */
export default function NotificationBell() {
  const { live } = useLiveNotifications();
  const user = useAppSelector(selectCurrentUser);
  const unseenCount = useAppSelector(selectUnseenNotifications).length;
  const [popoverOpen, setPopoverOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const bellButton = useRef<HTMLButtonElement>(null);
  const quickList = useRef<HTMLDivElement>(null);
  const popup = useUnseenPopup(user?._id, unseenCount);

  const openDrawer = () => {
    setPopoverOpen(false);
    setDrawerWanted(true);
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
            data-live={live}
            className={`notification-bell${unseenCount > 0 ? ' notification-bell--shaking' : ''}`}
          />
        </Popover>
      </Badge>
      {drawerWanted && (
        <Suspense fallback={null}>
          <NotificationDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      {popup.open && (
        <Suspense fallback={null}>
          <UnseenPopup
            unseenCount={unseenCount}
            onView={() => {
              popup.close();
              openDrawer();
            }}
            onDismissForGood={popup.dismissForGood}
            onClose={popup.close}
          />
        </Suspense>
      )}
    </>
  );
}
