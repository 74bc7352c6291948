import { NotificationBell } from '../features/notifications';

/** The header's notification bell, drawer and timed pop-up (spec 2.1, 2.5). */
export default function HeaderBellSlot() {
  return <NotificationBell />;
}
