import { chatLimits } from '@pazaryeri/contract/chat/constants';
import type { AdminChatMessagesResponse, AdminChatsResponse, ChatStatisticsResponse } from '@pazaryeri/contract/chat/index';
import { api } from '@/lib/api-client';

/** Spec §8 admin defaults (English in the spec, kept as written), shown when the server sent no message. */
export const adminChatFallbacks = {
  rooms: 'Failed to fetch chat rooms',
  messages: 'Failed to fetch messages',
  offers: 'Failed to fetch offers',
  statistics: 'Failed to fetch statistics',
} as const;

const roomUrl = (roomId: string) => `/admin/chats/${encodeURIComponent(roomId)}`;

/** The admin's read-only view of conversations (reading does not change members' read state). */
export const adminChatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminChats: build.query<AdminChatsResponse, { page: number; search: string }>({
      query: ({ page, search }) => ({
        url: '/admin/chats',
        params: { page, limit: chatLimits.adminRoomsPerPage, ...(search ? { search } : {}) },
      }),
      extraOptions: { fallbackMessage: adminChatFallbacks.rooms },
      providesTags: ['AdminChat'],
    }),
    getAdminChatMessages: build.query<AdminChatMessagesResponse, { roomId: string; page: number }>({
      query: ({ roomId, page }) => ({
        url: `${roomUrl(roomId)}/messages`,
        params: { page, limit: chatLimits.adminMessagesPerPage },
      }),
      extraOptions: { fallbackMessage: adminChatFallbacks.messages },
      providesTags: ['AdminChat'],
    }),
    listAdminRoomOffers: build.query<{ offers: unknown[] }, string>({
      query: (roomId) => `${roomUrl(roomId)}/offers`,
      extraOptions: { fallbackMessage: adminChatFallbacks.offers },
      providesTags: ['AdminChat'],
    }),
    getChatStatistics: build.query<ChatStatisticsResponse, void>({
      query: () => '/admin/chats/statistics',
      extraOptions: { fallbackMessage: adminChatFallbacks.statistics },
      providesTags: ['AdminChat'],
    }),
  }),
});

export const { useListAdminChatsQuery, useGetAdminChatMessagesQuery, useListAdminRoomOffersQuery, useGetChatStatisticsQuery } =
  adminChatsApi;
