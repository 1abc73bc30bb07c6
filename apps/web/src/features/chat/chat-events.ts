import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ChatMessageEvent, ChatReadEvent, PresenceEvent } from '@pazaryeri/contract/chat/index';
import { appendMessage, applyMessageToRooms, applyPresenceToRooms, markMineRead, setRoomUnread } from './chat-cache';
import { api, roomOffersTag } from '@/lib/api-client';
import { chatApi } from './chat-api';
import type { WithChat } from './chat-slice';

/** The app's state as far as chat needs it: the chat slice and RTK Query's cache. */
export type ChatRootState = WithChat & { [api.reducerPath]: ReturnType<typeof api.reducer> };
export type ChatDispatch = ThunkDispatch<ChatRootState, unknown, UnknownAction>;
type Thunk = (dispatch: ChatDispatch, getState: () => ChatRootState) => void;

function roomIsOnScreen(state: ChatRootState, roomId: string): boolean {
  return state.chat.openRoomId === roomId && document.visibilityState === 'visible';
}

/** `chat:message`: into the room's messages (once), to the top of the list, unread per spec §4. */
export function chatMessageReceived({ message, room }: ChatMessageEvent, myId: string): Thunk {
  return (dispatch, getState) => {
    const isOpen = roomIsOnScreen(getState(), message.roomId);
    dispatch(chatApi.util.updateQueryData('listChatMessages', message.roomId, (draft) => appendMessage(draft, message)));
    dispatch(
      chatApi.util.updateQueryData('listMyChats', undefined, (draft) =>
        applyMessageToRooms(draft, { message, room, myId, isOpen }),
      ),
    );
    if (isOpen && message.senderId !== myId) void dispatch(chatApi.endpoints.markChatRead.initiate(message.roomId));
  };
}

/** `chat:read`: the other member read my messages (✓✓), or I read the room in another tab. */
export function chatReadReceived({ roomId, readerId, readAt }: ChatReadEvent, myId: string): Thunk {
  return (dispatch) => {
    if (readerId === myId) {
      dispatch(chatApi.util.updateQueryData('listMyChats', undefined, (draft) => setRoomUnread(draft, roomId, 0)));
      return;
    }
    dispatch(chatApi.util.updateQueryData('listChatMessages', roomId, (draft) => markMineRead(draft, myId, readAt)));
  };
}

export function presenceReceived({ userId, isOnline, lastSeen }: PresenceEvent): Thunk {
  return (dispatch) => {
    dispatch(
      chatApi.util.updateQueryData('listMyChats', undefined, (draft) => applyPresenceToRooms(draft, userId, isOnline, lastSeen)),
    );
  };
}

/** After a reconnect: whatever arrived while the socket was down is fetched (and merged, once each). */
export function resyncChats(): Thunk {
  return (dispatch, getState) => {
    void dispatch(chatApi.endpoints.listMyChats.initiate(undefined, { subscribe: false, forceRefetch: true }));
    const roomId = getState().chat.openRoomId;
    if (roomId) void dispatch(chatApi.endpoints.listChatMessages.initiate(roomId, { subscribe: false, forceRefetch: true }));
  };
}

/**
 * `chat:offer`: an offer of the room was made or changed (accepted, rejected, withdrawn, ordered).
 * The room's offers are fetched again, each viewer with its own signed attachment links.
 */
export function chatOfferChanged(roomId: string): Thunk {
  return (dispatch) => {
    dispatch(api.util.invalidateTags([roomOffersTag(roomId)]));
  };
}
