import { and, desc, eq, getTableColumns, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { roomAfterMessage } from './chat-messages.queries';
import { productImages, products } from '../../db/schema/products';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import { type ChatAttachmentRecord, type ChatContextType, chatMembers, chatMessages, type ChatMessageRow, chatRooms } from '../../db/schema/chat';


/** A room's last message as lists show it: a 200-character preview and whether files came with it. */
export const lastMessageColumns = {
  id: chatMessages.id,
  content: sql<string>`left(${chatMessages.content}, 200)`,
  senderId: chatMessages.senderId,
  createdAt: chatMessages.createdAt,
  hasAttachments: sql<boolean>`jsonb_array_length(${chatMessages.attachments}) > 0`,
};

export type MemberRole = 'buyer' | 'seller' | 'freelancer';

/** The store of a product and the user who owns it (who answers chats about it). */
export async function selectProductOwner(db: Db, productId: string) {
  const [row] = await db
    .select({ productId: products.id, sellerId: sellers.id, userId: sellers.userId })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(products.id, productId))
    .limit(1);
  return row ?? null;
}

/** A user who can still be written to: exists, not deleted, not banned; with their role and store. */
export async function selectReachableUser(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, sellerId: sellers.id })
    .from(users)
    .leftJoin(sellers, eq(sellers.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt), isNull(users.bannedAt)))
    .limit(1);
  return row ?? null;
}

export interface RoomOpening {
  pairKey: string;
  startedById: string;
  contextType: ChatContextType;
  contextId: string | null;
  productId: string | null;
  sellerId: string | null;
  members: { userId: string; role: MemberRole }[];
}

/**
 * Finds the pair's room or creates it, in one transaction; either way it now carries this
 * context and these member roles. Two people starting at the same moment meet the unique pair
 * key: one inserts, the other updates the row it finds.
 */
export async function upsertRoom(db: Db, opening: RoomOpening): Promise<{ roomId: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const context = {
      contextType: opening.contextType,
      contextId: opening.contextId,
      productId: opening.productId,
      sellerId: opening.sellerId,
    };
    const [inserted] = await tx
      .insert(chatRooms)
      .values({ pairKey: opening.pairKey, startedById: opening.startedById, ...context })
      .onConflictDoNothing({ target: chatRooms.pairKey })
      .returning({ id: chatRooms.id });
    let roomId = inserted?.id;
    if (!roomId) {
      const [existing] = await tx.update(chatRooms).set(context).where(eq(chatRooms.pairKey, opening.pairKey)).returning({ id: chatRooms.id });
      roomId = existing.id;
    }
    for (const member of opening.members) {
      await tx
        .insert(chatMembers)
        .values({ roomId, userId: member.userId, role: member.role })
        .onConflictDoUpdate({ target: [chatMembers.roomId, chatMembers.userId], set: { role: member.role } });
    }
    return { roomId, created: Boolean(inserted) };
  });
}

const membershipStatement = preparedOnce((db) => {
  const otherMember = alias(chatMembers, 'other_member');
  return db
    .select({ roomId: chatMembers.roomId, role: chatMembers.role, unreadCount: chatMembers.unreadCount, otherUserId: otherMember.userId })
    .from(chatMembers)
    .innerJoin(otherMember, and(eq(otherMember.roomId, chatMembers.roomId), ne(otherMember.userId, chatMembers.userId)))
    .where(and(eq(chatMembers.roomId, sql.placeholder('roomId')), eq(chatMembers.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('chat_membership');
});

/** The caller's membership of a room and the other member's id, or null for anyone else. */
export async function selectMembership(db: Db, roomId: string, userId: string) {
  const [row] = await membershipStatement(db).execute({ roomId, userId });
  return row ?? null;
}

export type Membership = NonNullable<Awaited<ReturnType<typeof selectMembership>>>;

export async function selectRoomIdsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ roomId: chatMembers.roomId }).from(chatMembers).where(eq(chatMembers.userId, userId));
  return rows.map((row) => row.roomId);
}

/** The first approved picture of the room's product (list size), or null. */
const productImageOf = (productId: SQL | typeof chatRooms.productId) => sql<string | null>`(
  select ${productImages.listUrl} from ${productImages}
  where ${productImages.productId} = ${productId} and ${productImages.status} = 'approved'
  order by ${productImages.position}, ${productImages.createdAt} limit 1)`;
const productImage = productImageOf(chatRooms.productId);

const me = alias(chatMembers, 'me');
const other = alias(chatMembers, 'other');
const otherStore = alias(sellers, 'other_store');
const contextStore = alias(sellers, 'context_store');

/**
 * Rooms as their members (`me`) see them, newest activity first: the viewer's unread count and
 * role, the other member (with their store, if any), the context (product or store) and the last
 * message, in one statement.
 */
