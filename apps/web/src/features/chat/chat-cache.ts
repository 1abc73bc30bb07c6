import type { ChatMessage, ChatMessagesResponse, ChatRoom, MyChatsResponse } from '@pazaryeri/contract/chat/index';

/**
 * The spec §4 chat rules as plain changes to cached data (RTK Query hands these functions Immer
 * drafts). Kept apart from the endpoints so each rule is tested on its own.
 */

/** A room's loaded messages, oldest → newest; `hasMore` says whether older ones wait on the server. */
export interface LoadedMessages {
  messages: ChatMessage[];
  hasMore: boolean;
}

function byTime(a: ChatMessage, b: ChatMessage): number {
  return a.createdAt === b.createdAt ? a._id.localeCompare(b._id) : a.createdAt < b.createdAt ? -1 : 1;
}

/** Union by `_id` (the later copy wins: it may carry a newer read state), oldest first. */
function union(...lists: ChatMessage[][]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const list of lists) for (const message of list) byId.set(message._id, message);
  return [...byId.values()].sort(byTime);
}

export function loadedFromPage(page: ChatMessagesResponse): LoadedMessages {
  return { messages: union(page.messages), hasMore: page.hasMore };
}

/**
 * The newest page arrived again (a room reopened, a reconnect). When it overlaps what is loaded,
 * nothing older is dropped; when it does not (more than a page was missed), it replaces the
 * loaded messages so no gap is ever shown, and older pages load again on scroll.
 */
export function mergeNewestPage(current: LoadedMessages, incoming: LoadedMessages): LoadedMessages {
  const oldestIncoming = incoming.messages[0];
  const known = new Set(current.messages.map((message) => message._id));
  const overlaps = !incoming.hasMore || !oldestIncoming || known.has(oldestIncoming._id);
  if (!overlaps) return incoming;
  const keepsOlder = current.messages.length > 0 && (!oldestIncoming || byTime(current.messages[0]!, oldestIncoming) <= 0);
  return { messages: union(current.messages, incoming.messages), hasMore: keepsOlder ? current.hasMore : incoming.hasMore };
}

/** An older page (asked for with `before`) goes in front. */
export function prependOlderPage(current: LoadedMessages, page: ChatMessagesResponse): void {
  current.messages = union(page.messages, current.messages);
  current.hasMore = page.hasMore;
}

/** A message that arrived live or was just sent; a copy already there is replaced, not doubled. */
export function appendMessage(current: LoadedMessages, message: ChatMessage): void {
  const index = current.messages.findIndex((candidate) => candidate._id === message._id);
  if (index >= 0) current.messages[index] = message;
  else {
    current.messages.push(message);
    current.messages.sort(byTime);
  }
}

/** The other member read the room: my messages up to that moment show ✓✓. */
export function markMineRead(current: LoadedMessages, myId: string, readAt: string): void {
  for (const message of current.messages) {
    if (message.senderId === myId && !message.readStatus && message.createdAt <= readAt) {
      message.readStatus = true;
      message.readAt = readAt;
    }
  }
}

function setUnread(draft: MyChatsResponse, room: ChatRoom, count: number): void {
  draft.totalUnread = Math.max(0, draft.totalUnread + count - room.unreadCount);
  room.unreadCount = count;
}

export function setRoomUnread(draft: MyChatsResponse, roomId: string, count: number): void {
  const room = draft.rooms.find((candidate) => candidate.roomId === roomId);
  if (room) setUnread(draft, room, count);
}

/** A room just started (or found again) is listed at once, newest activity first. */
export function upsertRoom(draft: MyChatsResponse, room: ChatRoom): void {
  const index = draft.rooms.findIndex((candidate) => candidate.roomId === room.roomId);
  if (index >= 0) {
    const unread = draft.rooms[index]!.unreadCount;
    draft.rooms[index] = { ...room, unreadCount: unread };
    return;
  }
  draft.rooms.unshift(room);
  draft.totalUnread += room.unreadCount;
}

interface IncomingMessage {
  message: ChatMessage;
  /** The room's summary for me, when the server sent one (socket events do). */
  room?: ChatRoom;
  myId: string;
  /** The room is on screen: what arrives is read at once. */
  isOpen: boolean;
}

/**
 * Spec §4: a new message moves its room to the top; the unread count rises when someone else
 * sent it (unless the room is on screen, where it is read at once); my own messages leave it.
 */
export function applyMessageToRooms(draft: MyChatsResponse, { message, room, myId, isOpen }: IncomingMessage): void {
  const index = draft.rooms.findIndex((candidate) => candidate.roomId === message.roomId);
  const existing = index >= 0 ? draft.rooms[index]! : undefined;
  if (existing?.lastMessage?._id === message._id) return;
  const base = existing ?? room;
  if (!base) return;
  const fromOther = message.senderId !== myId;
  const previousUnread = existing?.unreadCount ?? 0;
  const unreadCount = isOpen ? 0 : fromOther ? previousUnread + 1 : previousUnread;
  const next: ChatRoom = {
    ...base,
    ...(existing && room ? { otherUser: room.otherUser, context: room.context } : {}),
    lastMessage: {
      _id: message._id,
      content: message.content,
      senderId: message.senderId,
      createdAt: message.createdAt,
      hasAttachments: message.attachments.length > 0,
    },
    lastActivity: message.createdAt,
    unreadCount,
  };
  if (index >= 0) draft.rooms.splice(index, 1);
  draft.rooms.unshift(next);
  draft.totalUnread = Math.max(0, draft.totalUnread + unreadCount - previousUnread);
}

/** Presence changes reach every room with that person. */
export function applyPresenceToRooms(draft: MyChatsResponse, userId: string, isOnline: boolean, lastSeen: string | null): void {
  for (const room of draft.rooms) {
    if (room.otherUser._id === userId) {
      room.otherUser.isOnline = isOnline;
      room.otherUser.lastSeen = lastSeen;
    }
  }
}
