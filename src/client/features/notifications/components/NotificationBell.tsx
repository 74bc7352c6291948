import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectCurrentUser } from '../../auth';
import { selectUnseenNotifications } from '../notificationSelectors';
import { useLiveNotifications } from '../useLiveNotifications';
import { useUnseenPopup } from './useUnseenPopup';
import './notifications.css';

// the quick popover, the drawer (tabs, lists, confirmations) and the timed pop-up download when
// first wanted; the popover's as the pointer nears the bell, so it is there by the click
const loadBellPopover = () => import('./BellPopover');
const BellPopover = lazy(loadBellPopover);
const NotificationDrawer = lazy(() => import('./NotificationDrawer'));
const UnseenPopup = lazy(() => import('./UnseenPopup'));

/** antd Badge's limit: above it the count reads "99+". */
const OVERFLOW_COUNT = 99;

/**
 * The header's bell: the unseen count, a shake while items wait, the quick popover, the drawer, and
 * the timed pop-up. It also keeps the user live (pushed notifications).
 */
export default function NotificationBell() {
  const { live } = useLiveNotifications();
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const unseenCount = useAppSelector(selectUnseenNotifications).length;
  const [popoverWanted, setPopoverWanted] = useState(false);
  const [popoverOpen, setPopoverOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const bellButton = useRef<HTMLButtonElement>(null);
  const popup = useUnseenPopup(user?._id, unseenCount);

  const openDrawer = () => {
    setPopoverOpen(false);
    setDrawerWanted(true);
    setDrawerOpen(true);
  };

  const countShown =
    unseenCount > OVERFLOW_COUNT ? `${intl.formatNumber(OVERFLOW_COUNT)}+` : intl.formatNumber(unseenCount);

  const bell = (
    <Button
      ref={bellButton}
      type="text"
      shape="circle"
      icon={<BellOutlined />}
      aria-label={intl.formatMessage(
        { id: 'notifications.bell.label', defaultMessage: 'Notifications, {count, number} unseen' },
        { count: unseenCount },
      )}
      aria-haspopup="dialog"
      data-live={live}
      className={`notification-bell${unseenCount > 0 ? ' notification-bell--shaking' : ''}`}
      // an early download that fails is tried again by the press
      onPointerEnter={() => loadBellPopover().catch(() => undefined)}
      // until the popover has loaded, the press that asks for it opens it once it is there
      onClick={
        popoverWanted
          ? undefined
          : () => {
              setPopoverWanted(true);
              setPopoverOpen(true);
            }
      }
    />
  );

  return (
    <>
      <span className="notification-bell-holder">
        {popoverWanted ? (
          <Suspense fallback={bell}>
            <BellPopover
              open={popoverOpen}
              onOpenChange={setPopoverOpen}
              onShowAll={openDrawer}
              onEscape={() => bellButton.current?.focus()}
            >
              {bell}
            </BellPopover>
          </Suspense>
        ) : (
          bell
        )}
        {unseenCount > 0 && (
          // the count is in the button's name; this is its picture
          <sup className="notification-count" aria-hidden="true">
            {countShown}
          </sup>
        )}
      </span>
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
