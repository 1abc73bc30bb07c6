import type {
  NotificationListResponse,
  NotificationPreferences,
  notificationPreferencesResponse,
  notificationReadResponse,
  notificationsReadAllResponse,
  notificationUnsubscribeResponse,
} from '@pazaryeri/contract/notifications/index';
import type { z } from 'zod';
import { api, quietError } from '@/lib/api-client';

type ReadResponse = z.infer<typeof notificationReadResponse>;
type ReadAllResponse = z.infer<typeof notificationsReadAllResponse>;
type PreferencesResponse = z.infer<typeof notificationPreferencesResponse>;
type UnsubscribeResponse = z.infer<typeof notificationUnsubscribeResponse>;

export interface NotificationListArgs {
  page?: number;
  limit?: number;
}

/**
 * The reader's notifications (GET /api/notifications): the bell's latest and the account page's
 * pages. Their failures are shown where they happen (or, for the bell, not at all), never as a toast.
 */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: build.query<NotificationListResponse, NotificationListArgs>({
      query: (args) => ({ url: '/notifications', params: args }),
      transformErrorResponse: quietError,
    }),
    markNotificationRead: build.mutation<ReadResponse, string>({
      query: (id) => ({ url: `/notifications/${encodeURIComponent(id)}/read`, method: 'PUT' }),
      transformErrorResponse: quietError,
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        for (const args of notificationsApi.util.selectCachedArgsForQuery(getState(), 'listNotifications')) {
          dispatch(
            notificationsApi.util.updateQueryData('listNotifications', args, (draft) => {
              draft.unread = data.unread;
              const item = draft.notifications.find((notification) => notification._id === id);
              if (item) item.readAt = data.notification.readAt;
            }),
          );
        }
      },
    }),
    markAllNotificationsRead: build.mutation<ReadAllResponse, void>({
      query: () => ({ url: '/notifications/read-all', method: 'PUT' }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        const now = new Date().toISOString();
        for (const args of notificationsApi.util.selectCachedArgsForQuery(getState(), 'listNotifications')) {
          dispatch(
            notificationsApi.util.updateQueryData('listNotifications', args, (draft) => {
              draft.unread = data.unread;
              for (const item of draft.notifications) item.readAt ??= now;
            }),
          );
        }
      },
    }),
    getNotificationPreferences: build.query<PreferencesResponse, void>({
      query: () => '/notifications/preferences',
    }),
    updateNotificationPreferences: build.mutation<PreferencesResponse, NotificationPreferences>({
      query: (body) => ({ url: '/notifications/preferences', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(notificationsApi.util.upsertQueryData('getNotificationPreferences', undefined, { preferences: data.preferences }));
      },
    }),
    /** The digest mail's unsubscribe link: no sign-in, the token says who. */
    unsubscribeDigest: build.mutation<UnsubscribeResponse, string>({
      query: (token) => ({ url: '/notifications/unsubscribe', method: 'POST', body: { token } }),
      extraOptions: { anonymous: true },
      transformErrorResponse: quietError,
    }),
  }),
});

export const {
  useListNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
  useUnsubscribeDigestMutation,
} = notificationsApi;