function roomViews(db: Db, where: SQL) {
  return db
    .select({
      viewerId: me.userId,
      room: chatRooms,
      myRole: me.role,
      unreadCount: me.unreadCount,
      lastActivityAt: me.lastActivityAt,
      other: { id: other.userId, role: other.role, name: users.name, avatar: users.avatar, lastSeenAt: users.lastSeenAt },
      otherStore: { storeName: otherStore.storeName, alias: otherStore.alias },
      product: { name: products.name, slug: products.slug, image: productImage },
      contextStore: { storeName: contextStore.storeName, alias: contextStore.alias, logo: contextStore.storeLogo },
      lastMessage: lastMessageColumns,
    })
    .from(me)
    .innerJoin(chatRooms, eq(chatRooms.id, me.roomId))
    .innerJoin(other, and(eq(other.roomId, me.roomId), ne(other.userId, me.userId)))
    .innerJoin(users, eq(users.id, other.userId))
    .leftJoin(otherStore, eq(otherStore.userId, other.userId))
    .leftJoin(products, eq(products.id, chatRooms.productId))
    .leftJoin(contextStore, eq(contextStore.id, chatRooms.sellerId))
    .leftJoin(chatMessages, eq(chatMessages.id, chatRooms.lastMessageId))
    .where(where)
    .orderBy(desc(me.lastActivityAt), desc(me.roomId));
}

const roomViewsOfUserStatement = preparedOnce((db) =>
  roomViews(
    db,
    and(
      eq(me.userId, sql.placeholder('userId')),
      // A room nobody has written in yet shows only to whoever started it.
      or(sql`${chatRooms.messageCount} > 0`, eq(chatRooms.startedById, me.userId)),
    )!,
  )
    .limit(sql.placeholder('limit'))
    .prepare('chat_room_views_of_user'),
);

const roomViewsOfRoomStatement = preparedOnce((db) =>
  roomViews(
    db,
    and(eq(me.roomId, sql.placeholder('roomId')), or(eq(me.userId, sql.placeholder('first')), eq(me.userId, sql.placeholder('second'))))!,
  ).prepare('chat_room_views_of_room'),
);

/** A user's rooms (my-chats), newest activity first. */
export function selectRoomViewsOfUser(db: Db, userId: string, limit: number) {
  return roomViewsOfUserStatement(db).execute({ userId, limit });
}

/** One room as one or both of its members see it (for events and a just-started room). */
export function selectRoomViewsOfRoom(db: Db, roomId: string, userIds: [string] | [string, string]) {
  return roomViewsOfRoomStatement(db).execute({ roomId, first: userIds[0], second: userIds[1] ?? userIds[0] });
}

export type RoomViewRow = Awaited<ReturnType<typeof selectRoomViewsOfUser>>[number];

