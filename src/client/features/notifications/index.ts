/** What other parts of the client may use from notifications: the header's bell and pop-up. */
export { default as NotificationBell } from './components/NotificationBell';
