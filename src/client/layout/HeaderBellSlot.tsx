import { NotificationBell } from '../features/notifications';

/** The header's notification bell, drawer and timed pop-up. */
export default function HeaderBellSlot() {
  return <NotificationBell />;
}
