import { count, countDistinct, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { matchesKeyword } from '../../lib/sql-filters';
import { productImages, products } from '../../db/schema/products';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import { chatMembers, chatMessages, chatRooms } from '../../db/schema/chat';
import { lastMessageColumns } from './chat.queries';

/** Rooms with a member whose name, e-mail or store name matches (Turkish letters folded both ways). */
export function roomsMatching(keyword: string): SQL {
  return sql`exists (
    select 1 from ${chatMembers}
    join ${users} on ${users.id} = ${chatMembers.userId}
    left join ${sellers} on ${sellers.userId} = ${chatMembers.userId}
    where ${chatMembers.roomId} = ${chatRooms.id}
      and (${matchesKeyword(users.name, keyword)} or ${matchesKeyword(users.email, keyword)} or ${matchesKeyword(sellers.storeName, keyword)}))`;
}

export function roomsOfUser(userId: string): SQL {
  return sql`exists (select 1 from ${chatMembers} where ${chatMembers.roomId} = ${chatRooms.id} and ${chatMembers.userId} = ${userId})`;
}

const productImage = sql<string | null>`(
  select ${productImages.listUrl} from ${productImages}
  where ${productImages.productId} = ${chatRooms.productId} and ${productImages.status} = 'approved'
  order by ${productImages.position}, ${productImages.createdAt} limit 1)`;

/** A page of rooms (newest activity first) with context and last message, and the total under the same filter. */
export async function selectAdminRooms(db: Db, where: SQL | undefined, offset: number, limit: number) {
  const contextStore = alias(sellers, 'context_store');
  const [rows, [{ value }]] = await Promise.all([
    db
      .select({
        room: chatRooms,
        product: { name: products.name, slug: products.slug, image: productImage },
        contextStore: { storeName: contextStore.storeName, alias: contextStore.alias, logo: contextStore.storeLogo },
        lastMessage: lastMessageColumns,
      })
      .from(chatRooms)
      .leftJoin(products, eq(products.id, chatRooms.productId))
      .leftJoin(contextStore, eq(contextStore.id, chatRooms.sellerId))
      .leftJoin(chatMessages, eq(chatMessages.id, chatRooms.lastMessageId))
      .where(where)
      .orderBy(desc(chatRooms.lastActivityAt), desc(chatRooms.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(chatRooms).where(where),
  ]);
  return { rows, total: value };
}

export type AdminRoomRow = Awaited<ReturnType<typeof selectAdminRooms>>['rows'][number];

/** The members of these rooms, with name, e-mail and store: one statement for a whole page. */
export async function selectMembersOfRooms(db: Db, roomIds: string[]) {
  if (roomIds.length === 0) return [];
  return db
    .select({
      roomId: chatMembers.roomId,
      userId: chatMembers.userId,
      role: chatMembers.role,
      unreadCount: chatMembers.unreadCount,
      name: users.name,
      email: users.email,
      storeName: sellers.storeName,
    })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .leftJoin(sellers, eq(sellers.userId, chatMembers.userId))
    .where(inArray(chatMembers.roomId, roomIds))
    .orderBy(chatMembers.roomId, chatMembers.role, chatMembers.userId);
}

export const roomWithId = (roomId: string): SQL => eq(chatRooms.id, roomId);

/** Istanbul's calendar day of a timestamp (UTC+3 all year; PGlite has no time zone database). */
const istanbulDay = (column: typeof chatMessages.createdAt) => sql<string>`to_char((${column} at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;

export async function selectChatStatistics(db: Db, since: { today: Date; weekAgo: Date; monthStart: Date }) {
  const [[rooms], [messages], [active], perDay] = await Promise.all([
    db
      .select({ total: count(), today: sql<number>`count(*) filter (where ${chatRooms.createdAt} >= ${since.today.toISOString()}::timestamptz)::int` })
      .from(chatRooms),
    db.select({ total: count() }).from(chatMessages),
    db.select({ users: countDistinct(chatMessages.senderId) }).from(chatMessages).where(gte(chatMessages.createdAt, since.weekAgo)),
    db
      .select({ date: istanbulDay(chatMessages.createdAt), count: count() })
      .from(chatMessages)
      .where(gte(chatMessages.createdAt, since.monthStart))
      .groupBy(istanbulDay(chatMessages.createdAt)),
  ]);
  return { rooms, messages: messages.total, activeUsers: active.users, perDay };
}

export async function roomExists(db: Db, roomId: string): Promise<boolean> {
  const [row] = await db.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.id, roomId)).limit(1);
  return Boolean(row);
}
