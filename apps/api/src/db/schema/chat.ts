import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './products';
import { sellers } from './sellers';
import { users } from './users';

/** Where a conversation was started from. `store` is a store page; the others name a record. */
export const chatContextTypes = ['product', 'advert', 'request', 'offer', 'store'] as const;
export type ChatContextType = (typeof chatContextTypes)[number];

/** A file sent with a message. Files live in private storage; `key` is the storage key. */
export interface ChatAttachmentRecord {
  id: string;
  kind: 'image' | 'file';
  name: string;
  mimeType: string;
  size: number;
  key: string;
  /** WebP preview of an image attachment (private storage key). */
  previewKey: string | null;
}

/**
 * A conversation between exactly two users. `pairKey` is the two user ids sorted and joined, so
 * starting a conversation twice finds the same room. The context is where it was last started
 * from (a product, an advert, a request, an offer or a store page).
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pairKey: text('pair_key').notNull(),
    startedById: uuid('started_by_id').references(() => users.id, { onDelete: 'set null' }),
    contextType: text('context_type', { enum: chatContextTypes }).notNull(),
    /** The advert, request or offer id (no foreign key: those tables belong to later modules). */
    contextId: uuid('context_id'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'set null' }),
    lastMessageId: uuid('last_message_id'),
    lastMessagePreview: text('last_message_preview'),
    lastMessageSenderId: uuid('last_message_sender_id'),
    messageCount: integer('message_count').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chat_rooms_pair_key').on(table.pairKey),
    index('chat_rooms_activity_idx').on(table.lastActivityAt, table.id),
    index('chat_rooms_created_idx').on(table.createdAt),
  ],
);

export type ChatRoomRow = typeof chatRooms.$inferSelect;

/** The two members of a room, each with their own unread count and read mark. */
export const chatMembers = pgTable(
  'chat_members',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** How the member takes part: `buyer`, `seller` (store) or `freelancer`. */
    role: text('role', { enum: ['buyer', 'seller', 'freelancer'] }).notNull(),
    unreadCount: integer('unread_count').notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** Denormalised from the room so "my chats" is one index walk, newest activity first. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.userId] }),
    index('chat_members_user_activity_idx').on(table.userId, table.lastActivityAt),
    index('chat_members_user_unread_idx').on(table.userId).where(sql`${table.unreadCount} > 0`),
  ],
);

export type ChatMemberRow = typeof chatMembers.$inferSelect;

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderRole: text('sender_role', { enum: ['buyer', 'seller', 'freelancer'] }).notNull(),
    content: text('content').notNull().default(''),
    attachments: jsonb('attachments').$type<ChatAttachmentRecord[]>().notNull().default([]),
    /** Set on an offer card (kind "offer"): the offer the message shows (no foreign key: offers refer to rooms). */
    offerId: uuid('offer_id'),
    /** When the other member read it; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_room_created_idx').on(table.roomId, table.createdAt, table.id),
    index('chat_messages_created_idx').on(table.createdAt),
    index('chat_messages_sender_created_idx').on(table.senderId, table.createdAt),
  ],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
