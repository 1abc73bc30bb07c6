import type { ChatMessage, ChatMessagesResponse, ChatRoom, MyChatsResponse } from '@pazaryeri/contract/chat/index';

/** A conversation of the buyer (u1) with the store "Demir Endüstriyel" (its owner is u2). */
export function roomOf(overrides: Partial<ChatRoom> = {}): ChatRoom {
  return {
    roomId: 'r1',
    lastMessage: { _id: 'm2', content: 'Stokta var mı?', senderId: 'u1', createdAt: '2025-05-02T09:00:00.000Z', hasAttachments: false },
    unreadCount: 0,
    lastActivity: '2025-05-02T09:00:00.000Z',
    otherUser: {
      _id: 'u2',
      name: 'Mehmet Demir',
      avatar: null,
      storeName: 'Demir Endüstriyel',
      storeAlias: 'demir-endustriyel',
      role: 'seller',
      isOnline: false,
      lastSeen: '2025-05-02T08:30:00.000Z',
    },
    context: { type: 'product', id: 'p1', title: 'Paslanmaz Çelik Kaynak Teli 1.2 mm', slug: 'paslanmaz-celik-kaynak-teli-1-2-mm', image: null },
    myRole: 'buyer',
    ...overrides,
  };
}

export function messageOf(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: 'm1',
    roomId: 'r1',
    content: 'Merhaba',
    attachments: [],
    senderId: 'u1',
    senderRole: 'buyer',
    kind: 'text',
    offerId: null,
    readStatus: false,
    readAt: null,
    createdAt: '2025-05-02T08:00:00.000Z',
    ...overrides,
  };
}

/** `count` messages in r1, one a minute from 08:00, ids m1…m{count}, alternating sender. */
export function conversation(count: number, roomId = 'r1'): ChatMessage[] {
  return Array.from({ length: count }, (_, index) =>
    messageOf({
      _id: `m${index + 1}`,
      roomId,
      content: `Mesaj ${index + 1}`,
      senderId: index % 2 ? 'u2' : 'u1',
      senderRole: index % 2 ? 'seller' : 'buyer',
      createdAt: new Date(Date.UTC(2025, 4, 2, 8, index)).toISOString(),
    }),
  );
}

export function messagesPage(messages: ChatMessage[], hasMore = false, total = messages.length): ChatMessagesResponse {
  return { messages, page: 1, limit: 30, total, totalPages: Math.max(1, Math.ceil(total / 30)), hasMore };
}

export function myChats(rooms: ChatRoom[]): MyChatsResponse {
  return { rooms, totalUnread: rooms.reduce((sum, room) => sum + room.unreadCount, 0) };
}
