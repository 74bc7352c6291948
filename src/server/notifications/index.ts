/**
 * Notifications: the stored notices of each person and the live channels to browsers and boards.
 */
export { eventStreams } from './event-stream';
export { LIVE_CHANNEL_PREFIX, LiveNotifications, announceQueue, announceQueues } from './live-notifications';
export { adminIds, noticeIn, notify, notifyEach, storedMessage } from './notifications';
export { liveRoutes } from './routes';
