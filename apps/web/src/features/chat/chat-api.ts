import { chatLimits, chatMessageTexts } from '@pazaryeri/contract/chat/constants';
import type { ChatMessage, ChatMessagesResponse, MyChatsResponse, StartChatBody, StartChatResponse } from '@pazaryeri/contract/chat/index';
import { api, quietError, type ApiError } from '@/lib/api-client';
import {
  appendMessage,
  applyMessageToRooms,
  loadedFromPage,
  mergeNewestPage,
  prependOlderPage,
  setRoomUnread,
  upsertRoom,
  type LoadedMessages,
} from './chat-cache';

const roomUrl = (roomId: string) => `/chat/${encodeURIComponent(roomId)}`;

export interface SendChatMessageArgs {
  roomId: string;
  /** Already trimmed (spec §5). */
  content: string;
  files: File[];
  myId: string;
}

/** The server's answer to `chat:send`, or `timedOut` when none came in time (the message may have gone). */
export type SocketSendAnswer = { ok: true; sent: ChatMessage } | { ok: false; message?: string; timedOut?: boolean };

/** `chat:send` on the open connection, or null when there is none. */
export type SocketSend = (roomId: string, content: string) => Promise<SocketSendAnswer> | null;

let sendOverSocket: SocketSend | null = null;

/**
 * The realtime connection offers its `chat:send` (chat-connection.ts sets it once loaded): this
 * module does not import it, so the pages that only show the unread badge do not load socket.io.
 */
export function setSocketSend(send: SocketSend | null): void {
  sendOverSocket = send;
}

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's rooms, newest activity first, and the unread total for the navbar. */
    listMyChats: build.query<MyChatsResponse, void>({
      query: () => '/chat/my-chats',
      extraOptions: { fallbackMessage: chatMessageTexts.listFailed },
      // The navbar badge reads this on every page; only the chat screen reports a failure.
      transformErrorResponse: quietError,
      providesTags: ['ChatRoom'],
    }),
    /** The newest page of a room; refetching merges it into what is loaded (see `mergeNewestPage`). */
    listChatMessages: build.query<LoadedMessages, string>({
      query: (roomId) => ({ url: `${roomUrl(roomId)}/messages`, params: { page: 1, limit: chatLimits.messagesPerPage } }),
      transformResponse: loadedFromPage,
      merge: (current, incoming) => mergeNewestPage(current, incoming),
      extraOptions: { fallbackMessage: chatMessageTexts.messagesFailed },
      providesTags: (_result, _error, roomId) => [{ type: 'ChatMessage', id: roomId }],
    }),
    /** The page before the oldest loaded message; it lands in front of the room's messages. */
    listOlderChatMessages: build.query<ChatMessagesResponse, { roomId: string; before: string }>({
      query: ({ roomId, before }) => ({
        url: `${roomUrl(roomId)}/messages`,
        params: { page: 1, limit: chatLimits.messagesPerPage, before },
      }),
      extraOptions: { fallbackMessage: chatMessageTexts.messagesFailed },
      keepUnusedDataFor: 0,
      async onQueryStarted({ roomId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(chatApi.util.updateQueryData('listChatMessages', roomId, (draft) => prependOlderPage(draft, data)));
        } catch {
          // The failure is shown where the older page was asked for.
        }
      },
    }),
    /**
     * Text goes over the open connection (`chat:send`: the server's cheapest way, no HTTP
     * request). Files, no connection, or a refusal there go as `POST …/messages`, whose answer
     * the app already handles as the spec says (401 ends the session, 429 and the rest as toasts);
     * a refused `chat:send` wrote nothing. No answer in time is a failure, not a second send:
     * the message may have gone, and then arrives as its `chat:message`.
     */
    sendChatMessage: build.mutation<{ message: ChatMessage }, SendChatMessageArgs>({
      queryFn: async ({ roomId, content, files }, _api, _extraOptions, baseQuery) => {
        const overSocket = files.length === 0 ? await sendOverSocket?.(roomId, content) : null;
        if (overSocket?.ok) return { data: { message: overSocket.sent } };
        if (overSocket?.timedOut) return { error: { status: 'TIMEOUT_ERROR', message: chatMessageTexts.sendFailed } satisfies ApiError };
        const body = new FormData();
        body.append('content', content);
        for (const file of files) body.append('attachments', file, file.name);
        const sent = await baseQuery({ url: `${roomUrl(roomId)}/messages`, method: 'POST', body });
        return sent.error ? { error: sent.error as ApiError } : { data: sent.data as { message: ChatMessage } };
      },
      extraOptions: { fallbackMessage: chatMessageTexts.sendFailed },
      async onQueryStarted({ roomId, myId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(chatApi.util.updateQueryData('listChatMessages', roomId, (draft) => appendMessage(draft, data.message)));
          dispatch(
            chatApi.util.updateQueryData('listMyChats', undefined, (draft) =>
              applyMessageToRooms(draft, { message: data.message, myId, isOpen: true }),
            ),
          );
        } catch {
          // The composer keeps the text; the toast says why.
        }
      },
    }),
    /** Spec §4: marking as read sets the room's unread count to 0 (at once; undone if the call fails). */
    markChatRead: build.mutation<{ roomId: string; unreadCount: 0; readAt: string }, string>({
      query: (roomId) => ({ url: `${roomUrl(roomId)}/read`, method: 'PUT' }),
      transformErrorResponse: quietError,
      async onQueryStarted(roomId, { dispatch, queryFulfilled }) {
        const patch = dispatch(chatApi.util.updateQueryData('listMyChats', undefined, (draft) => setRoomUnread(draft, roomId, 0)));
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    /** Opens (or finds) the conversation about a product, a store, an advert… and lists it at once. */
    startChat: build.mutation<StartChatResponse, StartChatBody>({
      query: (body) => ({ url: '/chat/start', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(chatApi.util.updateQueryData('listMyChats', undefined, (draft) => upsertRoom(draft, data.room)));
        } catch {
          // The toast says why.
        }
      },
    }),
  }),
});

export const {
  useListMyChatsQuery,
  useListChatMessagesQuery,
  useLazyListOlderChatMessagesQuery,
  useSendChatMessageMutation,
  useMarkChatReadMutation,
  useStartChatMutation,
} = chatApi;
