import { and, count, desc, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { users } from '../../db/schema/users';
import { chatMembers, chatMessages, type ChatMessageRow, chatRooms } from '../../db/schema/chat';

/** What a new message changes on its room (its last message, count and activity), in the statement that writes it. */
export const roomAfterMessage = (message: Record<'id' | 'content' | 'senderId' | 'createdAt', SQLWrapper>) => ({
  lastMessageId: sql`${message.id}`,
  lastMessagePreview: sql`left(${message.content}, 200)`,
  lastMessageSenderId: sql`${message.senderId}`,
  messageCount: sql`${chatRooms.messageCount} + 1`,
  lastActivityAt: sql`${message.createdAt}`,
});

const sendStatement = preparedOnce((db) => {
  const message = db.$with('message').as(
    db
      .insert(chatMessages)
      .values({
        roomId: sql.placeholder('roomId'),
        senderId: sql.placeholder('senderId'),
        senderRole: sql.placeholder('senderRole'),
        content: sql.placeholder('content'),
        attachments: sql`${sql.placeholder('attachments')}::jsonb`,
        offerId: sql`${sql.placeholder('offerId')}::uuid`,
      })
      .returning(),
  );
  const room = db.$with('room').as(
    db
      .update(chatRooms)
      .set(roomAfterMessage(message))
      .from(message)
      .where(eq(chatRooms.id, message.roomId))
      .returning({ id: chatRooms.id }),
  );
  const members = db.$with('members').as(
    db
      .update(chatMembers)
      .set({
        lastActivityAt: sql`${message.createdAt}`,
        unreadCount: sql`${chatMembers.unreadCount} + (${chatMembers.userId} = ${sql.placeholder('receiverId')})::int`,
      })
      .from(message)
      .where(eq(chatMembers.roomId, message.roomId))
      .returning({ userId: chatMembers.userId }),
  );
  return db.with(message, room, members).select().from(message).prepare('chat_send_message');
});

/**
 * Writes a message and what it changes besides itself in one statement (so at once, or not at
 * all): the room's last message and count, both members' activity (the room moves to the top of
 * both lists) and the receiver's unread count.
 */
export async function insertMessageInRoom(
  db: Db,
  values: Pick<ChatMessageRow, 'roomId' | 'senderId' | 'senderRole' | 'content' | 'attachments'> & { offerId?: string | null },
  receiverId: string,
): Promise<ChatMessageRow> {
  const [row] = await sendStatement(db).execute({ ...values, attachments: JSON.stringify(values.attachments), offerId: values.offerId ?? null, receiverId });
  return row;
}

export async function messageExistsInRoom(db: Db, roomId: string, messageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.roomId, roomId)))
    .limit(1);
  return Boolean(row);
}

export interface MessagePageOptions {
  /** Only messages older than this one (compared in the database, at its full precision). */
  beforeId?: string;
  offset: number;
  limit: number;
}

/** A page of a room's messages, newest first, and how many there are under the same anchor. */
export async function selectMessagePage(db: Db, roomId: string, options: MessagePageOptions) {
  const conditions: SQL[] = [eq(chatMessages.roomId, roomId)];
  if (options.beforeId) {
    conditions.push(
      sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (select a.created_at, a.id from ${chatMessages} a where a.id = ${options.beforeId})`,
    );
  }
  const where = and(...conditions);
  const [rows, [{ value }]] = await Promise.all([
    db
      .select()
      .from(chatMessages)
      .where(where)
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ value: count() }).from(chatMessages).where(where),
  ]);
  return { rows, total: value };
}

/**
 * Everything the previous read saw is marked already, so only messages from a little before it
 * on need looking at: the margin covers a message whose transaction began before that read but
 * committed after it (its `created_at` is its transaction's start).
 */
const READ_MARGIN = sql`interval '5 minutes'`;

/**
 * The reader has read the room: their unread count goes to 0 and the other member's messages
 * get their read time. Returns whether anything was unread (only then is a receipt worth sending).
 */
export async function markRoomRead(db: Db, roomId: string, readerId: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const reader = and(eq(chatMembers.roomId, roomId), eq(chatMembers.userId, readerId));
    const [before] = await tx.select({ unreadCount: chatMembers.unreadCount, lastReadAt: chatMembers.lastReadAt }).from(chatMembers).where(reader).for('update');
    await tx.update(chatMembers).set({ unreadCount: 0, lastReadAt: at }).where(reader);
    const read = await tx
      .update(chatMessages)
      .set({ readAt: at })
      .where(
        and(
          eq(chatMessages.roomId, roomId),
          before?.lastReadAt ? sql`${chatMessages.createdAt} >= ${before.lastReadAt.toISOString()}::timestamptz - ${READ_MARGIN}` : undefined,
          sql`${chatMessages.senderId} <> ${readerId}`,
          isNull(chatMessages.readAt),
        ),
      )
      .returning({ id: chatMessages.id });
    return (before?.unreadCount ?? 0) > 0 || read.length > 0;
  });
}

export async function selectMessageById(db: Db, messageId: string): Promise<ChatMessageRow | null> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId)).limit(1);
  return row ?? null;
}

/** Whether a user may read a room's files: a member, or an admin inspecting chats (neither banned nor deleted). */
export async function canReadRoom(db: Db, roomId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({
      allowed: sql<boolean>`${users.role} = 'admin' or exists(
        select 1 from ${chatMembers} where ${chatMembers.roomId} = ${roomId} and ${chatMembers.userId} = ${users.id})`,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.bannedAt), isNull(users.deletedAt)))
    .limit(1);
  return Boolean(row?.allowed);
}
