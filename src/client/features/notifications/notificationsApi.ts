import { api } from '../../lib/api/api';
import type { Envelope, User } from '../../../shared/types';
import { userReplaced } from '../auth';

/** The two bell actions; each answers the updated user, which replaces the current one. */
const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    markAllNotificationsSeen: build.mutation<Envelope<User>, { userId: string }>({
      query: (body) => ({ url: '/user/mark-all-notifications-seen', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.data) dispatch(userReplaced(data.data));
      },
    }),
    deleteAllNotifications: build.mutation<Envelope<User>, { userId: string }>({
      query: (body) => ({ url: '/user/delete-all-notifications', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.data) dispatch(userReplaced(data.data));
      },
    }),
  }),
});

export const { useMarkAllNotificationsSeenMutation, useDeleteAllNotificationsMutation } = notificationsApi;
