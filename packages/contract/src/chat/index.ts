import { z } from 'zod';
import { offer } from '../adverts/index';
import { chatLimits } from './constants';

export * from './constants';

export const chatContextType = z.enum(['product', 'advert', 'request', 'offer', 'store']);
export type ChatContextType = z.infer<typeof chatContextType>;

/**
 * `POST /chat/start`: open (or find) the conversation with the other side of a product, advert,
 * request, offer or store. Exactly one target: `productId` (its store), `sellerId` (a store page),
 * or `userId` with a `contextType` of advert/request/offer and its `contextId`.
 */
export const startChatBody = z.object({
  contextType: chatContextType,
  productId: z.string().max(64).optional(),
  sellerId: z.string().max(64).optional(),
  userId: z.string().max(64).optional(),
  contextId: z.string().max(64).optional(),
});
export type StartChatBody = z.infer<typeof startChatBody>;

export const chatPresence = z.object({
  isOnline: z.boolean(),
  lastSeen: z.string().nullable(),
});
export type ChatPresence = z.infer<typeof chatPresence>;

export const chatOtherUser = chatPresence.extend({
  _id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  /** The store's name when the other member takes part as a store. */
  storeName: z.string().nullable(),
  storeAlias: z.string().nullable(),
  role: z.enum(['buyer', 'seller', 'freelancer']),
});
export type ChatOtherUser = z.infer<typeof chatOtherUser>;

export const chatContext = z.object({
  type: chatContextType,
  id: z.string().nullable(),
  /** Product name / slug / image when the context is a product. */
  title: z.string().nullable(),
  slug: z.string().nullable(),
  image: z.string().nullable(),
});
export type ChatContext = z.infer<typeof chatContext>;

export const chatAttachment = z.object({
  _id: z.string(),
  kind: z.enum(['image', 'file']),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  /** Signed, expiring links (members only). */
  url: z.string(),
  previewUrl: z.string().nullable(),
});
export type ChatAttachment = z.infer<typeof chatAttachment>;

/** Spec §3 chat message. `readStatus` is true once the other member has read it. */
export const chatMessage = z.object({
  _id: z.string(),
  roomId: z.string(),
  content: z.string(),
  attachments: z.array(chatAttachment),
  senderId: z.string(),
  senderRole: z.enum(['buyer', 'seller', 'freelancer']),
  /** `offer`: the message shows the offer `offerId` as a card with its live status (`chat:offer` updates it). */
  kind: z.enum(['text', 'offer']),
  offerId: z.string().nullable(),
  readStatus: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatLastMessage = z.object({
  _id: z.string(),
  content: z.string(),
  senderId: z.string(),
  createdAt: z.string(),
  hasAttachments: z.boolean(),
});

/** Spec §3 chat room, as `GET /chat/my-chats` lists it (newest activity first). */
export const chatRoom = z.object({
  roomId: z.string(),
  lastMessage: chatLastMessage.nullable(),
  unreadCount: z.number().int(),
  lastActivity: z.string(),
  otherUser: chatOtherUser,
  context: chatContext,
  myRole: z.enum(['buyer', 'seller', 'freelancer']),
});
export type ChatRoom = z.infer<typeof chatRoom>;

export const myChatsResponse = z.object({
  rooms: z.array(chatRoom),
  totalUnread: z.number().int(),
});
export type MyChatsResponse = z.infer<typeof myChatsResponse>;

export const startChatResponse = z.object({ room: chatRoom, created: z.boolean() });
export type StartChatResponse = z.infer<typeof startChatResponse>;

/**
 * `GET /chat/{roomId}/messages?page&limit&before`: newest page first; each page is oldest → newest.
 * `before` (a message id) anchors the pages so messages arriving meanwhile do not shift them.
 */
export const chatMessagesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(chatLimits.messagesPerPage),
  before: z.string().max(64).optional(),
});
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuery>;

export const chatMessagesResponse = z.object({
  messages: z.array(chatMessage),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  hasMore: z.boolean(),
});
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponse>;

export const sendChatMessageResponse = z.object({ message: chatMessage });

export const markReadResponse = z.object({ roomId: z.string(), unreadCount: z.literal(0), readAt: z.string() });

export const roomIdParam = z.object({ roomId: z.string().min(1).max(64) });


export const chatMessageEvent = z.object({ message: chatMessage, room: chatRoom });
export type ChatMessageEvent = z.infer<typeof chatMessageEvent>;
export const chatReadEvent = z.object({ roomId: z.string(), readerId: z.string(), readAt: z.string() });
export type ChatReadEvent = z.infer<typeof chatReadEvent>;
export const chatTypingEvent = z.object({ roomId: z.string(), userId: z.string(), isTyping: z.boolean() });
export type ChatTypingEvent = z.infer<typeof chatTypingEvent>;
export const presenceEvent = z.object({ userId: z.string(), isOnline: z.boolean(), lastSeen: z.string().nullable() });
export type PresenceEvent = z.infer<typeof presenceEvent>;

/* ----- Admin (spec §7 Admin chats) ----- */

export const adminChatsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(chatLimits.adminRoomsPerPage),
  search: z.string().trim().max(100).optional(),
});

export const adminChatMember = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['buyer', 'seller', 'freelancer']),
  storeName: z.string().nullable(),
  unreadCount: z.number().int(),
});

export const adminChatRoom = z.object({
  roomId: z.string(),
  members: z.array(adminChatMember),
  context: chatContext,
  lastMessage: chatLastMessage.nullable(),
  messageCount: z.number().int(),
  lastActivity: z.string(),
  createdAt: z.string(),
});
export type AdminChatRoom = z.infer<typeof adminChatRoom>;

export const adminChatsResponse = z.object({
  rooms: z.array(adminChatRoom),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminChatsResponse = z.infer<typeof adminChatsResponse>;

export const adminChatMessagesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(chatLimits.adminMessagesPerPage),
});

export const adminChatMessagesResponse = z.object({
  room: adminChatRoom,
  messages: z.array(chatMessage),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminChatMessagesResponse = z.infer<typeof adminChatMessagesResponse>;

export const chatStatisticsResponse = z.object({
  totalRooms: z.number().int(),
  totalMessages: z.number().int(),
  activeUsers7d: z.number().int(),
  roomsToday: z.number().int(),
  /** The last 30 days, oldest first, every day present (0 when quiet). */
  messagesPerDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type ChatStatisticsResponse = z.infer<typeof chatStatisticsResponse>;

/** The offers made in a room (spec §3 Offer), newest first. */
export const adminRoomOffersResponse = z.object({ offers: z.array(offer) });
