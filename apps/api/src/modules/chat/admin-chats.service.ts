import type {
  AdminChatMessagesResponse,
  AdminChatRoom,
  AdminChatsResponse,
  ChatStatisticsResponse,
} from '@pazaryeri/contract';
import type { Offer } from '@pazaryeri/contract/adverts/index';
import type { Db } from '../../db/client';
import { isId } from '../../lib/ids';
import {
  type AdminRoomRow,
  roomExists,
  roomsMatching,
  roomWithId,
  roomsOfUser,
  selectAdminRooms,
  selectChatStatistics,
  selectMembersOfRooms,
} from './admin-chats.queries';
import type { ChatContext } from './chat.context';
import { messagePage } from './chat.messages';
import { contextOf, roomNotFound, toLastMessage } from './chat.rooms';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Istanbul is UTC+3 all year. */
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
const istanbulDayStart = (time: number) => Math.floor((time + ISTANBUL_OFFSET_MS) / DAY_MS) * DAY_MS - ISTANBUL_OFFSET_MS;
const istanbulDate = (time: number) => new Date(time + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10);

/** Rows of a page as the admin sees them, members (with e-mail and unread counts) read in one more statement. */
async function toAdminRooms(db: Db, rows: AdminRoomRow[]): Promise<AdminChatRoom[]> {
  const members = await selectMembersOfRooms(db, rows.map((row) => row.room.id));
  const byRoom = new Map<string, typeof members>();
  for (const member of members) byRoom.set(member.roomId, [...(byRoom.get(member.roomId) ?? []), member]);
  return rows.map((row) => ({
    roomId: row.room.id,
    members: (byRoom.get(row.room.id) ?? []).map((member) => ({
      _id: member.userId,
      name: member.name,
      email: member.email,
      role: member.role,
      storeName: member.storeName,
      unreadCount: member.unreadCount,
    })),
    context: contextOf(row),
    lastMessage: toLastMessage(row.lastMessage),
    messageCount: row.room.messageCount,
    lastActivity: row.room.lastActivityAt.toISOString(),
    createdAt: row.room.createdAt.toISOString(),
  }));
}

async function roomPage(db: Db, where: Parameters<typeof selectAdminRooms>[1], page: number, limit: number) {
  const { rows, total } = await selectAdminRooms(db, where, (page - 1) * limit, limit);
  return { rooms: await toAdminRooms(db, rows), page, limit, total, totalPages: Math.ceil(total / limit) };
}

/** `GET /admin/chats`: every room, newest activity first; `search` finds a member by name, e-mail or store name. */
export async function listAdminChats(db: Db, query: { page: number; limit: number; search?: string }): Promise<AdminChatsResponse> {
  return roomPage(db, query.search ? roomsMatching(query.search) : undefined, query.page, query.limit);
}

/** For the admin's user screen (`GET /admin/users/{id}/chats`): the rooms that user is a member of. */
export async function listUserChatsForAdmin(db: Db, userId: string, page: number, limit: number) {
  const { rooms, ...paging } = await roomPage(db, roomsOfUser(userId), page, limit);
  return { chats: rooms, ...paging };
}

async function findAdminRoom(db: Db, roomId: string): Promise<AdminChatRoom> {
  const { rows } = isId(roomId) ? await selectAdminRooms(db, roomWithId(roomId), 0, 1) : { rows: [] };
  const [room] = await toAdminRooms(db, rows);
  if (!room) throw roomNotFound();
  return room;
}

/**
 * `GET /admin/chats/{roomId}/messages`: the room and a page of its messages, as the members see
 * them (newest page first). Reading changes nothing: unread counts and read marks stay the members'.
 */
export async function listAdminRoomMessages(
  ctx: Pick<ChatContext, 'db' | 'secret'>,
  adminId: string,
  roomId: string,
  query: { page: number; limit: number },
): Promise<AdminChatMessagesResponse> {
  const room = await findAdminRoom(ctx.db, roomId);
  return { room, ...(await messagePage(ctx, adminId, room.roomId, query)) };
}

/** The offers module's list of a room's offers, newest first: offers rank above chat, so app.ts passes it in. */
export type RoomOffers = (ctx: Pick<ChatContext, 'db' | 'secret'>, viewerId: string, roomId: string) => Promise<{ offers: Offer[] }>;

/** `GET /admin/chats/{id}/offers`: the offers made in the room (the offers module's list), newest first. */
export async function listAdminRoomOffers(ctx: Pick<ChatContext, 'db' | 'secret'> & { roomOffers: RoomOffers }, adminId: string, roomId: string) {
  if (!isId(roomId) || !(await roomExists(ctx.db, roomId))) throw roomNotFound();
  return ctx.roomOffers(ctx, adminId, roomId);
}

/** `GET /admin/chats/statistics`: totals, rooms opened today, senders of the last 7 days, messages per day for 30 days (Istanbul days). */
export async function getChatStatistics(db: Db, now = Date.now()): Promise<ChatStatisticsResponse> {
  const today = istanbulDayStart(now);
  const monthStart = today - 29 * DAY_MS;
  const stats = await selectChatStatistics(db, {
    today: new Date(today),
    weekAgo: new Date(now - 7 * DAY_MS),
    monthStart: new Date(monthStart),
  });
  const counts = new Map(stats.perDay.map((day) => [day.date, day.count]));
  const messagesPerDay = Array.from({ length: 30 }, (_, index) => {
    const date = istanbulDate(monthStart + index * DAY_MS);
    return { date, count: counts.get(date) ?? 0 };
  });
  return {
    totalRooms: stats.rooms.total,
    totalMessages: stats.messages,
    activeUsers7d: stats.activeUsers,
    roomsToday: stats.rooms.today,
    messagesPerDay,
  };
}
