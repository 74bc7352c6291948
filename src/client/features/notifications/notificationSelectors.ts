import { createSelector } from '@reduxjs/toolkit';
import type { NotificationItem } from '../../../shared/types';
import { selectCurrentUser } from '../auth';

const none: NotificationItem[] = [];

/** The current user's unseen notifications, newest first (as getUser_id sends them). */
export const selectUnseenNotifications = createSelector(
  [selectCurrentUser],
  (user) => user?.unseenNotifications ?? none,
);

export const selectSeenNotifications = createSelector(
  [selectCurrentUser],
  (user) => user?.seenNotifications ?? none,
);
