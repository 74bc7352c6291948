import { useLiveNotifications } from '../useLiveNotifications';

/** Placeholder while the bell is being built (issue 5): it already keeps the user live. */
export default function NotificationBell() {
  useLiveNotifications();
  return null;
}
