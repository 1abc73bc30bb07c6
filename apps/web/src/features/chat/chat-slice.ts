import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The realtime connection as the UI tells it ('reconnecting' shows a banner, 'failed' a hint). */
export type ChatConnectionStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'failed';

/** Client-only chat state: the connection, the room on screen, who is typing. */
export interface ChatState {
  connection: ChatConnectionStatus;
  openRoomId: string | null;
  /** roomId → ids of the members typing there now. */
  typing: Record<string, string[]>;
}

export const initialChatState: ChatState = { connection: 'idle', openRoomId: null, typing: {} };

export const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    chatConnectionChanged: (state, action: PayloadAction<ChatConnectionStatus>) => {
      state.connection = action.payload;
      if (action.payload !== 'connected') state.typing = {};
    },
    chatRoomOpened: (state, action: PayloadAction<string>) => {
      state.openRoomId = action.payload;
    },
    chatRoomClosed: (state, action: PayloadAction<string>) => {
      if (state.openRoomId === action.payload) state.openRoomId = null;
    },
    chatTypingChanged: (state, action: PayloadAction<{ roomId: string; userId: string; isTyping: boolean }>) => {
      const { roomId, userId, isTyping } = action.payload;
      const others = (state.typing[roomId] ?? []).filter((id) => id !== userId);
      if (isTyping) state.typing[roomId] = [...others, userId];
      else if (others.length) state.typing[roomId] = others;
      else delete state.typing[roomId];
    },
    /** Sign-out: nothing of one user's chat may remain for the next. */
    chatReset: () => initialChatState,
  },
});

export const { chatConnectionChanged, chatRoomOpened, chatRoomClosed, chatTypingChanged, chatReset } =
  chatSlice.actions;

export type WithChat = { chat: ChatState };
export const selectChatConnection = (state: WithChat) => state.chat.connection;
export const selectOpenRoomId = (state: WithChat) => state.chat.openRoomId;
const noOne: string[] = [];
export const selectTypingIn = (roomId: string) => (state: WithChat) => state.chat.typing[roomId] ?? noOne;