/** The sum of a user's unread counts (the navbar badge); the partial index holds only rooms with unread. */
export async function sumUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${chatMembers.unreadCount}), 0)::int` })
    .from(chatMembers)
    .where(and(eq(chatMembers.userId, userId), sql`${chatMembers.unreadCount} > 0`));
  return row?.total ?? 0;
}

/** Remembers when a user's last realtime connection closed. */
export async function updateLastSeen(db: Db, userId: string, at: Date) {
  await db.update(users).set({ lastSeenAt: at }).where(eq(users.id, userId));
}

/** A CTE's fields for each of a table's columns, as a nested selection (selecting the CTE itself would mean a subquery). */
function columnsOf<T extends object, K extends string>(cte: T, table: { _: { columns: Record<K, unknown> } }): Pick<T, K & keyof T> {
  return Object.fromEntries(Object.keys(getTableColumns(table as never)).map((key) => [key, cte[key as keyof T]])) as Pick<T, K & keyof T>;
}

const sendStatement = preparedOnce((db) => {
  const otherMember = alias(chatMembers, 'sender_other');
  // The sender's membership, read in the statement that writes: a non-member's message is never written.
  const sender = db.$with('sender').as(
    db
      .select({
        roomId: chatMembers.roomId,
        role: sql<MemberRole>`${chatMembers.role}`.as('sender_member_role'),
        otherUserId: sql<string>`${otherMember.userId}`.as('sender_other_id'),
        otherRole: sql<MemberRole>`${otherMember.role}`.as('sender_other_role'),
      })
      .from(chatMembers)
      .innerJoin(otherMember, and(eq(otherMember.roomId, chatMembers.roomId), ne(otherMember.userId, chatMembers.userId)))
      // The sender can still sign in: not banned or deleted and, for a token checked here rather
      // than by the auth plugin (a socket's), the token's version is the account's.
      .innerJoin(
        users,
        and(
          eq(users.id, chatMembers.userId),
          isNull(users.bannedAt),
          isNull(users.deletedAt),
          sql`(${sql.placeholder('tokenVersion')}::int is null or ${users.tokenVersion} = ${sql.placeholder('tokenVersion')}::int)`,
        ),
      )
      .where(and(eq(chatMembers.roomId, sql.placeholder('roomId')), eq(chatMembers.userId, sql.placeholder('senderId'))))
      .limit(1),
  );
  const message = db.$with('message', getTableColumns(chatMessages)).as(
    sql`insert into ${chatMessages} (room_id, sender_id, sender_role, content, attachments, offer_id)
      select ${sender.roomId}, ${sql.placeholder('senderId')}::uuid, ${sender.role}, ${sql.placeholder('content')}::text,
        ${sql.placeholder('attachments')}::jsonb, ${sql.placeholder('offerId')}::uuid
      from ${sender} returning *`,
  );
  const room = db.$with('room').as(
    db
      .update(chatRooms)
      .set(roomAfterMessage(message))
      .from(message)
      .where(eq(chatRooms.id, message.roomId))
      .returning(getTableColumns(chatRooms)),
  );
  const members = db.$with('members').as(
    db
      .update(chatMembers)
      .set({
        lastActivityAt: sql`${message.createdAt}`,
        unreadCount: sql`${chatMembers.unreadCount} + (${chatMembers.userId} <> ${message.senderId})::int`,
      })
      .from(message)
      .where(eq(chatMembers.roomId, message.roomId))
      .returning({ userId: chatMembers.userId, role: chatMembers.role, unreadCount: chatMembers.unreadCount, lastActivityAt: chatMembers.lastActivityAt }),
  );
  // For each member (the viewer), the other one: the receiver for the sender, the sender for the receiver.
  const viewerIsSender = sql`${members.userId} = ${message.senderId}`;
  const otherId = sql<string>`case when ${viewerIsSender} then ${sender.otherUserId} else ${message.senderId} end`;
  const otherRole = sql<MemberRole>`case when ${viewerIsSender} then ${sender.otherRole} else ${sender.role} end`;
  return db
    .with(sender, message, room, members)
    .select({
      message: columnsOf(message, chatMessages),
      viewerId: members.userId,
      room: columnsOf(room, chatRooms),
      myRole: members.role,
      unreadCount: members.unreadCount,
      lastActivityAt: members.lastActivityAt,
      other: { id: otherId, role: otherRole, name: users.name, avatar: users.avatar, lastSeenAt: users.lastSeenAt },
      otherStore: { storeName: otherStore.storeName, alias: otherStore.alias },
      product: { name: products.name, slug: products.slug, image: productImageOf(sql`${room.productId}`) },
      contextStore: { storeName: contextStore.storeName, alias: contextStore.alias, logo: contextStore.storeLogo },
      lastMessage: {
        id: message.id,
        content: sql<string>`left(${message.content}, 200)`,
        senderId: message.senderId,
        createdAt: message.createdAt,
        hasAttachments: sql<boolean>`jsonb_array_length(${message.attachments}) > 0`,
      },
    })
    .from(members)
    .innerJoin(message, sql`true`)
    .innerJoin(sender, sql`true`)
    .innerJoin(room, sql`true`)
    .innerJoin(users, eq(users.id, otherId))
    .leftJoin(otherStore, eq(otherStore.userId, otherId))
    .leftJoin(products, eq(products.id, room.productId))
    .leftJoin(contextStore, eq(contextStore.id, room.sellerId))
    .prepare('chat_send_in_room');
});

export interface SentMessage {
  message: ChatMessageRow;
  /** The room as each member now sees it (sender and receiver), as `selectRoomViewsOfRoom` gives it. */
  views: RoomViewRow[];
}

/**
 * Sends a message in one statement: the sender's membership and account (read there, so a sender
 * who is no longer a member, is banned or deleted, or whose token's version is not the account's
 * when `tokenVersion` is given, writes nothing: null), the message, the room's last message and count, both
 * members' activity and the receiver's unread count, and the room as each member now sees it.
 */
export async function insertMessageWithViews(
  db: Db,
  values: { roomId: string; senderId: string; content: string; attachments: ChatAttachmentRecord[]; offerId?: string | null; tokenVersion?: number },
): Promise<SentMessage | null> {
  const rows = await sendStatement(db).execute({
    roomId: values.roomId,
    senderId: values.senderId,
    content: values.content,
    attachments: JSON.stringify(values.attachments),
    offerId: values.offerId ?? null,
    tokenVersion: values.tokenVersion ?? null,
  });
  if (rows.length === 0) return null;
  return { message: rows[0].message, views: rows.map(({ message: _message, ...view }): RoomViewRow => view) };
}
